function twoSum(nums: number[], target: number): number[] {
  const seen = new Map<number, number>();
  for (let j = 0; j < nums.length; j++) {
    const i = seen.get(target - nums[j]);
    if (i !== undefined) return [i, j];
    seen.set(nums[j], j);
  }
  return [];
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const numsLength = Number(readLine().trim());
const nums: number[] = readTokens().slice(0, numsLength).map(Number);
const target: number = Number(readLine().trim());
const result = twoSum(nums, target);
console.log(result.join(' '));
