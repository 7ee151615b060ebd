'use strict';
function countIslands(grid) {
  // counts a land cell as new unless its left or upper neighbour is land: fails on U shapes
  let count = 0;
  for (let i = 0; i < grid.length; i++) {
    for (let j = 0; j < grid[0].length; j++) {
      if (grid[i][j] !== 1) continue;
      const up = i > 0 && grid[i - 1][j] === 1;
      const left = j > 0 && grid[i][j - 1] === 1;
      if (!up && !left) count++;
    }
  }
  return count;
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
