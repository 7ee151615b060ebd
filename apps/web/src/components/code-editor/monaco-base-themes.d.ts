/**
 * Monaco's own theme definitions (`vs`, `vs-dark`), a module of the bundled `monaco-editor` package
 * that ships without types: the editor themes are built on them.
 */
declare module 'monaco-editor/editor/standalone/common/themes' {
  import type { editor } from 'monaco-editor/editor/editor.api';

  export const vs: editor.IStandaloneThemeData;
  export const vs_dark: editor.IStandaloneThemeData;
}
