import { Difficulty, Language, type ApiError } from '@algosheets/contracts';
import { Alert, Button, ButtonGroup, Card, Flex, Heading, HStack, IconButton, Input, List, NativeSelect, Spinner, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router';
import { apiErrorBody } from '../../api/api-error-message';
import { ItemLoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { LANGUAGE_LABELS } from '../../lib/language-labels';
import { useCreateProblemMutation, useGetProblemQuery, useUpdateProblemMutation } from '../../api/problems-api';
import { FormField, MarkdownPreview, Section } from './form-controls';
import { LanguageSection } from './language-section';
import { emptyLanguageEntry, emptyProblemForm, FORM_LANGUAGES, formFromProblem, removeRow, REQUIRED_LANGUAGES, serverFieldErrors, serverFieldLabel, toProblemPayload, validateProblemForm, type FormErrors, type LanguageEntry, type ProblemFormValues } from './problem-form';
import { sampleProblem, type SampleVariant } from './sample-problems';
import { SignatureEditor } from './signature-editor';
import { TestCasesSection } from './test-cases-section';

/** /add-problem, the spec's 'Create Problem' screen. */
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
        await createProblem(payload).unwrap();
        await navigate('/problems');
      }}
    />
  );
}

/**
 * /edit-problem/{id}, backed by the gateway's update-problem. Admins open it by its address: the
 * problems table's edit button stays disabled, as the spec's problems table has it.
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
      onSubmit={async (payload) => {
        await updateProblem({ id, payload }).unwrap();
        await navigate('/problems');
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
  onSubmit: (payload: ReturnType<typeof toProblemPayload>) => Promise<void>;
}

function ProblemForm({ heading, submitLabel, initial, busy, withSamples, onSubmit }: ProblemFormProps) {
  const [values, setValues] = useState<ProblemFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<ApiError>();
  const [variant, setVariant] = useState<SampleVariant>('STRING');
  const serverErrorRef = useRef<HTMLDivElement>(null);

  // The submit button is at the foot of a long form and the server's answer (which test of which
  // language failed) at its head: give the answer the focus and bring it to the middle of the
  // screen, where the sticky navigation bar cannot cover it.
  useEffect(() => {
    if (!serverError) return;
    serverErrorRef.current?.focus({ preventScroll: true });
    serverErrorRef.current?.scrollIntoView({ block: 'center' });
  }, [serverError]);

  const set = <K extends keyof ProblemFormValues>(key: K, value: ProblemFormValues[K]) => setValues((previous) => ({ ...previous, [key]: value }));
  const setLanguage = (language: Language, entry: LanguageEntry | undefined) => setValues((previous) => ({ ...previous, languages: { ...previous.languages, [language]: entry } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    const found = validateProblemForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit(toProblemPayload(values));
    } catch (error) {
      const body = apiErrorBody(error);
      setServerError(body);
      setErrors(serverFieldErrors(body?.details));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
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
                  setValues(sampleProblem(variant));
                  setErrors({});
                  setServerError(undefined);
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
              <Alert.Title>{serverError.message}</Alert.Title>
              {serverError.details && (
                <Alert.Description>
                  <List.Root ps="4">
                    {Object.entries(serverError.details).map(([path, messages]) => (
                      <List.Item key={path}>{`${serverFieldLabel(path, LANGUAGE_LABELS)}: ${messages.join('; ')}`}</List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}

        <Card.Root variant="outline">
          <Card.Body gap="4">
            <FormField label="Title" error={errors.title}>
              <Input name="title" value={values.title} onChange={(event) => set('title', event.target.value)} />
            </FormField>
            <FormField label="Description" error={errors.description}>
              <Textarea name="description" rows={6} value={values.description} onChange={(event) => set('description', event.target.value)} />
            </FormField>
            <MarkdownPreview label="Description preview" text={values.description} />
            <FormField label="Difficulty" error={errors.difficulty}>
              <NativeSelect.Root>
                <NativeSelect.Field name="difficulty" value={values.difficulty} onChange={(event) => set('difficulty', event.target.value as Difficulty)}>
                  <option value={Difficulty.Easy}>Easy</option>
                  <option value={Difficulty.Medium}>Medium</option>
                  <option value={Difficulty.Hard}>Hard</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Card.Body>
        </Card.Root>

        <Section title="Tags" error={errors.tags} onAdd={() => set('tags', [...values.tags, ''])} addLabel="Add Tag">
          {values.tags.map((tag, index) => (
            <HStack key={`tag-${index + 1}`}>
              <Input aria-label={`Tag ${index + 1}`} value={tag} onChange={(event) => set('tags', values.tags.map((old, position) => (position === index ? event.target.value : old)))} />
              <IconButton variant="ghost" aria-label={`Remove tag ${index + 1}`} disabled={values.tags.length <= 1} onClick={() => set('tags', removeRow(values.tags, index))}>
                <LuTrash2 />
              </IconButton>
            </HStack>
          ))}
        </Section>

        <SignatureEditor values={values} errors={errors} onChange={setValues} />

        <TestCasesSection values={values} errors={errors} onChange={setValues} />

        {FORM_LANGUAGES.map((language) => {
          const entry = values.languages[language];
          const optional = !REQUIRED_LANGUAGES.includes(language as (typeof REQUIRED_LANGUAGES)[number]);
          if (!entry)
            return (
              <Button key={language} variant="outline" alignSelf="flex-start" onClick={() => setLanguage(language, emptyLanguageEntry())}>
                <LuPlus /> Add {LANGUAGE_LABELS[language]} (optional)
              </Button>
            );
          return (
            <LanguageSection
              key={language}
              language={language}
              entry={entry}
              errors={errors}
              generatedStarter={values.signature !== null}
              onChange={(next) => setLanguage(language, next)}
              onRemove={optional ? () => setLanguage(language, undefined) : undefined}
            />
          );
        })}

        <Card.Root variant="outline">
          <Card.Body gap="4">
            <FormField label="Constraints" error={errors.constraints}>
              <Textarea name="constraints" fontFamily="mono" rows={3} value={values.constraints} onChange={(event) => set('constraints', event.target.value)} />
            </FormField>
            <MarkdownPreview label="Constraints preview" text={values.constraints} />
            <FormField label="Hints (optional)" error={errors.hints}>
              <Textarea name="hints" rows={2} value={values.hints} onChange={(event) => set('hints', event.target.value)} />
            </FormField>
            <MarkdownPreview label="Hints preview" text={values.hints} />
            <FormField label="Editorial (optional)" error={errors.editorial}>
              <Textarea name="editorial" rows={3} value={values.editorial} onChange={(event) => set('editorial', event.target.value)} />
            </FormField>
            <MarkdownPreview label="Editorial preview" text={values.editorial} />
          </Card.Body>
        </Card.Root>

        <Button type="submit" colorPalette="orange" size="lg" alignSelf="flex-end" disabled={busy}>
          {busy ? <Spinner size="sm" aria-label="Saving" /> : null}
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
