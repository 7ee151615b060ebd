class Solution {
    public long isqrt(long x) {
        return (long) Math.sqrt((float) x);
    }
}
