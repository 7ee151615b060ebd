function countPrimes(n: number): number {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const n: number = Number(readLine().trim());
const result = countPrimes(n);
console.log(String(result));
