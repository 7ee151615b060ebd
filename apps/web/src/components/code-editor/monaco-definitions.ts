import { LANGUAGE_TABLE } from '@algosheets/contracts';

/**
 * Monaco's language definitions (syntax colouring) the editor loads, by Monaco id, as lazy loaders:
 * exactly the language table's ids, each a chunk of its own. Written out, and no more than the table
 * needs: every definition listed changes how Rollup splits the modules they share, and a glob over
 * all 84 (or even nine listed) made the workspace's editor ready 0.4-0.5 s later in Chromium
 * (`npm run bench:web`: median 2.1-2.3 s against 1.7-1.8 s). So a language added to the table adds
 * its line here; the monaco-definitions spec fails until it does. This module, not the workspace
 * page's, holds the Monaco helpers: the lazily loaded editor importing from the page's chunk made
 * the editor ready about 0.45 s later, measured the same way.
 */
export const MONACO_DEFINITIONS: Record<string, () => Promise<unknown>> = {
  cpp: () => import('monaco-editor/languages/definitions/cpp/register'),
  java: () => import('monaco-editor/languages/definitions/java/register'),
  javascript: () => import('monaco-editor/languages/definitions/javascript/register'),
  python: () => import('monaco-editor/languages/definitions/python/register'),
  typescript: () => import('monaco-editor/languages/definitions/typescript/register'),
};

/** Monaco's language id of a language value, from the language table; `plaintext` for a value the table lacks. */
export function monacoLanguage(language: string): string {
  return LANGUAGE_TABLE.find((row) => row.value === language)?.monacoId ?? 'plaintext';
}

/**
 * Picks, from Monaco's language definition loaders keyed by Monaco id (see MONACO_DEFINITIONS), the
 * loaders of exactly the table's Monaco ids, so the editor fetches no other language's grammar.
 * Throws when the table names an id without a loader, as that language's code would show uncoloured.
 */
export function monacoDefinitionLoaders<T>(loaders: Record<string, T>): T[] {
  return [...new Set(LANGUAGE_TABLE.map((row) => row.monacoId))].map((id) => {
    if (!Object.hasOwn(loaders, id)) throw new Error(`Monaco has no language definition for '${id}'`);
    return loaders[id];
  });
}
