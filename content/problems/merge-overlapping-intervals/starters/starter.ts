function mergeSlots(slots: number[][]): number[][] {
  // Write your code here.
  return [];
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const headerSlots: number[] = readTokens().map(Number);
const slots: number[][] = [];
for (let i = 0; i < headerSlots[0]; i++) slots.push(readTokens().map(Number));
const result = mergeSlots(slots);
console.log([String(result.length), ...result.map((row) => row.join(' '))].join('\n'));
