function isCheerful(n: number): boolean {
  const seen = new Set<number>();
  while (n !== 1 && !seen.has(n)) {
    seen.add(n);
    let s = 0;
    for (const d of String(n)) s += Number(d) * Number(d);
    n = s;
  }
  return n === 1;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const n: number = Number(readLine().trim());
const result = isCheerful(n);
console.log(result ? 'true' : 'false');
