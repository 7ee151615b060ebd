import { Language, LANGUAGE_IDS, LANGUAGE_TABLE, type ApiProblem } from '@algosheets/contracts';

/**
 * The language dropdown: only languages the problem has a snippet for and the judge knows,
 * JAVASCRIPT first, the rest in the problem's order.
 */
export function availableLanguages(problem: Pick<ApiProblem, 'codeSnippets'>): Language[] {
  const known = Object.keys(problem.codeSnippets).filter((language): language is Language => language in LANGUAGE_IDS);
  return [...known.filter((language) => language === Language.JavaScript), ...known.filter((language) => language !== Language.JavaScript)];
}

/** The spec's editor language rule: the editor starts at JAVASCRIPT if available, else the first available language. */
export function initialLanguage(problem: Pick<ApiProblem, 'codeSnippets'>): Language | undefined {
  return availableLanguages(problem)[0];
}

/** Monaco's language id of a language value, from the language table; `plaintext` for a value the table lacks. */
export function monacoLanguage(language: string): string {
  return LANGUAGE_TABLE.find((row) => row.value === language)?.monacoId ?? 'plaintext';
}

/**
 * Picks, from Monaco's language definition modules keyed by path (`…/definitions/<id>/register.js`,
 * as `import.meta.glob` lists them), the loaders of exactly the table's Monaco ids, so the editor
 * bundles no other language's grammar. Throws when the table names an id Monaco has no
 * definition for, as that language's code would show uncoloured.
 */
export function monacoDefinitionLoaders<T>(modules: Record<string, T>): T[] {
  return [...new Set(LANGUAGE_TABLE.map((row) => row.monacoId))].map((id) => {
    const key = Object.keys(modules).find((path) => path.endsWith(`/definitions/${id}/register.js`));
    if (key === undefined) throw new Error(`Monaco has no language definition for '${id}'`);
    return modules[key];
  });
}
