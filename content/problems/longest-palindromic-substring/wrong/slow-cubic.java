class Solution {
    public String longestPalindrome(String s) {
        String best = s.substring(0, 1);
        for (int i = 0; i < s.length(); i++) {
            for (int j = i + best.length(); j < s.length(); j++) {
                String t = s.substring(i, j + 1);
                if (new StringBuilder(t).reverse().toString().equals(t)) best = t;
            }
        }
        return best;
    }
}
