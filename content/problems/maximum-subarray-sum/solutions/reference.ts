function maxSubarraySum(nums: number[]): number {
  let best = nums[0];
  let cur = nums[0];
  for (let i = 1; i < nums.length; i++) {
    cur = nums[i] + Math.max(cur, 0);
    best = Math.max(best, cur);
  }
  return best;
}
