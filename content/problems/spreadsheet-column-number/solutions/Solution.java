class Solution {
    public long columnNumber(String label) {
        long result = 0;
        for (char c : label.toCharArray()) result = result * 26 + (c - 'A' + 1);
        return result;
    }
}
