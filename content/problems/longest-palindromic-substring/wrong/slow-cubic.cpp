class Solution {
public:
    string longestPalindrome(string s) {
        int n = s.size(), bestStart = 0, bestLength = 1;
        for (int i = 0; i < n; i++) {
            for (int j = i + bestLength; j < n; j++) {
                string t = s.substr(i, j - i + 1);
                if (t == string(t.rbegin(), t.rend())) {
                    bestStart = i;
                    bestLength = j - i + 1;
                }
            }
        }
        return s.substr(bestStart, bestLength);
    }
};
