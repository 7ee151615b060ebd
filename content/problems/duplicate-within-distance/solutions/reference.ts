function nearbyDuplicate(nums: number[], k: number): boolean {
  const last = new Map<number, number>();
  for (let j = 0; j < nums.length; j++) {
    const i = last.get(nums[j]);
    if (i !== undefined && j - i <= k) return true;
    last.set(nums[j], j);
  }
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
