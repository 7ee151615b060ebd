function isPalindrome(s: string): boolean {
  // Write your code here.
  return false;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const s: string = readLine();
const result = isPalindrome(s);
console.log(result ? 'true' : 'false');
