import type { ProblemSignature } from '@algosheets/contracts';
import { parseTestInput, TestCaseError } from '@algosheets/judge';

/** Most cases the Testcase panel holds, as on the field's practice sites. */
export const MAX_CASES = 10;

/** One input field of a case: a parameter (or a design problem's operations / arguments list). */
export interface CaseField {
  name: string;
  type: string;
}

/**
 * The fields of one test case: a function's parameters in order; for a design problem the two
 * lists the harness reads (the operations, constructor first, then each one's arguments).
 */
export function caseFields(signature: ProblemSignature): CaseField[] {
  if (signature.kind === 'function') return signature.params.map(({ name, type }) => ({ name, type }));
  return [
    { name: 'operations', type: 'string[]' },
    { name: 'arguments', type: 'list of argument lists' },
  ];
}

/** A stored test input (one JSON value per line) split into its fields' values. */
export function splitCase(input: string, fields: CaseField[]): string[] {
  const lines = input.replace(/\r/g, '').replace(/\n+$/, '').split('\n');
  return fields.map((_, index) => lines[index] ?? '');
}

/** The input text of a case: one value per line, as the judge reads it. */
export function joinCase(values: string[]): string {
  return values.map((value) => value.trim()).join('\n');
}

/**
 * Why a case cannot run, by the judge's own rule (`parseTestInput`, which the gateway applies
 * again): `case 2, parameter "nums": expected int[] but got "abc"`; null when it is valid.
 * `index` counts from 0.
 */
export function caseError(signature: ProblemSignature, values: string[], index: number): string | null {
  try {
    parseTestInput(signature, joinCase(values), index);
    return null;
  } catch (error) {
    if (error instanceof TestCaseError) return error.message;
    throw error;
  }
}

/** What adding an input to the Testcase panel did: added as case `index`, already there as case `index`, or refused because the panel is full. */
export type AddCaseOutcome = { kind: 'added' | 'present'; cases: string[][]; index: number } | { kind: 'full' };

/**
 * Adds a case (its fields' values) to the Testcase panel's cases, as 'Add to test cases' does:
 * an input already among the cases (same text as the judge reads it) is not added twice; a panel
 * holding {@link MAX_CASES} cases takes no more. `index` counts from 0.
 */
export function addCase(cases: string[][], values: string[]): AddCaseOutcome {
  const present = cases.findIndex((existing) => joinCase(existing) === joinCase(values));
  if (present >= 0) return { kind: 'present', cases, index: present };
  if (cases.length >= MAX_CASES) return { kind: 'full' };
  return { kind: 'added', cases: [...cases, values], index: cases.length };
}
