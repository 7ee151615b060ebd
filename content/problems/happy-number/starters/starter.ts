function isCheerful(n: number): boolean {
  // Write your code here.
  return false;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const n: number = Number(readLine().trim());
const result = isCheerful(n);
console.log(result ? 'true' : 'false');
