import { type Comparator, Language, LANGUAGE_IDS, type Parameter, type ProblemSignature } from '@algosheets/contracts';
import { languageById, NAME_REQUIRED, type ProblemFieldError, signatureProblemErrors, TYPE_REQUIRED } from '@algosheets/judge';

/** Field errors keyed by path (`signature.params.0.type`, `testcases.1.output`), as the form shows them. */
export type FieldErrors = Record<string, string>;

/** The comparator as the picker edits it: the number and the checker's body stay text while typed. */
export interface ComparatorDraft {
  kind: Comparator['kind'];
  tolerance: string;
  source: string;
}

/** What the comparator picker offers, in its order, with the label it shows. */
export const COMPARATOR_KINDS: { kind: Comparator['kind']; label: string }[] = [
  { kind: 'exact', label: 'Exact (JSON equality)' },
  { kind: 'float', label: 'Float (within a tolerance)' },
  { kind: 'unordered', label: 'Unordered (top-level order ignored)' },
  { kind: 'unordered-deep', label: 'Unordered at every level' },
  { kind: 'checker', label: 'Checker (JavaScript)' },
];

export const EMPTY_COMPARATOR: ComparatorDraft = { kind: 'exact', tolerance: '', source: '' };

/** The signature a new function or design problem starts from: one blank row to fill. */
export function blankSignature(kind: ProblemSignature['kind']): ProblemSignature {
  if (kind === 'function') return { kind, name: '', params: [{ name: '', type: '' }], returns: '' };
  return { kind, className: '', constructorParams: [], methods: [{ name: '', params: [], returns: 'void' }] };
}

/** The picker's draft of a stored comparator (null: exact). */
export function comparatorDraft(comparator: Comparator | null | undefined): ComparatorDraft {
  if (!comparator) return EMPTY_COMPARATOR;
  if (comparator.kind === 'float') return { ...EMPTY_COMPARATOR, kind: 'float', tolerance: comparator.tolerance === undefined ? '' : String(comparator.tolerance) };
  if (comparator.kind === 'checker') return { ...EMPTY_COMPARATOR, kind: 'checker', source: comparator.source };
  return { ...EMPTY_COMPARATOR, kind: comparator.kind };
}

/** The comparator of the payload: a blank tolerance is the judge's default. */
export function toComparator(draft: ComparatorDraft): Comparator {
  if (draft.kind === 'float') return draft.tolerance.trim() === '' ? { kind: 'float' } : { kind: 'float', tolerance: Number(draft.tolerance) };
  if (draft.kind === 'checker') return { kind: 'checker', source: draft.source };
  return { kind: draft.kind };
}

/** The signature of the payload: names and types trimmed; `inPlace` kept only for a `void` function. */
export function toSignature(signature: ProblemSignature): ProblemSignature {
  const params = (list: Parameter[]) => list.map((param) => ({ ...param, name: param.name.trim(), type: param.type.trim() }));
  if (signature.kind === 'design') {
    const methods = signature.methods.map((method) => ({ name: method.name.trim(), params: params(method.params), returns: method.returns.trim() }));
    return { ...signature, className: signature.className.trim(), constructorParams: params(signature.constructorParams), methods };
  }
  const { inPlace, ...rest } = signature;
  const returns = signature.returns.trim();
  return { ...rest, name: signature.name.trim(), params: params(signature.params), returns, ...(returns === 'void' && inPlace ? { inPlace } : {}) };
}

/** The first message per path of `errors`, as the form shows them. */
function byPath(errors: readonly ProblemFieldError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const { path, message } of errors) fields[path] ??= message;
  return fields;
}

/**
 * Every error of a signature and its comparator, keyed by field path; empty when the harness can be
 * generated. The judge's definition rules ({@link signatureProblemErrors}: fields, harnesses,
 * generation constraints, precondition, comparator), which the gateway applies again on save.
 */
export function validateSignature(signature: ProblemSignature, comparator: ComparatorDraft): FieldErrors {
  return byPath(signatureProblemErrors(toSignature(signature), toComparator(comparator), []));
}

/**
 * The errors of a signature worth showing while it is typed: every one of {@link validateSignature}
 * but "required" on a field not filled in yet (those wait for the submit).
 */
export function liveSignatureErrors(signature: ProblemSignature, comparator: ComparatorDraft): FieldErrors {
  const errors = validateSignature(signature, comparator);
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== NAME_REQUIRED && message !== TYPE_REQUIRED));
}

/**
 * Why each test case with an input does not fit a valid signature, by the judge's definition rules
 * ({@link signatureProblemErrors}, which the gateway applies again): `testcases.<i>.input` names
 * the case and the parameter; a blank expected output is allowed (the reference solutions' answer
 * is stored).
 */
export function testCaseErrors(signature: ProblemSignature, testcases: { input: string; output: string }[]): FieldErrors {
  return byPath(signatureProblemErrors(signature, null, testcases).filter((error) => error.path.startsWith('testcases.')));
}

/** An edit of an ordered list of rows (parameters, and with them the lines of every test case). */
export type ListEdit = { kind: 'add' } | { kind: 'remove'; index: number } | { kind: 'move'; from: number; to: number };

/** `items` with row `index` replaced by `item`. */
export function replaceAt<T>(items: T[], index: number, item: T): T[] {
  return items.map((old, position) => (position === index ? item : old));
}

/** `items` after `edit`; `blank` is the row an `add` appends. A move out of range changes nothing. */
export function applyListEdit<T>(items: T[], edit: ListEdit, blank: T): T[] {
  if (edit.kind === 'add') return [...items, blank];
  if (edit.kind === 'remove') return items.filter((_, index) => index !== edit.index);
  if (edit.to < 0 || edit.to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(edit.from, 1);
  next.splice(edit.to, 0, moved);
  return next;
}

/** The input fields of a test case: a function's parameters; a design problem's operations and arguments lists. */
export function caseFields(signature: ProblemSignature): Parameter[] {
  if (signature.kind === 'function') return signature.params;
  return [
    { name: 'operations', type: 'string[]' },
    { name: 'arguments', type: 'argument lists' },
  ];
}

/** The `count` lines of a case's input (missing ones blank). */
export function inputLines(input: string, count: number): string[] {
  const lines = input.split('\n');
  return Array.from({ length: count }, (_, index) => lines[index] ?? '');
}

/** The starter the workspace will show for `language`, generated from a valid signature; null when there is no generator. */
export function generatedStarter(signature: ProblemSignature, language: Language): string | null {
  return languageById(LANGUAGE_IDS[language])?.starter(toSignature(signature)) ?? null;
}

/** The languages with a starter generator, as the workspace offers them. */
export const STARTER_LANGUAGES = Object.values(Language).filter((language) => languageById(LANGUAGE_IDS[language]) !== undefined);
