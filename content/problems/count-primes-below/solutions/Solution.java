class Solution {
    public int countPrimes(int n) {
        if (n < 3) return 0;
        boolean[] composite = new boolean[n];
        int count = 0;
        for (int p = 2; p < n; p++) {
            if (composite[p]) continue;
            count++;
            for (long k = (long) p * p; k < n; k += p) composite[(int) k] = true;
        }
        return count;
    }
}
