import { Language, LANGUAGE_IDS, type ApiProblem } from '@algosheets/contracts';

/**
 * The language dropdown: only languages the problem has a snippet for and the judge knows,
 * JAVASCRIPT first, the rest in the problem's order.
 */
export function availableLanguages(problem: Pick<ApiProblem, 'codeSnippets'>): Language[] {
  const known = Object.keys(problem.codeSnippets).filter((language): language is Language => language in LANGUAGE_IDS);
  return [...known.filter((language) => language === Language.JavaScript), ...known.filter((language) => language !== Language.JavaScript)];
}

/** The editor's language rule: the editor starts at JAVASCRIPT if available, else the first available language. */
export function initialLanguage(problem: Pick<ApiProblem, 'codeSnippets'>): Language | undefined {
  return availableLanguages(problem)[0];
}
