function groupWords(words: string[]): string[][] {
  // Write your code here.
  return [];
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
