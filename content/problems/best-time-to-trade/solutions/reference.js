/**
 * @param {number[]} prices
 * @return {number}
 */
var maxProfit = function(prices) {
  let best = 0;
  let low = prices[0];
  for (const p of prices) {
    low = Math.min(low, p);
    best = Math.max(best, p - low);
  }
  return best;
};
