class Solution {
    public long trappedWater(int[] heights) {
        long total = 0;
        for (int i = 0; i < heights.length; i++) {
            int left = 0, right = 0;
            for (int j = 0; j <= i; j++) left = Math.max(left, heights[j]);
            for (int j = i; j < heights.length; j++) right = Math.max(right, heights[j]);
            total += Math.min(left, right) - heights[i];
        }
        return total;
    }
}
