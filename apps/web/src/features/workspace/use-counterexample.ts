import { LANGUAGE_IDS, type Language, type ProblemSignature } from '@algosheets/contracts';
import { isGenerable } from '@algosheets/judge';
import { useState } from 'react';
import type { AddedState } from './counterexample-result';
import { useFindCounterexampleMutation } from './submissions-api';
import { addCase, caseFields, splitCase } from './signature-cases';

interface CounterexampleOptions {
  problemId: string;
  signature: ProblemSignature;
  code: string;
  language: Language | undefined;
  /** The Testcase panel's cases (values per field) and their setter. */
  cases: string[][];
  setCases: (cases: string[][]) => void;
  /** Shows the Testcase panel at case `index` (0-based). */
  showCase: (index: number) => void;
  /** Shows the Result area, where the search's progress and answer appear. */
  showResult: () => void;
}

/**
 * The counterexample finder's state for the workspace: whether the problem can generate inputs
 * (every parameter of its signature has constraints), `find()` to search with
 * the editor's code, the answer, and `add()` to put a found input into the Testcase panel as a new
 * case (not twice, and never past its 10 cases; `added` says which happened). `clear()` drops the
 * answer when a Run or Submit replaces the Result, so no card of older code stays above a new verdict.
 */
export function useCounterexample({ problemId, signature, code, language, cases, setCases, showCase, showResult }: CounterexampleOptions) {
  const [trigger, search] = useFindCounterexampleMutation();
  const [added, setAdded] = useState<AddedState>();
  const generable = isGenerable(signature);
  const result = search.data?.result;

  const find = async () => {
    if (!generable || !language || search.isLoading) return;
    setAdded(undefined);
    showResult();
    try {
      await trigger({ source_code: code, language_id: LANGUAGE_IDS[language], problemId }).unwrap();
    } catch {
      // The mutation's toast reports the failure.
    }
  };

  const add = () => {
    if (!result?.found) return;
    const outcome = addCase(cases, splitCase(result.input, caseFields(signature)));
    if (outcome.kind === 'full') {
      setAdded(outcome);
      return;
    }
    setCases(outcome.cases);
    setAdded({ kind: outcome.kind, index: outcome.index });
    showCase(outcome.index);
  };

  const clear = () => {
    search.reset();
    setAdded(undefined);
  };

  return { generable, searching: search.isLoading, result, added, find, add, clear };
}
