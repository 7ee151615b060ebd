function maxProfit(prices: number[]): number {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const pricesLength = Number(readLine().trim());
const prices: number[] = readTokens().slice(0, pricesLength).map(Number);
const result = maxProfit(prices);
console.log(String(result));
