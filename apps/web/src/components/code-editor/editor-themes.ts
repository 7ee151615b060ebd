import type { editor } from 'monaco-editor/editor/editor.api';
import { vs, vs_dark } from 'monaco-editor/editor/standalone/common/themes';

/** The Monaco themes the workspace registers: one per colour mode of the app. */
export const EDITOR_THEMES = { light: 'algosheets-light', dark: 'algosheets-dark' } as const;

/** WCAG AA's contrast for normal text, which every token colour of both themes meets. */
export const MIN_TOKEN_CONTRAST = 4.5;

/**
 * Each token colour of Monaco's own light (`vs`) and dark (`vs-dark`) themes that fails
 * {@link MIN_TOKEN_CONTRAST} on the theme's background, moved towards black (light) or white (dark)
 * just far enough to pass (at least 4.6:1), keeping its hue. Light: annotations and meta tags
 * #808080 (3.9:1 on #FFFFFE), attribute names, HTML meta content and SQL strings #FF0000 (4.0:1),
 * SQL operators #778899 (3.6:1). Dark: comments #608B4E (4.2:1 on #1E1E1E), predefined variables
 * #4864AA (2.9:1), regexps #B46695, annotations #CC6666, HTML/XML delimiters #808080, Pug ids and
 * classes #4F76AC, SQL strings #FF0000.
 */
const ACCESSIBLE_COLOURS: Record<keyof typeof EDITOR_THEMES, Record<string, string>> = {
  light: { '808080': '747474', FF0000: 'EB0000', '778899': '687685' },
  dark: { '608B4E': '6A9259', '4864AA': '7086BD', B46695: 'B9719C', CC6666: 'CD6969', '808080': '888888', '4F76AC': '6889B8', FF0000: 'FF3636' },
};

/**
 * How the diff of two submissions marks changed code: an outline round each inserted (green) or
 * removed (red) stretch and line, and no tint behind the code or its line numbers. Monaco's own
 * tints (#FF000033 over the line, again over the changed characters) put a comment's green #008000
 * at 2.7:1 on the red, and no tint light enough keeps every token colour at
 * {@link MIN_TOKEN_CONTRAST}; the gutter's +/− signs still tell the change without colour.
 */
const DIFF_COLOURS: Record<keyof typeof EDITOR_THEMES, editor.IColors> = {
  light: diffColours('#2E7D32', '#C62828'),
  dark: diffColours('#81C784', '#EF9A9A'),
};

/** {@link DIFF_COLOURS} of one theme: outlines `inserted` and `removed` ('#rrggbb'), every diff background transparent. */
function diffColours(inserted: string, removed: string): editor.IColors {
  const none = '#00000000';
  return {
    'diffEditor.insertedTextBackground': none,
    'diffEditor.removedTextBackground': none,
    'diffEditor.insertedLineBackground': none,
    'diffEditor.removedLineBackground': none,
    'diffEditorGutter.insertedLineBackground': none,
    'diffEditorGutter.removedLineBackground': none,
    'diffEditor.insertedTextBorder': inserted,
    'diffEditor.removedTextBorder': removed,
  };
}

/**
 * A theme with every rule of `base` and its failing colours replaced, and `colours` over its own.
 * Not inherited: Monaco gives every colour an inherited rule names a token class even when a later
 * rule overrides it, so an inheriting theme would still carry the failing colours.
 */
function accessibleTheme(base: editor.IStandaloneThemeData, replaced: Record<string, string>, colours: editor.IColors): editor.IStandaloneThemeData {
  const fix = (colour: string | undefined) => (colour === undefined ? undefined : (replaced[colour.toUpperCase()] ?? colour));
  return {
    ...base,
    inherit: false,
    rules: base.rules.map((rule) => (rule.foreground === undefined ? rule : { ...rule, foreground: fix(rule.foreground) })),
    colors: { ...base.colors, ...colours },
  };
}

/**
 * The two themes: Monaco's own with {@link ACCESSIBLE_COLOURS} and {@link DIFF_COLOURS}. The browser test reads every colour
 * the editor's theme gives a token class and checks it on the background.
 */
export const EDITOR_THEME_DATA: Record<keyof typeof EDITOR_THEMES, editor.IStandaloneThemeData> = {
  light: accessibleTheme(vs, ACCESSIBLE_COLOURS.light, DIFF_COLOURS.light),
  dark: accessibleTheme(vs_dark, ACCESSIBLE_COLOURS.dark, DIFF_COLOURS.dark),
};
