/**
 * The anchor GitHub gives a Markdown heading: lower case, every character but letters, digits,
 * spaces, `-` and `_` removed, then each space turned into `-`.
 */
export function githubAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The anchors of every ATX heading of a Markdown document, outside fenced code blocks (whose `#`
 * lines are shell comments). A repeated heading gets `-1`, `-2`, ... as on GitHub.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const anchor = githubAnchor(heading[1]);
    let unique = anchor;
    for (let n = 1; anchors.has(unique); n++) unique = `${anchor}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}
