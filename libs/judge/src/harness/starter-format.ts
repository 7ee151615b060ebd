/**
 * Text pieces the C-family starters (Java, C++) share: LeetCode's node-definition comment and the
 * indented method body.
 */

/** `definitions` (class or struct source) in the doc comment shown above a starter; empty when none. */
export function definitionComment(definitions: string[]): string {
  if (definitions.length === 0) return '';
  const lines = definitions.flatMap((d) => ['', ...d.split('\n')]).slice(1);
  return `/**\n * Definitions provided by the judge:\n${lines.map((l) => ` * ${l}`.trimEnd()).join('\n')}\n */\n`;
}

/** An admin's body template indented for a method body (8 spaces), or one empty indented line. */
export function methodBody(body: string | undefined): string {
  const text = body?.trim() ? body.replace(/\s+$/, '') : '';
  return text ? text.split('\n').map((l) => (l ? `        ${l}` : '')).join('\n') : '        ';
}
