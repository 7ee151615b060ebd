'use strict';
function maxCollinear(points) {
  const gcd = (a, b) => {
    a = Math.abs(a);
    b = Math.abs(b);
    while (b) [a, b] = [b, a % b];
    return a;
  };
  let best = 1;
  for (let i = 0; i < points.length; i++) {
    const count = new Map();
    for (let j = i + 1; j < points.length; j++) {
      const dx = points[j][0] - points[i][0];
      const dy = points[j][1] - points[i][1];
      const g = gcd(dx, dy);
      const key = `${dx / g},${dy / g}`;
      const c = (count.get(key) ?? 0) + 1;
      count.set(key, c);
      best = Math.max(best, c + 1);
    }
  }
  return best;
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
