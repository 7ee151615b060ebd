import { loader } from '@monaco-editor/react';
import { useEffect, useState } from 'react';
import { MONACO_DEFINITIONS, monacoDefinitionLoaders } from './monaco-definitions';

let configured: Promise<void> | undefined;

/**
 * Points @monaco-editor/react at the bundled `monaco-editor` package instead of its default CDN
 * (which fails offline and behind many company proxies). Only the editor core, its worker, its icon
 * font (codicons: without it the diff's gutter shows empty boxes) and the syntax definitions of the language table's Monaco ids are loaded, as chunks of their own, on
 * first use. Rejects when the table names an id Monaco has no definition for.
 */
export function configureLocalMonaco(): Promise<void> {
  configured ??= (async () => {
    const [monaco, { default: EditorWorker }] = await Promise.all([
      import('monaco-editor/editor/editor.api'),
      import('monaco-editor/editor/editor.worker?worker'),
      import('monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon.css'),
      ...monacoDefinitionLoaders(MONACO_DEFINITIONS).map((load) => load()),
    ]);
    self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
    loader.config({ monaco });
  })();
  return configured;
}

/** Whether the local Monaco is configured; starts {@link configureLocalMonaco} on mount. For the editor and the diff view. */
export function useLocalMonaco(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void configureLocalMonaco().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
