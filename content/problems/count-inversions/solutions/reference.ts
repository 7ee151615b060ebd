function countInversions(nums: number[]): number {
  let a: number[] = nums.slice();
  let buf: number[] = new Array<number>(a.length);
  const n = a.length;
  let count = 0;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        if (a[i] <= a[j]) buf[k++] = a[i++];
        else {
          buf[k++] = a[j++];
          count += mid - i;
        }
      }
      while (i < mid) buf[k++] = a[i++];
      while (j < hi) buf[k++] = a[j++];
    }
    [a, buf] = [buf, a];
  }
  return count;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const numsLength = Number(readLine().trim());
const nums: number[] = readTokens().slice(0, numsLength).map(Number);
const result = countInversions(nums);
console.log(String(result));
