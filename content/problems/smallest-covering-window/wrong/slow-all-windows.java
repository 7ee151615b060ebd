class Solution {
    public String minWindow(String s, String t) {
        int[] need = new int[128];
        for (char c : t.toCharArray()) need[c]++;
        for (int length = t.length(); length <= s.length(); length++) {
            for (int i = 0; i + length <= s.length(); i++) {
                int[] have = new int[128];
                for (int k = i; k < i + length; k++) have[s.charAt(k)]++;
                boolean covers = true;
                for (int c = 0; c < 128 && covers; c++) covers = have[c] >= need[c];
                if (covers) return s.substring(i, i + length);
            }
        }
        return "";
    }
}
