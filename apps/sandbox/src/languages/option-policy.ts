import { JUDGE0_LANGUAGE } from '@algosheets/contracts';
import { CPP_LANGUAGE_IDS, EXECUTABLE_LANGUAGE_ID } from './language-definitions';

/** Judge0 strips these characters from compiler options and arguments (`submission.rb`). */
const UNSAFE_CHARACTERS = /[$&;<>|`]/g;

/**
 * Splits Judge0 `compiler_options` or `command_line_arguments` into words the way the runner passes
 * them (Judge0's unsafe characters removed, split on whitespace, no shell).
 */
export function optionWords(text: string | null): string[] {
  return (text ?? '').replace(UNSAFE_CHARACTERS, '').split(/\s+/).filter((w) => w !== '');
}

/** One allowed option: a word matching `flag`, followed by one word matching `value` when given. */
interface OptionRule {
  flag: RegExp;
  value?: RegExp;
}

/** What a language accepts, checked word by word; anything not matched is refused. */
interface LanguageOptionPolicy {
  compilerOptions: readonly OptionRule[];
  arguments: readonly OptionRule[];
}

const MAX_WORDS = 32;
/** A word that names a file or directory: a separator, `~`, a leading dot (`.`, `..`, hidden files) or an argument file (`@file`). */
const NAMES_A_PATH = /[/~]|^\.|^@/;

/**
 * Program arguments come after the program (`java … Main ARGS`, `node script.js ARGS`) so no
 * runtime reads them as its own options; still printable ASCII only and never a path, so they
 * cannot point a program's library at a file.
 */
const PROGRAM_ARGUMENTS: readonly OptionRule[] = [{ flag: /^[\x21-\x7e]+$/ }];

const JAVA_VERSION = /^(?:1\.8|8|9|[1-2]\d)$/;
const COUNT = /^\d{1,4}$/;
const TS_BOOLEAN_FLAGS = [
  'strict', 'noImplicitAny', 'strictNullChecks', 'strictFunctionTypes', 'strictBindCallApply', 'strictPropertyInitialization',
  'noImplicitThis', 'noImplicitReturns', 'noImplicitOverride', 'noUnusedLocals', 'noUnusedParameters', 'noFallthroughCasesInSwitch',
  'noUncheckedIndexedAccess', 'exactOptionalPropertyTypes', 'useUnknownInCatchVariables', 'alwaysStrict', 'allowUnreachableCode',
  'allowUnusedLabels', 'experimentalDecorators', 'emitDecoratorMetadata', 'esModuleInterop', 'downlevelIteration', 'removeComments',
  'noEmitOnError', 'pretty',
  // The function-signature harness asks for it: the source map goes inside the compiled script
  // (no file of its own), so a runtime error can name the learner's line.
  'inlineSourceMap',
];

/** g++'s allowed options, for each of Judge0 CE's C++ ids (see {@link POLICIES} for why an allow-list). */
const CPP_POLICY: LanguageOptionPolicy = {
  compilerOptions: [
    { flag: /^-O[0-3sg]?$/ },
    { flag: /^-std=(?:c|gnu)\+\+(?:11|14|17|20|2a)$/ },
    // No comma: `-Wl,`, `-Wa,` and `-Wp,` hand options to the linker, assembler and preprocessor.
    { flag: /^-W[a-z][a-z0-9+=-]*$/ },
    { flag: /^-(?:w|g|g[0-3]|pedantic|pedantic-errors|lm|lpthread)$/ },
    { flag: /^-[DU][A-Za-z_]\w*(?:=[A-Za-z0-9_.+-]*)?$/ },
    { flag: /^-[DU]$/, value: /^[A-Za-z_]\w*(?:=[A-Za-z0-9_.+-]*)?$/ },
  ],
  arguments: PROGRAM_ARGUMENTS,
};

/**
 * Compiler options and program arguments each language accepts: an allow-list, because a
 * compiler flag can run arbitrary code or read and write files (javac's `-J` passes options to the
 * JVM, `-processor`/`-processorpath` load classes, `-d`/`-s`/`-h` choose output directories;
 * gcc's `-B`, `-specs`, `-wrapper`, `-fplugin`, `-Wl,` and `@file` do the same). Java and C++ take
 * warnings, debug info, language level and (C++) macro definitions without paths; TypeScript its
 * type-checking switches and target. Languages without a compile step take no compiler options.
 */
const POLICIES: ReadonlyMap<number, LanguageOptionPolicy> = new Map([
  [
    JUDGE0_LANGUAGE.JAVA,
    {
      compilerOptions: [
        { flag: /^-g(?::none|:(?:lines|vars|source)(?:,(?:lines|vars|source))*)?$/ },
        { flag: /^-(?:nowarn|deprecation|parameters|Werror|proc:none|-enable-preview)$/ },
        { flag: /^-Xlint(?::-?[a-z]+(?:,-?[a-z]+)*)?$/ },
        { flag: /^-Xdiags:(?:compact|verbose)$/ },
        { flag: /^-Xmax(?:errs|warns)$/, value: COUNT },
        { flag: /^(?:--release|-source|-target)$/, value: JAVA_VERSION },
        { flag: /^-encoding$/, value: /^[A-Za-z0-9_-]{1,20}$/ },
      ],
      arguments: PROGRAM_ARGUMENTS,
    },
  ],
  [JUDGE0_LANGUAGE.JAVASCRIPT, { compilerOptions: [], arguments: PROGRAM_ARGUMENTS }],
  [JUDGE0_LANGUAGE.PYTHON, { compilerOptions: [], arguments: PROGRAM_ARGUMENTS }],
  [
    JUDGE0_LANGUAGE.TYPESCRIPT,
    {
      compilerOptions: [
        { flag: new RegExp(`^--(?:${TS_BOOLEAN_FLAGS.join('|')})$`) },
        { flag: /^(?:true|false)$/ },
        { flag: /^--target$/, value: /^(?:es\d{1,4}|esnext)$/i },
        { flag: /^--lib$/, value: /^[a-z0-9.]+(?:,[a-z0-9.]+)*$/i },
      ],
      arguments: PROGRAM_ARGUMENTS,
    },
  ],
  ...CPP_LANGUAGE_IDS.map((id): [number, LanguageOptionPolicy] => [id, CPP_POLICY]),
  // Nothing is compiled: the program takes arguments only.
  [EXECUTABLE_LANGUAGE_ID, { compilerOptions: [], arguments: PROGRAM_ARGUMENTS }],
]);

/**
 * Checks `compiler_options` or `command_line_arguments` of a submission against the language's
 * allow-list.
 * @param kind which of the two fields `text` is
 * @returns null when every word is allowed, else Judge0-style messages for the field's 422 body
 */
export function checkOptions(languageId: number, kind: 'compilerOptions' | 'arguments', text: string | null): string[] | null {
  const words = optionWords(text);
  if (words.length === 0) return null;
  const rules = POLICIES.get(languageId)?.[kind] ?? [];
  if (words.length > MAX_WORDS) return [`has too many words (maximum is ${MAX_WORDS})`];
  const refused: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const rule = NAMES_A_PATH.test(word) ? undefined : rules.find((r) => r.flag.test(word));
    if (!rule) {
      refused.push(NAMES_A_PATH.test(word) ? `"${word}" names a path, which is not allowed` : `"${word}" is not an allowed option for this language`);
      continue;
    }
    if (rule.value) {
      const value = words[i + 1];
      i++;
      if (value === undefined || NAMES_A_PATH.test(value) || !rule.value.test(value)) refused.push(`"${word}" needs an allowed value${value === undefined ? '' : `, got "${value}"`}`);
    }
  }
  return refused.length > 0 ? refused : null;
}
