'use strict';
function fewestCoins(coins, amount) {
  const best = new Array(amount + 1).fill(0);
  for (let a = 1; a <= amount; a++) {
    let m = Infinity;
    for (const c of coins) if (c <= a && (a === c || best[a - c] > 0)) m = Math.min(m, best[a - c] + 1);
    best[a] = m === Infinity ? 0 : m;
  }
  return best[amount] === 0 ? -1 : best[amount];
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const coinsLength = Number(readLine().trim());
const coins = readTokens().slice(0, coinsLength).map(Number);
const amount = Number(readLine().trim());
const result = fewestCoins(coins, amount);
console.log(String(result));
