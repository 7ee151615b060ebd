'use strict';
/**
 * @param {number[][]} grid
 * @return {number}
 */
function countIslands(grid) {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const headerGrid = readTokens().map(Number);
const grid = [];
for (let i = 0; i < headerGrid[0]; i++) grid.push(readTokens().map(Number));
const result = countIslands(grid);
console.log(String(result));
