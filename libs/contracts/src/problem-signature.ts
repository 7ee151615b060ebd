/**
 * The problem model of function-signature judging: what a learner implements and how its answers
 * are compared. A problem declares either a function (LeetCode's "class Solution" method) or a
 * design class driven by an operations list; the platform, not the learner, owns the driver.
 *
 * Plain data, part of the API contract (a problem's `signature` and `comparator`); the code that
 * works with it (types, harness, comparators) is `@algosheets/judge`.
 */

/** Scalar types. `int` is 32-bit and `long` 64-bit signed; `char` is a one-character string. */
export const SCALAR_TYPES = ['int', 'long', 'double', 'boolean', 'string', 'char'] as const;

/** One of {@link SCALAR_TYPES}. */
export type ScalarTypeName = (typeof SCALAR_TYPES)[number];

/**
 * A parameter or return type, parsed from its text form:
 * - scalars: `int`, `long`, `double`, `boolean`, `string`, `char`;
 * - `T[]`: an array (Java `int[]`, C++ `vector<int>`, Python `List[int]`, TypeScript `number[]`);
 * - `list<T>`: a list (Java `List<Integer>`; the same as an array in the other languages), for
 *   answers the field writes as lists, such as `List<List<Integer>>`;
 * - `ListNode`: a singly linked list, written as the array of its values;
 * - `TreeNode`: a binary tree, written in level order with `null` for a missing child
 *   (LeetCode's notation, trailing nulls omitted).
 */
export type ValueType =
  | { kind: 'scalar'; name: ScalarTypeName }
  | { kind: 'array'; of: ValueType }
  | { kind: 'list'; of: ValueType }
  | { kind: 'ListNode' }
  | { kind: 'TreeNode' };

/** A named, typed parameter; `type` in text form (`int[][]`, `list<string>`, `TreeNode`). */
export interface Parameter {
  name: string;
  type: string;
}

/**
 * A function problem: `name` in camelCase (the Python harness calls it in snake_case, as the field
 * does). `returns` is a type, or `void` with `inPlace` naming the parameter whose value after the
 * call is the answer (the field's in-place convention, e.g. `void rotate(int[] nums, int k)`).
 */
export interface FunctionSignature {
  kind: 'function';
  name: string;
  params: Parameter[];
  returns: string;
  inPlace?: string;
}

/** One method of a design class. `returns` is a type or `void` (answered as `null`). */
export interface MethodSignature {
  name: string;
  params: Parameter[];
  returns: string;
}

/**
 * A design problem (LeetCode's "design" kind): a class with a constructor and methods, judged from
 * an operations list and an arguments list, `["LRUCache","put","get"]` with `[[2],[1,1],[1]]`; the
 * answer is the list of return values, `null` for the constructor and for void methods.
 */
export interface DesignSignature {
  kind: 'design';
  className: string;
  constructorParams: Parameter[];
  methods: MethodSignature[];
}

/** What a problem asks the learner to write. */
export type ProblemSignature = FunctionSignature | DesignSignature;

/**
 * How an answer is compared with the expected one, chosen per problem. Both sides are parsed JSON
 * (integers kept exact); never text.
 * - `exact`: canonical JSON equality (the default);
 * - `float`: numbers equal within `tolerance` absolute or relative error (default 1e-6);
 * - `unordered`: the top-level array's order is ignored ("return the answer in any order");
 * - `unordered-deep`: order ignored at every level of nesting (e.g. groups of anagrams);
 * - `checker`: several answers are valid; `source` is a JavaScript function body run by the
 *   execution service outside the learner's process, with `(input, expected, actual)` in scope
 *   (the parsed arguments, the reference's answer and the learner's), returning true to accept.
 */
export type Comparator =
  | { kind: 'exact' }
  | { kind: 'float'; tolerance?: number }
  | { kind: 'unordered' }
  | { kind: 'unordered-deep' }
  | { kind: 'checker'; source: string };

/**
 * One test case as text, the notation learners type in the Testcase panel: `input` holds one JSON
 * value per line (one line per parameter; for a design problem two lines, operations then
 * arguments), `expected` the JSON of the answer.
 */
export interface TestCaseText {
  input: string;
  expected: string;
}
