class Solution {
    public boolean isCipher(String s, String t) {
        int[] fwd = new int[128], back = new int[128];
        for (int i = 0; i < s.length(); i++) {
            char a = s.charAt(i), b = t.charAt(i);
            if ((fwd[a] != 0 && fwd[a] != b) || (back[b] != 0 && back[b] != a)) return false;
            fwd[a] = b;
            back[b] = a;
        }
        return true;
    }
}
