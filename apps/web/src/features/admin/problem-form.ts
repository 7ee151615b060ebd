import { Difficulty, Language, LANGUAGE_TABLE, PROBLEM_MESSAGES, type ApiProblem, type ProblemPayload, type ProblemSignature } from '@algosheets/contracts';
import { applyListEdit, blankSignature, comparatorDraft, EMPTY_COMPARATOR, generatedStarter, inputLines, type ComparatorDraft, type ListEdit, toComparator, toSignature } from './signature-form';

/** A language every problem must carry: the ones the contracts' create-problem messages name. */
type RequiredLanguage = keyof typeof PROBLEM_MESSAGES.snippets;

/** Every language of the contracts' language table, in its order: one section each in the form. */
export const FORM_LANGUAGES: readonly Language[] = LANGUAGE_TABLE.map((row) => row.value);
/**
 * Languages every problem must carry (the create-problem form's rules, as the gateway's problem
 * DTO applies them: JAVASCRIPT, PYTHON and JAVA); the table's other languages may be added.
 */
export const REQUIRED_LANGUAGES: readonly RequiredLanguage[] = FORM_LANGUAGES.filter((language): language is RequiredLanguage => language in PROBLEM_MESSAGES.snippets);
function isRequired(language: Language): language is RequiredLanguage {
  return (REQUIRED_LANGUAGES as readonly Language[]).includes(language);
}

export interface LanguageEntry {
  snippet: string;
  solution: string;
  example: { input: string; output: string; explanation: string };
}

/** One test case row of the form. */
export interface FormTestCase {
  input: string;
  output: string;
  isSample: boolean;
}

/** A new test case row: hidden, since the form starts with its one sample. */
export function emptyTestCase(): FormTestCase {
  return { input: '', output: '', isSample: false };
}

export interface ProblemFormValues {
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: string[];
  constraints: string;
  hints: string;
  editorial: string;
  /** In judging order; `isSample`: shown to learners and run by Run (at least one is). */
  testcases: FormTestCase[];
  languages: Partial<Record<Language, LanguageEntry>>;
  /** What the learner implements: every problem has a signature (one judging model). */
  signature: ProblemSignature;
  comparator: ComparatorDraft;
}

export function emptyLanguageEntry(): LanguageEntry {
  return { snippet: '', solution: '', example: { input: '', output: '', explanation: '' } };
}

/** A blank form: one tag row and one test-case row (a sample), which can never be removed (as the Create Problem screen has it). */
export function emptyProblemForm(): ProblemFormValues {
  return {
    title: '',
    description: '',
    difficulty: Difficulty.Easy,
    tags: [''],
    constraints: '',
    hints: '',
    editorial: '',
    testcases: [{ ...emptyTestCase(), isSample: true }],
    languages: Object.fromEntries(REQUIRED_LANGUAGES.map((language) => [language, emptyLanguageEntry()])),
    signature: blankSignature('function'),
    comparator: EMPTY_COMPARATOR,
  };
}

/**
 * The test cases after an edit of a function's parameters: each case holds one line per parameter,
 * so a removed parameter takes its lines along, a moved one carries them, an added one starts blank.
 * @param count the number of parameters before the edit
 */
export function editCaseLines(testcases: ProblemFormValues['testcases'], count: number, edit: ListEdit): ProblemFormValues['testcases'] {
  return testcases.map((testCase) => ({ ...testCase, input: applyListEdit(inputLines(testCase.input, count), edit, '').join('\n') }));
}

/** Removes row `index` unless it is the last one (the Create Problem screen's rule: the last tag row stays). */
export function removeRow<T>(rows: T[], index: number): T[] {
  return rows.length <= 1 ? rows : rows.filter((_, position) => position !== index);
}

/** Field errors keyed by the same paths as the gateway's 400 `details` (e.g. `examples.PYTHON.input`). */
export type FormErrors = Record<string, string>;

const blank = (value: string) => value.trim() === '';

