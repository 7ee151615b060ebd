function canFinish(n: number, edges: number[][]): boolean {
  // Write your code here.
  return false;
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
const result = canFinish(n, edges);
console.log(result ? 'true' : 'false');
