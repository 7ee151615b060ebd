class Solution {
    public boolean nearbyDuplicate(int[] nums, int k) {
        for (int i = 0; i < nums.length; i++) {
            for (int j = i + 1; j < Math.min(nums.length, i + k + 1); j++) {
                if (nums[i] == nums[j]) return true;
            }
        }
        return false;
    }
}
