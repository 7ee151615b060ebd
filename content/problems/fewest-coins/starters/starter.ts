function fewestCoins(coins: number[], amount: number): number {
  // Write your code here.
  return 0;
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
