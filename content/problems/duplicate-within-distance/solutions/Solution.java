class Solution {
    public boolean nearbyDuplicate(int[] nums, int k) {
        Map<Integer, Integer> last = new HashMap<>();
        for (int j = 0; j < nums.length; j++) {
            Integer i = last.put(nums[j], j);
            if (i != null && j - i <= k) return true;
        }
        return false;
    }
}
