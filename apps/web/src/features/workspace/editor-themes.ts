import type { editor } from 'monaco-editor/editor/editor.api';

/** The Monaco themes the workspace registers: one per colour mode of the app. */
export const EDITOR_THEMES = { light: 'algosheets-light', dark: 'algosheets-dark' } as const;

/** WCAG AA's contrast for normal text, which every token colour of both themes meets. */
export const MIN_TOKEN_CONTRAST = 4.5;

/**
 * Monaco's own light (`vs`) and dark (`vs-dark`) themes, with each token colour that fails
 * {@link MIN_TOKEN_CONTRAST} on the theme's background moved towards black (light) or white (dark)
 * just far enough to pass (at least 4.6:1), keeping its hue. The failing colours are Monaco's:
 * dark comment #608B4E (4.2:1 on #1E1E1E), predefined variable #4864AA (2.9:1), regexp #B46695,
 * annotation #CC6666, HTML/XML delimiters #808080, Pug ids and classes #4F76AC and SQL strings
 * #FF0000; light annotation and meta tags #808080 (3.9:1 on #FFFFFE), attribute names, HTML meta
 * content and SQL strings #FF0000 (4.0:1) and SQL operators #778899 (3.6:1). The browser test reads
 * every colour Monaco generates and checks it.
 */
export const EDITOR_THEME_DATA: Record<keyof typeof EDITOR_THEMES, editor.IStandaloneThemeData> = {
  light: {
    base: 'vs',
    inherit: true,
    rules: [
      { token: 'annotation', foreground: '747474' },
      { token: 'metatag.content.html', foreground: 'EB0000' },
      { token: 'metatag.html', foreground: '747474' },
      { token: 'metatag.xml', foreground: '747474' },
      { token: 'attribute.name', foreground: 'EB0000' },
      { token: 'string.sql', foreground: 'EB0000' },
      { token: 'operator.sql', foreground: '687685' },
    ],
    colors: {},
  },
  dark: {
    base: 'vs-dark',
    inherit: true,
    rules: [
      { token: 'variable.predefined', foreground: '7086BD' },
      { token: 'comment', foreground: '6A9259' },
      { token: 'regexp', foreground: 'B9719C' },
      { token: 'annotation', foreground: 'CD6969' },
      { token: 'delimiter.html', foreground: '888888' },
      { token: 'delimiter.xml', foreground: '888888' },
      { token: 'tag.id.pug', foreground: '6889B8' },
      { token: 'tag.class.pug', foreground: '6889B8' },
      { token: 'string.sql', foreground: 'FF3636' },
    ],
    colors: {},
  },
};
