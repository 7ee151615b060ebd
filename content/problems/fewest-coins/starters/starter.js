'use strict';
/**
 * @param {number[]} coins
 * @param {number} amount
 * @return {number}
 */
function fewestCoins(coins, amount) {
  // Write your code here.
  return 0;
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
