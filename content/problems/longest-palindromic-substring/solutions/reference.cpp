class Solution {
public:
    string longestPalindrome(string s) {
        int n = s.size(), bestL = 0, bestLen = 1;
        for (int c = 0; c < 2 * n - 1; c++) {
            int l = c / 2, r = (c + 1) / 2;
            while (l >= 0 && r < n && s[l] == s[r]) {
                l--;
                r++;
            }
            if (r - l - 1 > bestLen) {
                bestL = l + 1;
                bestLen = r - l - 1;
            }
        }
        return s.substr(bestL, bestLen);
    }
};
