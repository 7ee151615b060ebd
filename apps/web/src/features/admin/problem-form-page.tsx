import { Difficulty, Language, type ApiError } from '@algosheets/contracts';
import { Alert, Box, Button, ButtonGroup, Card, Field, Flex, Heading, HStack, IconButton, Input, List, NativeSelect, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router';
import { apiErrorBody } from '../../api/api-error-message';
import { ItemLoadError } from '../../components/load-error';
import { MarkdownText } from '../../components/markdown-text';
import { PageSpinner } from '../../components/page-spinner';
import { LANGUAGE_LABELS } from '../workspace/editor-language';
import { useCreateProblemMutation, useGetProblemQuery, useUpdateProblemMutation } from '../problems/problems-api';
import { emptyLanguageEntry, emptyProblemForm, FORM_LANGUAGES, formFromProblem, removeRow, REQUIRED_LANGUAGES, serverFieldErrors, serverFieldLabel, toProblemPayload, validateProblemForm, type FormErrors, type LanguageEntry, type ProblemFormValues } from './problem-form';
import { sampleProblem, type SampleVariant } from './sample-problems';

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

        <Section title="Test Cases" error={errors.testcases} onAdd={() => set('testcases', [...values.testcases, { input: '', output: '' }])} addLabel="Add Test Case">
          {values.testcases.map((testcase, index) => (
            <Box key={`case-${index + 1}`} borderWidth="1px" rounded="md" p="3">
              <HStack justify="space-between" mb="2">
                <Text fontWeight="semibold">Test Case {index + 1}</Text>
                <IconButton size="sm" variant="ghost" aria-label={`Remove test case ${index + 1}`} disabled={values.testcases.length <= 1} onClick={() => set('testcases', removeRow(values.testcases, index))}>
                  <LuTrash2 />
                </IconButton>
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {(['input', 'output'] as const).map((side) => (
                  <FormField key={side} label={side === 'input' ? 'Input' : 'Expected Output'} error={errors[`testcases.${index}.${side}`]}>
                    <Textarea
                      fontFamily="mono"
                      rows={3}
                      aria-label={`Test case ${index + 1} ${side}`}
                      value={testcase[side]}
                      onChange={(event) => set('testcases', values.testcases.map((old, position) => (position === index ? { ...old, [side]: event.target.value } : old)))}
                    />
                  </FormField>
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Section>

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
            <FormField label="Hints (optional)" error={errors.hints}>
              <Textarea name="hints" rows={2} value={values.hints} onChange={(event) => set('hints', event.target.value)} />
            </FormField>
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

/** How learners will see a Markdown field: the workspace's own renderer, shown once the field has text. */
function MarkdownPreview({ label, text }: { label: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Box as="section" aria-label={label} borderWidth="1px" borderStyle="dashed" rounded="md" p="3">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="2">
        {label}
      </Text>
      <MarkdownText text={text} />
    </Box>
  );
}

function FormField({ label, error, children }: { label: string; error?: string; children: React.ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function Section({ title, error, onAdd, addLabel, children }: { title: string; error?: string; onAdd: () => void; addLabel: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Button size="sm" variant="outline" onClick={onAdd}>
            <LuPlus /> {addLabel}
          </Button>
        </HStack>
        {error && (
          <Text color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}

function LanguageSection({ language, entry, errors, onChange, onRemove }: { language: Language; entry: LanguageEntry; errors: FormErrors; onChange: (entry: LanguageEntry) => void; onRemove?: () => void }) {
  const label = LANGUAGE_LABELS[language];
  const example = (key: keyof LanguageEntry['example'], value: string) => onChange({ ...entry, example: { ...entry.example, [key]: value } });
  return (
    <Card.Root variant="outline" data-testid={`language-${language}`}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {label}
          </Heading>
          {onRemove && (
            <Button size="sm" variant="ghost" onClick={onRemove}>
              Remove {label}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <FormField label={`${label} Starter Code`} error={errors[`codeSnippets.${language}`]}>
          <Textarea fontFamily="mono" rows={8} value={entry.snippet} onChange={(event) => onChange({ ...entry, snippet: event.target.value })} />
        </FormField>
        <FormField label={`${label} Reference Solution`} error={errors[`referenceSolutions.${language}`]}>
          <Textarea fontFamily="mono" rows={8} value={entry.solution} onChange={(event) => onChange({ ...entry, solution: event.target.value })} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <FormField label="Example Input" error={errors[`examples.${language}.input`]}>
            <Textarea fontFamily="mono" rows={2} value={entry.example.input} onChange={(event) => example('input', event.target.value)} />
          </FormField>
          <FormField label="Example Output" error={errors[`examples.${language}.output`]}>
            <Textarea fontFamily="mono" rows={2} value={entry.example.output} onChange={(event) => example('output', event.target.value)} />
          </FormField>
          <FormField label="Explanation (optional)">
            <Textarea rows={2} value={entry.example.explanation} onChange={(event) => example('explanation', event.target.value)} />
          </FormField>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
