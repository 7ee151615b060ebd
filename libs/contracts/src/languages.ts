/**
 * The plain data of one language a learner can write solutions in. The code part (type table,
 * starter and harness generators) is added per language by the registry of `@algosheets/judge`,
 * keyed by {@link Language}, so a language missing its harness does not compile; the runtime is
 * the sandbox's.
 */
export interface LanguageEntry {
  /** The stored and sent value (`submission.language`, the keys of `codeSnippets`): `PYTHON`. */
  value: string;
  /** The member name of the `Language` enum-like object: `Language.Python`. */
  member: string;
  /** Stable lowercase key used in content and harness names: `python`. */
  key: string;
  /** Shown to learners (editor dropdown, profile): `Python`. */
  label: string;
  /** Judge0 CE language id (`db/languages/active.rb`, the same in v1.13.1 and the hosted 1.14.0). */
  judge0Id: number;
  /** Monaco's language id. */
  monacoId: string;
  /** The file the learner's code lives in, as the field names it (`solution.py`, `Solution.java`). */
  fileName: string;
  /** A problem folder's reference solution, relative to the folder: `solutions/reference.py`. */
  referenceFile: string;
  /** The extension of the folder's wrong solutions (`wrong/off-by-one.py`) and of its reference. */
  extension: string;
}

/**
 * THE language table, in the API's order (the OpenAPI `Language` enum; the first language is the
 * one whose reference answer a blank expected output takes). Adding a language is a row here, its
 * harness module in `@algosheets/judge` (the compiler asks for it through the registry's
 * `Record<Language, …>`) and its runtime in the sandbox; `Language`, `LANGUAGE_IDS`,
 * `JUDGE0_LANGUAGE` and `LANGUAGE_LABELS` are derived from it.
 */
export const LANGUAGE_TABLE = [
  {
    value: 'JAVASCRIPT', member: 'JavaScript', key: 'javascript', label: 'JavaScript', judge0Id: 63, monacoId: 'javascript',
    fileName: 'solution.js', referenceFile: 'solutions/reference.js', extension: 'js',
  },
  {
    value: 'PYTHON', member: 'Python', key: 'python', label: 'Python', judge0Id: 71, monacoId: 'python',
    fileName: 'solution.py', referenceFile: 'solutions/reference.py', extension: 'py',
  },
  {
    value: 'JAVA', member: 'Java', key: 'java', label: 'Java', judge0Id: 62, monacoId: 'java',
    fileName: 'Solution.java', referenceFile: 'solutions/Solution.java', extension: 'java',
  },
  {
    value: 'TYPESCRIPT', member: 'TypeScript', key: 'typescript', label: 'TypeScript', judge0Id: 74, monacoId: 'typescript',
    fileName: 'solution.ts', referenceFile: 'solutions/reference.ts', extension: 'ts',
  },
  {
    value: 'CPP', member: 'Cpp', key: 'cpp', label: 'C++', judge0Id: 54, monacoId: 'cpp',
    fileName: 'solution.cpp', referenceFile: 'solutions/reference.cpp', extension: 'cpp',
  },
] as const satisfies readonly LanguageEntry[];

type Row = (typeof LANGUAGE_TABLE)[number];

/** Languages a learner can submit in: a value of the table (`'PYTHON'`, `'CPP'` ...). */
export type Language = Row['value'];

/** The enum-like object of the table's values (`Language.Python === 'PYTHON'`), for code that names one language. */
export const Language = Object.fromEntries(LANGUAGE_TABLE.map((row) => [row.member, row.value])) as {
  readonly [R in Row as R['member']]: R['value'];
};

/** The stable lowercase key of a language (`python`, `cpp`). */
export type LanguageKey = Row['key'];

/** Judge0 CE language ids the execution pipeline sends, per language. */
export const LANGUAGE_IDS = Object.fromEntries(LANGUAGE_TABLE.map((row) => [row.value, row.judge0Id])) as {
  readonly [R in Row as R['value']]: R['judge0Id'];
};

/** Display names of the languages (`C++`, `JavaScript`). */
export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = Object.fromEntries(LANGUAGE_TABLE.map((row) => [row.value, row.label])) as Record<Language, string>;

/** The table's row of a language. */
export function languageEntry(language: Language): Row {
  return LANGUAGE_TABLE.find((row) => row.value === language) as Row;
}

/** Reverse of {@link LANGUAGE_IDS}; `undefined` for an id we do not run. */
export function languageForId(languageId: number): Language | undefined {
  return LANGUAGE_TABLE.find((row) => row.judge0Id === languageId)?.value;
}

/**
 * The refusal of a `language_id` the platform does not run, generated from the table so that it
 * names every language: `language_id must be one of 54 (C++), 62 (Java), …`, by id.
 */
export const LANGUAGE_ID_MESSAGE = `language_id must be one of ${[...LANGUAGE_TABLE]
  .sort((a, b) => a.judge0Id - b.judge0Id)
  .map((row) => `${row.judge0Id} (${row.label})`)
  .join(', ')}`;
