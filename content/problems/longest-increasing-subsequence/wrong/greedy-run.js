var longestRising = function(nums) {
  // longest increasing run of adjacent elements, not a subsequence
  let best = 1;
  let cur = 1;
  for (let i = 1; i < nums.length; i++) {
    cur = nums[i] > nums[i - 1] ? cur + 1 : 1;
    best = Math.max(best, cur);
  }
  return best;
};
