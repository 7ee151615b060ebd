import { type ApiError } from '@algosheets/contracts';
import { Alert, Button, ButtonGroup, Flex, Heading, HStack, List, Spinner, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { apiErrorBody } from '../../api/api-error-message';
import { ItemLoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { LANGUAGE_LABELS } from '../../lib/language-labels';
import { useCreateProblemMutation, useGetProblemQuery, useUpdateProblemMutation } from '../../api/problems-api';
import { HeadlineFields, LanguageSections, NotesFields, TagsSection } from './problem-fields';
import { emptyProblemForm, formFromProblem, serverFieldErrors, serverFieldLabel, toProblemPayload, type FormErrors, type ProblemFormValues } from './problem-form';
import { flattenFormErrors, problemFormSchema } from './problem-schema';
import { sampleProblem, type SampleVariant } from './sample-problems';
import type { CreatedProblemState } from '../../lib/created-problem';
import { SignatureEditor } from './signature-editor';
import { TestCasesSection } from './test-cases-section';

/**
 * /add-problem, the admin's 'Create Problem' screen. After Create it goes to /problems, handing the
 * new problem over (`CreatedProblemState`) so that the list offers links to open and to edit it.
 */
export function CreateProblemPage() {
  const [createProblem, { isLoading }] = useCreateProblemMutation();
  const navigate = useNavigate();
  return (
    <ProblemForm
      heading="Create Problem"
      submitLabel="Create Problem"
      initial={emptyProblemForm()}
      busy={isLoading}
      withSamples
      onSubmit={async (payload) => {
        const { problem } = await createProblem(payload).unwrap();
        const state: CreatedProblemState = { created: { id: problem.id, title: problem.title } };
        await navigate('/problems', { state });
      }}
    />
  );
}

/**
 * /edit-problem/{id}, backed by the gateway's update-problem; the problems table's Edit links here.
 * After Save it goes to /problems as Create does, with links to open and to edit the problem again.
 */
export function EditProblemPage() {
  const { id = '' } = useParams();
  const { data, isLoading, isFetching, error, refetch } = useGetProblemQuery(id);
  const [updateProblem, { isLoading: saving }] = useUpdateProblemMutation();
  const navigate = useNavigate();
  if (isLoading) return <PageSpinner />;
  if (!data) return <ItemLoadError error={error} notFound="Problem not found." what="The problem" onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <ProblemForm
      key={data.problem.id}
      heading="Edit Problem"
      submitLabel="Save Problem"
      initial={formFromProblem(data.problem)}
      busy={saving}
      growthProblemId={data.problem.complexity ? data.problem.id : undefined}
      onSubmit={async (payload) => {
        const { problem } = await updateProblem({ id, payload }).unwrap();
        const state: CreatedProblemState = { created: { id: problem.id, title: problem.title, saved: true } };
        await navigate('/problems', { state });
      }}
    />
  );
}

interface ProblemFormProps {
  heading: string;
  submitLabel: string;
  initial: ProblemFormValues;
  busy: boolean;
  withSamples?: boolean;
  /** A stored problem that declares a complexity: its reference solutions offer 'Analyze growth'. */
  growthProblemId?: string;
  onSubmit: (payload: ReturnType<typeof toProblemPayload>) => Promise<void>;
}

function ProblemForm({ heading, submitLabel, initial, busy, withSamples, growthProblemId, onSubmit }: ProblemFormProps) {
  const form = useForm<ProblemFormValues>({ resolver: zodResolver(problemFormSchema), defaultValues: initial });
  // A copy of the values per change: the form edits its values in place, and a copy is what tells
  // useWatch (by deep comparison) that something changed. Every field has its default, so the
  // copy is whole, not the deep partial useWatch types it as.
  const values = useWatch({ control: form.control, compute: (all) => structuredClone(all) }) as ProblemFormValues;
  const [serverError, setServerError] = useState<ApiError>();
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [variant, setVariant] = useState<SampleVariant>('STRING');
  // Counts Load Sample: the code editors own their text, so a loaded sample remounts them.
  const [samplesLoaded, setSamplesLoaded] = useState(0);
  const serverErrorRef = useRef<HTMLDivElement>(null);
  const errors = { ...serverErrors, ...flattenFormErrors(form.formState.errors) };
  const part = { form, values, errors };

  // The submit button is at the foot of a long form and the server's answer (which test of which
  // language failed) at its head: give the answer the focus and bring it to the middle of the
  // screen, where the sticky navigation bar cannot cover it.
  useEffect(() => {
    if (!serverError) return;
    serverErrorRef.current?.focus({ preventScroll: true });
    serverErrorRef.current?.scrollIntoView({ block: 'center' });
  }, [serverError]);

  const clearServer = () => {
    setServerError(undefined);
    setServerErrors({});
  };
  const submit = form.handleSubmit(async (valid) => {
    try {
      await onSubmit(toProblemPayload(valid));
    } catch (error) {
      const body = apiErrorBody(error);
      setServerError(body);
      setServerErrors(serverFieldErrors(body?.details));
    }
  });

  return (
    <form
      onSubmit={(event) => {
        clearServer();
        void submit(event);
      }}
      noValidate
    >
      <Stack gap="6">
        <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
          <Heading as="h1" size="2xl">
            {heading}
          </Heading>
          {withSamples && (
            <HStack gap="2">
              <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="Sample type">
                {(['DP', 'STRING'] as const).map((option) => (
                  <Button key={option} aria-pressed={variant === option} variant={variant === option ? 'solid' : 'outline'} onClick={() => setVariant(option)}>
                    {option === 'DP' ? 'DP' : 'String'}
                  </Button>
                ))}
              </ButtonGroup>
              <Button
                size="sm"
                colorPalette="orange"
                variant="subtle"
                onClick={() => {
                  form.reset(sampleProblem(variant));
                  setSamplesLoaded((count) => count + 1);
                  clearServer();
                }}
              >
                Load Sample
              </Button>
            </HStack>
          )}
        </Flex>

        {serverError && (
          <Alert.Root ref={serverErrorRef} tabIndex={-1} status="error" data-testid="server-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title whiteSpace="pre-wrap">{serverError.message}</Alert.Title>
              {serverError.details && (
                <Alert.Description>
                  <List.Root ps="4">
                    {Object.entries(serverError.details).map(([path, messages]) => (
                      <List.Item key={path} whiteSpace="pre-wrap">{`${serverFieldLabel(path, LANGUAGE_LABELS)}: ${messages.join('; ')}`}</List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}

        <HeadlineFields {...part} />
        <TagsSection {...part} />
        <SignatureEditor {...part} />
        <TestCasesSection {...part} />
        <LanguageSections key={samplesLoaded} {...part} growthProblemId={growthProblemId} />
        <NotesFields {...part} />

        <Button type="submit" colorPalette="orange" size="lg" alignSelf="flex-end" disabled={busy}>
          {busy ? <Spinner role="status" size="sm" aria-label="Saving" /> : null}
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
