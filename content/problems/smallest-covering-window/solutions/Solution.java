class Solution {
    public String minWindow(String s, String t) {
        int[] need = new int[128];
        for (char c : t.toCharArray()) need[c]++;
        int missing = t.length(), left = 0, bestL = 0, bestLen = s.length() + 1;
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            if (need[c] > 0) missing--;
            need[c]--;
            if (missing == 0) {
                while (need[s.charAt(left)] < 0) {
                    need[s.charAt(left)]++;
                    left++;
                }
                if (right - left + 1 < bestLen) {
                    bestL = left;
                    bestLen = right - left + 1;
                }
                need[s.charAt(left)]++;
                missing++;
                left++;
            }
        }
        return bestLen > s.length() ? "" : s.substring(bestL, bestL + bestLen);
    }
}
