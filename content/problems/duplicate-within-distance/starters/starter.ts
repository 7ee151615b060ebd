function nearbyDuplicate(nums: number[], k: number): boolean {
  // Write your code here.
  return false;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const numsLength = Number(readLine().trim());
const nums: number[] = readTokens().slice(0, numsLength).map(Number);
const k: number = Number(readLine().trim());
const result = nearbyDuplicate(nums, k);
console.log(result ? 'true' : 'false');
