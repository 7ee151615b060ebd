import { Difficulty, Language, PROBLEM_MESSAGES, type ProblemSignature, sampleRuleError } from '@algosheets/contracts';
import { z } from '../../lib/zod';
import { emptyLanguageEntry, FORM_LANGUAGES, REQUIRED_LANGUAGES, type FormErrors, type ProblemFormValues } from './problem-form';
import { type ComparatorDraft, testCaseErrors, toSignature, validateSignature } from './signature-form';

/** The form's minimum lengths of a title and a description, in characters (trimmed, as the gateway's problem DTO counts them). */
const MIN_TITLE = 3;
const MIN_DESCRIPTION = 10;

const blank = (value: string) => value.trim() === '';

type RequiredLanguage = (typeof REQUIRED_LANGUAGES)[number];

const languageEntrySchema = z.object({
  snippet: z.string(),
  solution: z.string(),
  example: z.object({ input: z.string(), output: z.string(), explanation: z.string() }),
});

/**
 * The rules that span fields: at least one sample (the contracts' `sampleRuleError`), test cases per problem kind, the signature and comparator (by the
 * judge's type parser, {@link validateSignature}) and test lines that fit it ({@link testCaseErrors}),
 * and each language's required parts. Issues are keyed by the gateway's 400 `details` paths
 * (`examples.PYTHON.input`, `referenceSolutions.CPP`), so a field shows the client's and the
 * server's message in the same place.
 */
function crossFieldRules(values: ProblemFormValues, context: z.RefinementCtx): void {
  const report = (path: string, message: string) => context.addIssue({ code: 'custom', path: path.split('.'), message });
  const samples = sampleRuleError(values.testcases);
  if (samples) report('testcases', samples);
  values.testcases.forEach((testcase, index) => {
    if (blank(testcase.input) && values.signature.kind !== 'function') report(`testcases.${index}.input`, PROBLEM_MESSAGES.input);
  });
  const signatureErrors = validateSignature(values.signature, values.comparator);
  const found = Object.keys(signatureErrors).length === 0 ? testCaseErrors(toSignature(values.signature), values.testcases) : signatureErrors;
  for (const [path, message] of Object.entries(found)) report(path, message);
  for (const language of FORM_LANGUAGES) {
    const required = (REQUIRED_LANGUAGES as readonly Language[]).includes(language);
    const entry = values.languages[language] ?? (required ? emptyLanguageEntry() : undefined);
    if (!entry) continue;
    if (required) {
      if (blank(entry.example.input)) report(`examples.${language}.input`, PROBLEM_MESSAGES.input);
      if (blank(entry.example.output)) report(`examples.${language}.output`, PROBLEM_MESSAGES.output);
    }
    const key = language as RequiredLanguage;
    if (blank(entry.solution)) report(`referenceSolutions.${language}`, required ? PROBLEM_MESSAGES.solutions[key] : 'Required');
  }
}

/**
 * The admin problem form's one home of its rules, with the form's messages verbatim (the same as
 * the gateway's problem DTO): title of 3 and description of 10 characters or more, one tag, the
 * constraints, one test case; then {@link crossFieldRules}. A function-signature problem's
 * expected outputs may be blank and its starters are generated. Parses to the form's values;
 * `toProblemPayload` shapes the request body.
 */
export const problemFormSchema = z
  .object({
    title: z.string().refine((title) => title.trim().length >= MIN_TITLE, PROBLEM_MESSAGES.title),
    description: z.string().refine((description) => description.trim().length >= MIN_DESCRIPTION, PROBLEM_MESSAGES.description),
    difficulty: z.enum(Difficulty, 'Invalid input'),
    tags: z.array(z.string()).refine((tags) => !tags.every(blank), PROBLEM_MESSAGES.tags),
    constraints: z.string().refine((constraints) => !blank(constraints), PROBLEM_MESSAGES.constraints),
    hints: z.string(),
    editorial: z.string(),
    testcases: z.array(z.object({ input: z.string(), output: z.string(), isSample: z.boolean() })).min(1, PROBLEM_MESSAGES.testcases),
    languages: z.partialRecord(z.enum(Language), languageEntrySchema.optional()),
    signature: z.custom<ProblemSignature>(),
    comparator: z.custom<ComparatorDraft>(),
  })
  .superRefine(crossFieldRules);

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
