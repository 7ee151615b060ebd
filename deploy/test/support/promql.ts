/**
 * The metric names a PromQL expression reads, for checks that rules and dashboards name only
 * metrics something exports. It is a reader for the expressions of this repository, not a parser:
 * it drops what cannot hold a metric name (strings, matchers, ranges, label lists of by/on/...,
 * Grafana variables), then keeps each identifier that is neither a keyword nor a function call.
 */

/** Words an identifier position may hold that are not metric names. */
const KEYWORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset', 'inf', 'nan']);

export function metricNames(expr: string): string[] {
  const reduced = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, ' ')
    .replace(/#[^\n]*/g, ' ')
    .replace(/\$\{[^}]*\}|\$\w+/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\boffset\s+-?\w+/g, ' ');
  const names: string[] = [];
  for (const match of reduced.matchAll(/(?<![\w.])[a-zA-Z_:][\w:]*/g)) {
    const rest = reduced.slice((match.index ?? 0) + match[0].length);
    if (KEYWORDS.has(match[0].toLowerCase()) || /^\s*\(/.test(rest)) continue;
    names.push(match[0]);
  }
  return names;
}
