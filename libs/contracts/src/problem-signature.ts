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

/**
 * A bound of a generated value: a number, or taken from another parameter of the same function,
 * constructor or method (a method's may also name a constructor parameter), which generation
 * then draws first, in any declaration order (`times` may name `n` declared after it) as long as
 * parameters do not name each other in a cycle: its value (`of: 'value'`, for an `int`/`long`) or
 * its length (`of: 'length'`, for an array, list, string, `ListNode` or `TreeNode`: elements,
 * characters or nodes), plus `plus` (may be negative). `of` defaults to `value` for an
 * `int`/`long` parameter and to `length` for the others.
 * E.g. `{ "param": "n", "plus": -1 }` for a node label below `n`. A bound that comes to an empty
 * range on some input (a `max` of `nums.length - 1` with an empty `nums`) is the problem's error:
 * give the named parameter a `minLength`/`min` that rules it out.
 */
export type GenerationBound = number | { param: string; of?: 'value' | 'length'; plus?: number };

/**
 * What the counterexample finder may generate for one value: the problem's stated constraints,
 * machine-readable. Every field is optional; one that does not apply to the value's type is an
 * error of the problem (the content check and the admin API refuse it).
 * - numbers (`int`, `long`, `double`): `min`, `max` (inclusive; default the type's range clipped
 *   to plus or minus 10^9 for readability; a `double` drawn with two decimals), or `from`: one of
 *   the values of another parameter (the numbers of an array at any depth, a list's or a tree's
 *   node values, an `int` itself), e.g. a node to look up in a tree; that parameter must not be
 *   empty (a literal `minLength` of 1 or more);
 * - `string`, `char`: `alphabet`, the characters allowed (default lowercase a-z; a `char` only
 *   ASCII), or `from`: a string of another parameter (for a `char`: one of its characters);
 * - arrays, lists, strings, `ListNode` (nodes), `TreeNode` (nodes): `minLength`, `maxLength`
 *   (defaults 0 and the larger of 8 and `minLength`: the finder looks for small inputs first; at
 *   most 1000);
 *   `distinct` elements (characters, values); `sorted` (non-decreasing; not for a tree: numbers by
 *   value, strings by UTF-16 code units, arrays element by element); `items` constrains each
 *   element (for a tree or list: each value; not for a string: use `alphabet`);
 * - arrays of arrays: `rectangular` (every row of one length: the rows' count from the outer
 *   `minLength`/`maxLength`, their length from `items`), `square` (n rows of n, n from the outer
 *   lengths);
 * - `TreeNode`: `bst` (an in-order walk is strictly increasing);
 * - `int[][]` as a graph's edge list: `edges` with `nodes` (labels 0..nodes-1, at most 200),
 *   `directed`, `acyclic` (a DAG, or a forest when undirected), `connected` (one component, of the
 *   underlying undirected graph when directed), `rooted` (directed and connected only: every node
 *   reachable from node 0 along the edges' directions, the spanning tree pointing away from it),
 *   `weight` (a third element per edge within [min, max]), `multi` (the same edge may appear more
 *   than once); never a self-loop. Labels are
 *   shuffled, so an edge's direction or order says nothing. The outer `minLength`/`maxLength` bound the number of edges
 *   (default up to the larger of 8 and `nodes - 1`); `items`, `sorted`, `distinct`, `rectangular`
 *   and `square` do not combine with `edges`.
 */
export interface ValueConstraints {
  min?: GenerationBound;
  max?: GenerationBound;
  from?: string;
  alphabet?: string;
  minLength?: GenerationBound;
  maxLength?: GenerationBound;
  sorted?: boolean;
  distinct?: boolean;
  items?: ValueConstraints;
  rectangular?: boolean;
  square?: boolean;
  bst?: boolean;
  edges?: {
    nodes: GenerationBound;
    directed?: boolean;
    acyclic?: boolean;
    connected?: boolean;
    rooted?: boolean;
    weight?: { min: number; max: number };
    multi?: boolean;
  };
}

/**
 * A named, typed parameter; `type` in text form (`int[][]`, `list<string>`, `TreeNode`).
 * `constraints` (optional) lets the counterexample finder generate it within what the problem
 * promises; a problem is generable when every parameter (of the function, or of the design
 * class's constructor and methods) has them.
 */
export interface Parameter {
  name: string;
  type: string;
  constraints?: ValueConstraints;
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
  /**
   * A promise the constraints cannot state per parameter (e.g. "exactly one pair has the sum"):
   * a JavaScript function body with `input` (the argument values, in order) in scope, returning
   * true when the input is valid. Run like a checker, outside any learner's process; generated
   * inputs it rejects are drawn again, so it should accept most of them (a problem's uniqueness
   * promise, not a shape the constraints can give).
   */
  precondition?: string;
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
  /**
   * Operations (after the constructor) per generated input, each a method drawn at random;
   * default 1 to 12.
   */
  operations?: { min: number; max: number };
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
