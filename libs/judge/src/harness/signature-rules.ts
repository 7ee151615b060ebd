import type { MethodSignature, Parameter, ProblemSignature } from '@algosheets/contracts';
import { parseType, TypeSyntaxError } from '../model/value-type';

/** Field errors of a signature keyed by path (`signature.params.0.type`), one message each. */
export type SignatureFieldErrors = Record<string, string>;

export const NAME_REQUIRED = 'Name is required';
export const TYPE_REQUIRED = 'Type is required';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A string as given, else '' (a hostile request body may hold anything where text belongs). */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A list as given, else empty. */
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function nameError(name: unknown): string | null {
  const trimmed = text(name).trim();
  if (trimmed === '') return NAME_REQUIRED;
  return IDENTIFIER.test(trimmed) ? null : 'Use letters, digits and _, not starting with a digit';
}

/**
 * Why a type text is not one the judge reads (its parser's own message, e.g. `unknown type
 * "vector<int>": expected one of int, long, …`), or null; `void` only where `allowVoid`.
 */
export function typeError(type: unknown, allowVoid = false): string | null {
  const trimmed = text(type).trim();
  if (trimmed === '') return TYPE_REQUIRED;
  if (allowVoid && trimmed === 'void') return null;
  try {
    parseType(trimmed);
    return null;
  } catch (error) {
    if (error instanceof TypeSyntaxError) return error.message;
    throw error;
  }
}

function checkParams(errors: SignatureFieldErrors, params: unknown, path: string): void {
  const seen = new Set<string>();
  list<Partial<Parameter>>(params).forEach((param, index) => {
    const name = text(param?.name).trim();
    const nameProblem = nameError(name) ?? (seen.has(name) ? 'Parameter names must differ' : null);
    seen.add(name);
    const typeProblem = typeError(param?.type);
    if (nameProblem) errors[`${path}.${index}.name`] = nameProblem;
    if (typeProblem) errors[`${path}.${index}.type`] = typeProblem;
  });
}

/**
 * Every fault of a signature that keeps its harness from being generated, keyed by the field path
 * the admin form and the gateway's 400 `details` share; empty when every language's harness can be
 * generated. The one home of these rules (the form checks as the admin types, the gateway before
 * anything is stored): names are identifiers (letters, digits and _, not starting with a digit;
 * generated programs embed them as code), parameter names differ within a list, types are ones
 * the judge's type parser reads, `void` only as a return type, a `void` function names the
 * parameter it changes in place, a design class has at least one method and its method names
 * differ. Never throws: a malformed signature (a hostile body) reports its fields as missing.
 */
export function signatureFieldErrors(signature: ProblemSignature): SignatureFieldErrors {
  const errors: SignatureFieldErrors = {};
  const add = (path: string, message: string | null) => {
    if (message) errors[path] = message;
  };
  if (signature?.kind === 'function') {
    add('signature.name', nameError(signature.name));
    checkParams(errors, signature.params, 'signature.params');
    add('signature.returns', typeError(signature.returns, true));
    const changed = list<Partial<Parameter>>(signature.params).some((param) => text(param?.name).trim() === text(signature.inPlace).trim());
    if (text(signature.returns).trim() === 'void' && !changed) add('signature.inPlace', 'A void function names the parameter it changes in place');
  } else if (signature?.kind === 'design') {
    add('signature.className', nameError(signature.className));
    checkParams(errors, signature.constructorParams, 'signature.constructorParams');
    const methods = list<Partial<MethodSignature>>(signature.methods);
    if (methods.length === 0) add('signature.methods', 'A design class needs at least one method');
    const seen = new Set<string>();
    methods.forEach((method, index) => {
      const name = text(method?.name).trim();
      add(`signature.methods.${index}.name`, nameError(name) ?? (seen.has(name) ? 'Method names must differ' : null));
      seen.add(name);
      checkParams(errors, method?.params, `signature.methods.${index}.params`);
      add(`signature.methods.${index}.returns`, typeError(method?.returns, true));
    });
  } else {
    add('signature.kind', 'A signature is a function or a design class');
  }
  return errors;
}