/**
 * The request body of create-problem / update-problem; blank optional languages and tag rows are
 * left out. A function-signature problem carries its signature and comparator, and as starter
 * code the one generated from the signature (what the workspace shows).
 */
export function toProblemPayload(values: ProblemFormValues): ProblemPayload {
  const signature = toSignature(values.signature);
  const entries = FORM_LANGUAGES.flatMap((language) => {
    const entry = values.languages[language];
    if (!entry) return [];
    return [[language, { ...entry, snippet: generatedStarter(signature, language) ?? entry.snippet }] as const];
  });
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    difficulty: values.difficulty,
    tags: values.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''),
    constraints: values.constraints.trim(),
    hints: blank(values.hints) ? null : values.hints.trim(),
    editorial: blank(values.editorial) ? null : values.editorial.trim(),
    testcases: values.testcases.map((testcase) => ({ input: testcase.input, output: testcase.output, isSample: testcase.isSample })),
    examples: Object.fromEntries(
      entries.filter(([, entry]) => !blank(entry.example.input)).map(([language, entry]) => [
        language,
        { input: entry.example.input, output: entry.example.output, ...(blank(entry.example.explanation) ? {} : { explanation: entry.example.explanation }) },
      ]),
    ),
    codeSnippets: Object.fromEntries(entries.map(([language, entry]) => [language, entry.snippet])),
    referenceSolutions: Object.fromEntries(entries.map(([language, entry]) => [language, entry.solution])),
    signature,
    comparator: toComparator(values.comparator),
  };
}

/** The edit form of an existing problem, from the admin view of `get-problem` (which carries every test case and solution). */
export function formFromProblem(problem: ApiProblem): ProblemFormValues {
  const languages: Partial<Record<Language, LanguageEntry>> = {};
  for (const language of FORM_LANGUAGES) {
    const snippet = problem.codeSnippets[language];
    if (snippet === undefined && !isRequired(language)) continue;
    const example = problem.examples[language];
    languages[language] = {
      snippet: snippet ?? '',
      solution: problem.referenceSolutions?.[language] ?? '',
      example: { input: example?.input ?? '', output: example?.output ?? '', explanation: example?.explanation ?? '' },
    };
  }
  return {
    title: problem.title,
    description: problem.description,
    difficulty: problem.difficulty,
    tags: problem.tags.length > 0 ? [...problem.tags] : [''],
    constraints: problem.constraints,
    hints: problem.hints ?? '',
    editorial: problem.editorial ?? '',
    testcases: problem.testcases.length > 0 ? problem.testcases.map(({ input, output, isSample }) => ({ input, output, isSample })) : [{ ...emptyTestCase(), isSample: true }],
    languages,
    signature: problem.signature ?? blankSignature('function'),
    comparator: comparatorDraft(problem.comparator),
  };
}

/** Flattens the gateway's field-keyed 400 `details` into one message per path. */
export function serverFieldErrors(details: Record<string, string[]> | undefined): FormErrors {
  return Object.fromEntries(Object.entries(details ?? {}).map(([path, messages]) => [path, messages.join('; ')]));
}

const PATH_LABELS: Record<string, string> = {
  codeSnippets: 'starter code',
  referenceSolutions: 'reference solution',
  examples: 'example',
};

/**
 * A readable name for a path of the gateway's 400 `details`, as the form labels it:
 * `referenceSolutions.PYTHON` is 'Python reference solution', `testcases.1.output` is 'Test case 2
 * output', `examples.JAVA.input` is 'Java example input'. Unknown paths come back unchanged.
 * @param languageLabels display name per language code (e.g. PYTHON → 'Python')
 */
export function serverFieldLabel(path: string, languageLabels: Record<string, string>): string {
  const [field = '', key = '', part] = path.split('.');
  if (field === 'testcases' && /^\d+$/.test(key)) return `Test case ${Number(key) + 1}${part ? ` ${part}` : ''}`;
  const noun = PATH_LABELS[field];
  const language = languageLabels[key];
  if (!noun || !language) return path;
  return `${language} ${noun}${part ? ` ${part}` : ''}`;
}
