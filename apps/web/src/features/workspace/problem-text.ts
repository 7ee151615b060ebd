/** A top-level list item's marker: '1.', '2)', '-', '*' or '+' at the start of a line. */
const LIST_ITEM = /^(?:\d+[.)]|[-*+])\s+/;

/**
 * Splits a problem's hints (Markdown) into the hints revealed one at a time: each top-level list
 * item is one hint, its continuation lines included; text that is not a list is a single hint.
 * Blank or missing hints give an empty list.
 */
export function splitHints(hints: string | null | undefined): string[] {
  const text = (hints ?? '').trim();
  if (!text) return [];
  const lines = text.split(/\r?\n/);
  if (!LIST_ITEM.test(lines[0] ?? '')) return [text];
  const items: string[][] = [];
  for (const line of lines) {
    if (LIST_ITEM.test(line)) items.push([line.replace(LIST_ITEM, '')]);
    else items[items.length - 1]?.push(line.replace(/^\s{1,4}/, ''));
  }
  return items.map((item) => item.join('\n').trim()).filter((item) => item !== '');
}

/** One worked example as the description shows it. */
export interface ShownExample {
  input: string;
  output: string;
  explanation?: string | null;
}

/**
 * The examples the description shows: a problem stores one example per language, usually the same
 * one four times. The editor's language's example comes first, and any other language's example
 * is shown only if it differs from every one already shown, so each example appears once.
 */
export function distinctExamples(examples: Partial<Record<string, ShownExample>>, language: string | undefined): ShownExample[] {
  const ordered = Object.entries(examples).sort(([a], [b]) => Number(b === language) - Number(a === language));
  const shown: ShownExample[] = [];
  const key = (example: ShownExample) => JSON.stringify([example.input.trim(), example.output.trim(), (example.explanation ?? '').trim()]);
  const seen = new Set<string>();
  for (const [, example] of ordered) {
    if (!example || seen.has(key(example))) continue;
    seen.add(key(example));
    shown.push(example);
  }
  return shown;
}
