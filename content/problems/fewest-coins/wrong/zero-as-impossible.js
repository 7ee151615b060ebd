var fewestCoins = function(coins, amount) {
  const best = new Array(amount + 1).fill(0);
  for (let a = 1; a <= amount; a++) {
    let m = Infinity;
    for (const c of coins) if (c <= a && (a === c || best[a - c] > 0)) m = Math.min(m, best[a - c] + 1);
    best[a] = m === Infinity ? 0 : m;
  }
  return best[amount] === 0 ? -1 : best[amount];
};
