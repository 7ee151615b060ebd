'use strict';
function trappedWater(heights) {
  let left = 0;
  let right = heights.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let total = 0;
  while (left <= right) {
    if (leftMax <= rightMax) {
      leftMax = Math.max(leftMax, heights[left]);
      total += leftMax - heights[left++];
    } else {
      rightMax = Math.max(rightMax, heights[right]);
      total += rightMax - heights[right--];
    }
  }
  return total;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const heightsLength = Number(readLine().trim());
const heights = readTokens().slice(0, heightsLength).map(Number);
const result = trappedWater(heights);
console.log(String(result));
