function maxCollinear(points: number[][]): number {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const headerPoints: number[] = readTokens().map(Number);
const points: number[][] = [];
for (let i = 0; i < headerPoints[0]; i++) points.push(readTokens().map(Number));
const result = maxCollinear(points);
console.log(String(result));
