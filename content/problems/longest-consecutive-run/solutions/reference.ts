function longestRun(nums: number[]): number {
  const values = new Set<number>(nums);
  let best = 0;
  for (const x of values) {
    if (values.has(x - 1)) continue;
    let y = x;
    while (values.has(y + 1)) y++;
    best = Math.max(best, y - x + 1);
  }
  return best;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const numsLength = Number(readLine().trim());
const nums: number[] = readTokens().slice(0, numsLength).map(Number);
const result = longestRun(nums);
console.log(String(result));
