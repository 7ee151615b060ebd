'use strict';
function maxProfit(prices) {
  let best = 0;
  let low = prices[0];
  for (const p of prices) {
    low = Math.min(low, p);
    best = Math.max(best, p - low);
  }
  return best;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const pricesLength = Number(readLine().trim());
const prices = readTokens().slice(0, pricesLength).map(Number);
const result = maxProfit(prices);
console.log(String(result));
