function countWays(n: number): number {
  let a = 1;
  let b = 1;
  for (let i = 1; i < n; i++) {
    const c = (a + b) % 1000000007;
    a = b;
    b = c;
  }
  return b;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const n: number = Number(readLine().trim());
const result = countWays(n);
console.log(String(result));
