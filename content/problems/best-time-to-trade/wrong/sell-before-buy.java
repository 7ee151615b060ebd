class Solution {
    public int maxProfit(int[] prices) {
        // takes the spread between the lowest and the highest price, ignoring which day comes first
        int low = Integer.MAX_VALUE;
        int high = 0;
        for (int p : prices) {
            low = Math.min(low, p);
            high = Math.max(high, p);
        }
        return high - low;
    }
}
