class Solution {
    public int longestRising(int[] nums) {
        // keeps only the one increasing chain it started with: never replaces a tail by a smaller value
        int len = 0;
        long last = Long.MIN_VALUE;
        for (int x : nums) {
            if (x > last) {
                last = x;
                len++;
            }
        }
        return len;
    }
}
