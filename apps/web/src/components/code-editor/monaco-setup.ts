import { loader } from '@monaco-editor/react';
import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';
import { EDITOR_THEME_DATA, EDITOR_THEMES } from './editor-themes';
import { MONACO_DEFINITIONS, monacoDefinitionLoaders } from './monaco-definitions';

let configured: Promise<void> | undefined;

/**
 * Points @monaco-editor/react at the bundled `monaco-editor` package instead of its default CDN
 * (which fails offline and behind many company proxies). Only the editor core, its worker, its icon
 * font (codicons: without it the diff's gutter shows empty boxes) and the syntax definitions of the
 * language table's Monaco ids are loaded, as chunks of their own, on first use. Registers the app's
 * two editor themes ({@link EDITOR_THEMES}). Rejects when the table names an id Monaco has no
 * definition for.
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
    for (const mode of ['light', 'dark'] as const) monaco.editor.defineTheme(EDITOR_THEMES[mode], EDITOR_THEME_DATA[mode]);
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

/** The Monaco theme of the app's colour mode: the editor and the diff follow the light/dark switch. */
export function useEditorTheme(): string {
  const { resolvedTheme } = useTheme();
  return resolvedTheme === 'light' ? EDITOR_THEMES.light : EDITOR_THEMES.dark;
}
