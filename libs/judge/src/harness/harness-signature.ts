import type { Parameter, ProblemSignature, ValueType } from '@algosheets/contracts';
import { formatType, parseType } from '../model/value-type';

/**
 * What every generated harness embeds (as JSON) to drive the learner's code: the signature with
 * types in canonical text (`int[]`, `list<int>`, `TreeNode`) and names as the language spells them.
 * - function: `name` of the function (or `Solution` method), `params` their types, `returns` a
 *   type or `void`, `inPlace` the index of the in-place parameter or -1;
 * - design: the class, the constructor's parameter types and, by operation name, each method's
 *   language name, parameter types and return type (`void` answers null).
 */
export type HarnessSignature =
  | { kind: 'function'; name: string; params: string[]; returns: string; inPlace: number }
  | { kind: 'design'; className: string; ctor: string[]; methods: Record<string, { name: string; params: string[]; returns: string }> };

const canonicalType = (type: string): string => (type === 'void' ? 'void' : formatType(parseType(type)));
const types = (params: Parameter[]): string[] => params.map((p) => canonicalType(p.type));

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Checks that every name of a signature (function, class, methods, parameters) is a plain
 * identifier, valid in every language: generated programs embed them as code.
 * @throws Error naming the first name that is not
 */
export function checkSignatureNames(signature: ProblemSignature): void {
  const names = signature.kind === 'function'
    ? [signature.name, ...signature.params.map((p) => p.name)]
    : [signature.className, ...signature.constructorParams.map((p) => p.name), ...signature.methods.flatMap((m) => [m.name, ...m.params.map((p) => p.name)])];
  const bad = names.find((name) => !IDENTIFIER.test(name));
  if (bad !== undefined) throw new Error(`${JSON.stringify(bad)} is not an identifier (letters, digits and _, not starting with a digit)`);
}

/**
 * The {@link HarnessSignature} of a problem, with `functionName` giving the language's names.
 * @throws Error for a name that is not an identifier ({@link checkSignatureNames})
 */
export function harnessSignature(signature: ProblemSignature, functionName: (name: string) => string): HarnessSignature {
  checkSignatureNames(signature);
  if (signature.kind === 'function') {
    return {
      kind: 'function',
      name: functionName(signature.name),
      params: types(signature.params),
      returns: canonicalType(signature.returns),
      inPlace: signature.returns === 'void' ? signature.params.findIndex((p) => p.name === signature.inPlace) : -1,
    };
  }
  const methods: Record<string, { name: string; params: string[]; returns: string }> = {};
  for (const method of signature.methods) methods[method.name] = { name: functionName(method.name), params: types(method.params), returns: canonicalType(method.returns) };
  return { kind: 'design', className: signature.className, ctor: types(signature.constructorParams), methods };
}

function mentions(type: ValueType, kind: 'ListNode' | 'TreeNode'): boolean {
  return type.kind === kind || ((type.kind === 'array' || type.kind === 'list') && mentions(type.of, kind));
}

/** True when a parameter or return type of the signature involves `kind` (its starter shows the class). */
export function usesNode(signature: ProblemSignature, kind: 'ListNode' | 'TreeNode'): boolean {
  const all = signature.kind === 'function'
    ? [...signature.params.map((p) => p.type), signature.returns]
    : [...signature.constructorParams.map((p) => p.type), ...signature.methods.flatMap((m) => [...m.params.map((p) => p.type), m.returns])];
  return all.some((type) => type !== 'void' && mentions(parseType(type), kind));
}

/** The starter's ListNode and TreeNode definitions (comments), those the signature uses. */
export function nodeDocs(signature: ProblemSignature, listNode: string, treeNode: string): string[] {
  return [usesNode(signature, 'ListNode') ? listNode : '', usesNode(signature, 'TreeNode') ? treeNode : ''].filter(Boolean);
}

/** The name the learner's code is looked up by: the function, or the design problem's class. */
export function targetName(signature: ProblemSignature): string {
  return signature.kind === 'function' ? signature.name : signature.className;
}

/** `maxProfit` → `max_profit`, `getLRU` → `get_lru` (Python's naming). */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** `text` with every non-empty line indented by `prefix`. */
export function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : prefix + line))
    .join('\n');
}

/** UTF-8 text as base64, so that any learner code embeds in a generated program as plain ASCII. */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
