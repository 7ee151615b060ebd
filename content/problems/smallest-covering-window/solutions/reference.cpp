class Solution {
public:
    string minWindow(string s, string t) {
        int need[128] = {0};
        for (unsigned char c : t) need[c]++;
        int n = s.size(), missing = t.size(), left = 0, bestL = 0, bestLen = n + 1;
        for (int right = 0; right < n; right++) {
            unsigned char c = s[right];
            if (need[c] > 0) missing--;
            need[c]--;
            if (missing == 0) {
                while (need[(unsigned char) s[left]] < 0) {
                    need[(unsigned char) s[left]]++;
                    left++;
                }
                if (right - left + 1 < bestLen) {
                    bestL = left;
                    bestLen = right - left + 1;
                }
                need[(unsigned char) s[left]]++;
                missing++;
                left++;
            }
        }
        return bestLen > n ? "" : s.substr(bestL, bestLen);
    }
};
