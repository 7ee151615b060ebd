/**
 * @param {number[]} nums
 * @return {number}
 */
var longestRun = function(nums) {
  const values = new Set(nums);
  let best = 0;
  for (const x of values) {
    if (values.has(x - 1)) continue;
    let y = x;
    while (values.has(y + 1)) y++;
    best = Math.max(best, y - x + 1);
  }
  return best;
};
