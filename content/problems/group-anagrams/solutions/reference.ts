function groupWords(words: string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const w of words) {
    const key = [...w].sort().join('');
    const g = groups.get(key);
    if (g) g.push(w);
    else groups.set(key, [w]);
  }
  const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  const out = [...groups.values()].map((g) => g.sort(cmp));
  return out.sort((a, b) => cmp(a[0], b[0]));
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const wordsLength = Number(readLine().trim());
const words: string[] = readTokens().slice(0, wordsLength);
const result = groupWords(words);
console.log([String(result.length), ...result.map((row) => row.join(' '))].join('\n'));
