function largestNumber(nums: number[]): string {
  const parts = nums.map(String);
  parts.sort((a, b) => {
    const ab = a + b;
    const ba = b + a;
    return ab > ba ? -1 : ab < ba ? 1 : 0;
  });
  const s = parts.join('');
  return s[0] === '0' ? '0' : s;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const numsLength = Number(readLine().trim());
const nums: number[] = readTokens().slice(0, numsLength).map(Number);
const result = largestNumber(nums);
console.log(String(result));
