class Solution {
    public long maxSubarraySum(int[] nums) {
        long best = nums[0], cur = nums[0];
        for (int i = 1; i < nums.length; i++) {
            cur = nums[i] + Math.max(cur, 0);
            best = Math.max(best, cur);
        }
        return best;
    }
}
