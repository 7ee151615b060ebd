import { Difficulty, Language, type ProblemSignature } from '@algosheets/contracts';
import { type ProblemDefinition, problemDefinitionErrors } from '@algosheets/judge';
import { z } from '../../lib/zod';
import { FORM_LANGUAGES, REQUIRED_LANGUAGES, type FormErrors, type ProblemFormValues } from './problem-form';
import { type ComparatorDraft, toComparator, toSignature } from './signature-form';

/**
 * What the form sends as the starter code of each of its languages: the starter generated from
 * the signature when the payload is built (`toProblemPayload`), so every language section has one.
 */
const GENERATED_STARTER = 'generated from the signature';

const languageEntrySchema = z.object({
  snippet: z.string(),
  solution: z.string(),
  example: z.object({ input: z.string(), output: z.string(), explanation: z.string() }),
});

/**
 * The form's values as the problem the payload will define: blank tag rows dropped, the required
 * languages' and each filled example, the starters generated, the signature trimmed.
 */
function formDefinition(values: ProblemFormValues): ProblemDefinition {
  const languages = FORM_LANGUAGES.filter((language) => values.languages[language] !== undefined || (REQUIRED_LANGUAGES as readonly Language[]).includes(language));
  const entry = (language: Language) => values.languages[language];
  const examples = languages.flatMap((language) => {
    const example = entry(language)?.example;
    const required = (REQUIRED_LANGUAGES as readonly Language[]).includes(language);
    return required || example?.input.trim() ? [[language, { input: example?.input ?? '', output: example?.output ?? '' }]] : [];
  });
  return {
    title: values.title,
    description: values.description,
    difficulty: values.difficulty,
    tags: values.tags.filter((tag) => tag.trim() !== ''),
    constraints: values.constraints,
    testcases: values.testcases,
    examples: Object.fromEntries(examples),
    codeSnippets: Object.fromEntries(languages.map((language) => [language, GENERATED_STARTER])),
    referenceSolutions: Object.fromEntries(languages.map((language) => [language, entry(language)?.solution ?? ''])),
    signature: toSignature(values.signature),
    comparator: toComparator(values.comparator),
  };
}

/**
 * The admin problem form's rules: the judge's definition rules ({@link problemDefinitionErrors},
 * the ones the gateway applies on save and the content check on the library), with the form's
 * messages, keyed by the gateway's 400 `details` paths (`examples.PYTHON.input`,
 * `referenceSolutions.CPP`), so a field shows the client's and the server's message in the same
 * place. The schema itself only types the values. Parses to the form's values;
 * `toProblemPayload` shapes the request body.
 */
export const problemFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    difficulty: z.enum(Difficulty, 'Invalid input'),
    tags: z.array(z.string()),
    constraints: z.string(),
    hints: z.string(),
    editorial: z.string(),
    testcases: z.array(z.object({ input: z.string(), output: z.string(), isSample: z.boolean() })),
    languages: z.partialRecord(z.enum(Language), languageEntrySchema.optional()),
    signature: z.custom<ProblemSignature>(),
    comparator: z.custom<ComparatorDraft>(),
  })
  .superRefine((values, context) => {
    for (const { path, message } of problemDefinitionErrors(formDefinition(values))) context.addIssue({ code: 'custom', path: path.split('.'), message });
  });

/** Every error of {@link problemFormSchema} for `values`, one message per field path (the first); empty when valid. */
export function problemFormErrors(values: ProblemFormValues): FormErrors {
  const result = problemFormSchema.safeParse(values);
  const errors: FormErrors = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/**
 * React Hook Form's nested errors (zodResolver's, `{ testcases: [{ input: { message } }] }`)
 * flattened to the same field paths; an array's own error (its `root`) is keyed by the array.
 */
export function flattenFormErrors(errors: object, prefix = ''): FormErrors {
  const flat: FormErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string' && value.message !== '') flat[path] ??= value.message;
    for (const [nested, message] of Object.entries(flattenFormErrors(value, path))) flat[nested] ??= message;
  }
  return flat;
}
