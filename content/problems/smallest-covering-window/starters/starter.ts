function minWindow(s: string, t: string): string {
  // Write your code here.
  return '';
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const s: string = readLine();
const t: string = readLine();
const result = minWindow(s, t);
console.log(String(result));
