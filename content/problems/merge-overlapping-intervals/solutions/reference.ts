function mergeSlots(slots: number[][]): number[][] {
  const sorted = [...slots].sort((a, b) => a[0] - b[0]);
  const out: number[][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
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
