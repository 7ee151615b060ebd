class Solution {
    public String longestPalindrome(String s) {
        int n = s.length(), bestL = 0, bestLen = 1;
        for (int c = 0; c < 2 * n - 1; c++) {
            int l = c / 2, r = (c + 1) / 2;
            while (l >= 0 && r < n && s.charAt(l) == s.charAt(r)) {
                l--;
                r++;
            }
            if (r - l - 1 > bestLen) {
                bestL = l + 1;
                bestLen = r - l - 1;
            }
        }
        return s.substring(bestL, bestL + bestLen);
    }
}
