'use strict';
/**
 * @param {number[][]} points
 * @return {number}
 */
function maxCollinear(points) {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const headerPoints = readTokens().map(Number);
const points = [];
for (let i = 0; i < headerPoints[0]; i++) points.push(readTokens().map(Number));
const result = maxCollinear(points);
console.log(String(result));
