class Solution {
    public int editDistance(String a, String b) {
        return go(a, b, a.length(), b.length());
    }

    private int go(String a, String b, int i, int j) {
        if (i == 0 || j == 0) return i + j;
        if (a.charAt(i - 1) == b.charAt(j - 1)) return go(a, b, i - 1, j - 1);
        return 1 + Math.min(go(a, b, i - 1, j - 1), Math.min(go(a, b, i - 1, j), go(a, b, i, j - 1)));
    }
}
