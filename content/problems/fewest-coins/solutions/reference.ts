function fewestCoins(coins: number[], amount: number): number {
  const inf = amount + 1;
  const best = new Int32Array(amount + 1).fill(inf);
  best[0] = 0;
  for (const c of coins) {
    for (let a = c; a <= amount; a++) if (best[a - c] + 1 < best[a]) best[a] = best[a - c] + 1;
  }
  return best[amount] === inf ? -1 : best[amount];
}
