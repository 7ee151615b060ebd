function fewestCoins(coins: number[], amount: number): number {
  const inf = amount + 1;
  const best = new Int32Array(amount + 1).fill(inf);
  best[0] = 0;
  for (const c of coins) {
    for (let a = c; a <= amount; a++) if (best[a - c] + 1 < best[a]) best[a] = best[a - c] + 1;
  }
  return best[amount] === inf ? -1 : best[amount];
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const coinsLength = Number(readLine().trim());
const coins: number[] = readTokens().slice(0, coinsLength).map(Number);
const amount: number = Number(readLine().trim());
const result = fewestCoins(coins, amount);
console.log(String(result));
