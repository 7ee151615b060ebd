function countSubarrays(nums: number[], k: number): number {
  const seen = new Map<number, number>([[0, 1]]);
  let total = 0;
  let answer = 0;
  for (const x of nums) {
    total += x;
    answer += seen.get(total - k) ?? 0;
    seen.set(total, (seen.get(total) ?? 0) + 1);
  }
  return answer;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const numsLength = Number(readLine().trim());
const nums: number[] = readTokens().slice(0, numsLength).map(Number);
const k: number = Number(readLine().trim());
const result = countSubarrays(nums, k);
console.log(String(result));
