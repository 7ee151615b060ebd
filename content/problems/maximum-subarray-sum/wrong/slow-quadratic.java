class Solution {
    public long maxSubarraySum(int[] nums) {
        long best = nums[0];
        for (int i = 0; i < nums.length; i++) {
            long s = 0;
            for (int j = i; j < nums.length; j++) {
                s += nums[j];
                best = Math.max(best, s);
            }
        }
        return best;
    }
}
