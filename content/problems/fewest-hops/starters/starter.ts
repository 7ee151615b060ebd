function fewestHops(n: number, edges: number[][]): number {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const headerEdges: number[] = readTokens().map(Number);
const n: number = headerEdges[0];
const edges: number[][] = [];
for (let i = 0; i < headerEdges[1]; i++) edges.push(readTokens().map(Number));
const result = fewestHops(n, edges);
console.log(String(result));
