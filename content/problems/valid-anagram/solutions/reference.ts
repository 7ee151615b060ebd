function isAnagram(s: string, t: string): boolean {
  if (s.length !== t.length) return false;
  const counts: number[] = new Array<number>(26).fill(0);
  for (let i = 0; i < s.length; i++) {
    counts[s.charCodeAt(i) - 97]++;
    counts[t.charCodeAt(i) - 97]--;
  }
  return counts.every((x) => x === 0);
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const s: string = readLine();
const t: string = readLine();
const result = isAnagram(s, t);
console.log(result ? 'true' : 'false');
