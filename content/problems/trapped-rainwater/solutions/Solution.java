class Solution {
    public long trappedWater(int[] heights) {
        int n = heights.length;
        int[] rightMax = new int[n + 1];
        for (int i = n - 1; i >= 0; i--) rightMax[i] = Math.max(rightMax[i + 1], heights[i]);
        long total = 0;
        int leftMax = 0;
        for (int i = 0; i < n; i++) {
            leftMax = Math.max(leftMax, heights[i]);
            total += Math.min(leftMax, rightMax[i]) - heights[i];
        }
        return total;
    }
}
