function countIslands(grid: number[][]): number {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const headerGrid: number[] = readTokens().map(Number);
const grid: number[][] = [];
for (let i = 0; i < headerGrid[0]; i++) grid.push(readTokens().map(Number));
const result = countIslands(grid);
console.log(String(result));
