class Solution {
    public boolean isCheerful(long n) {
        Set<Long> seen = new HashSet<>();
        while (n != 1 && seen.add(n)) {
            long s = 0;
            for (long m = n; m > 0; m /= 10) s += (m % 10) * (m % 10);
            n = s;
        }
        return n == 1;
    }
}
