class Solution {
    public int countWays(int n) {
        long a = 1, b = 1;
        for (int i = 1; i < n; i++) {
            long c = (a + b) % 1000000007L;
            a = b;
            b = c;
        }
        return (int) b;
    }
}
