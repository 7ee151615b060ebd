import type { Language, LanguageKey, ProblemSignature, ValueType } from '@algosheets/contracts';

/**
 * The harness protocol, the same in every language. The execution service sends one Judge0
 * submission per run: the learner's code joined with a generated harness (the program), and the
 * run's tests on stdin. Expected answers never enter the sandbox.
 *
 * stdin, written by {@link encodeHarnessInput} in steps:
 * ```
 * <nonce>            step 0: a fresh random token per run ([A-Za-z0-9]{16,64})
 * <N>                        the number of tests
 * <input of test 0>  step 1: one JSON value per line, one line per parameter (design: 2 lines)
 * <input of test 1>  step 2 ...
 * ```
 * The harness reads the header, loads the learner's code and writes the **ready frame** (a
 * newline, {@link RECORD_MARK}, the nonce, {@link RECORD_MARK}, `ready`, a newline); a load error
 * (a syntax error, an exception at module level) is instead written as test 0's record with
 * `load: true`, and the harness ends. Then, for each test i in order, it reads that test's lines
 * and nothing more, parses the arguments by the signature's types, calls the learner's code with
 * the learner's stdout captured, serialises the answer canonically (compact JSON, integers exact,
 * `null` for a missing tree child, trailing nulls of a tree dropped) and writes one record to its
 * real stdout: a newline, {@link RECORD_MARK}, the nonce, {@link RECORD_MARK}, a one-line JSON
 * object {@link HarnessRecord}, a newline. Anything else on stdout (a learner writing to the raw
 * stream) is not a record and is shown as that test's stdout.
 *
 * Because a test's input is read only after the previous record is written, the platform's
 * sandbox writes each step only when the frame before it arrives (the submission's `test_steps`)
 * and reads the kernel's CPU counter of the run at each frame: a test's time is what the kernel
 * counted between its input and its record, and no later input exists in the program's reach
 * before its turn. A Judge0 without `test_steps` gets the whole stdin at once; the protocol is the
 * same.
 */
export const RECORD_MARK = '\u001e';

/** The body of the ready frame: the learner's code is loaded and the harness waits for test 0. */
export const READY_FRAME = 'ready';

/** One test's record, as the harness writes it (one line of JSON). */
export interface HarnessRecord {
  /** Index of the test, from 0. */
  i: number;
  /** `ok`: the call returned; `error`: it threw (the run goes on with the next test). */
  status: 'ok' | 'error';
  /** The answer (status ok): the return value, the in-place parameter, or a design's list. */
  value?: unknown;
  /**
   * CPU time of the call as the learner's own process measured it, ms. Never trusted: the
   * sandbox's per-test time replaces it; only a Judge0 without `test_steps` leaves this figure.
   */
  cpuMs: number;
  /** Set on test 0's record when loading the learner's code failed (nothing else ran). */
  load?: boolean;
  /** What the learner's code printed during this call (stdout; at most 64 KB, then cut). */
  stdout: string;
  /** The exception (status error): its type, message and line in the learner's code, if known. */
  error?: { type: string; message: string; line?: number };
}

/**
 * The code part of one language of the function-signature model: the type table and the two
 * pieces of generated code. Each language's harness module implements it; the language registry
 * joins it to the language's row of the contracts' language table ({@link HarnessLanguage}).
 */
export interface HarnessCodegen {
  /**
   * Judge0 `compiler_options` the program needs, if any (TypeScript: `--inlineSourceMap`, which
   * lets the harness map a runtime error in the compiled script back to the learner's line, and
   * `--target ES2019`, without which Judge0 CE's TypeScript 3.7 compiles at ES3 and knows no Map).
   */
  compilerOptions?: string;
  /** The language's idiom for a type: `List[int]`, `int[]`, `List<List<Integer>>`, `vector<int>`. */
  typeName(type: ValueType): string;
  /** The learner-facing name of a function or method (`maxProfit` → Python `max_profit`). */
  functionName(name: string): string;
  /**
   * The starter shown to the learner: the ListNode/TreeNode definition in a comment when used,
   * then the function or class with typed parameters and an empty body. `body` replaces the
   * default body (an admin's template), indented by the generator.
   */
  starter(signature: ProblemSignature, body?: string): string;
  /**
   * The whole program sent to Judge0: the learner's code and the harness. Within the language
   * level of Judge0 CE 1.13 (Python 3.8, Node.js 12, TypeScript 3.7, OpenJDK 13, GCC 9 with
   * -std=c++17). Compiler and runtime messages about the learner's code name the learner's own
   * line numbers (the code is placed at line 1, or the harness maps lines back).
   */
  program(signature: ProblemSignature, learnerCode: string): string;
}

/**
 * One language as the platform uses it: its row of the contracts' language table (Judge0 id,
 * key, label, Monaco id, file name) joined with its {@link HarnessCodegen}.
 */
export interface HarnessLanguage extends HarnessCodegen {
  /** The stored value (`PYTHON`, `CPP`). */
  language: Language;
  /** Judge0 language id (Python 71, JavaScript 63, TypeScript 74, Java 62, C++ 54). */
  id: number;
  /** Stable key used in content file names: `python`, `javascript`, `typescript`, `java`, `cpp`. */
  key: LanguageKey;
  /** Shown to learners, e.g. "Python". */
  label: string;
  /** Monaco's language id. */
  monacoId: string;
  /** The file the learner's code lives in, as the field names it (`solution.py`, `Solution.java`). */
  fileName: string;
}
