class Solution {
public:
    string minWindow(string s, string t) {
        int need[128] = {0};
        for (char c : t) need[(int) c]++;
        for (size_t length = t.size(); length <= s.size(); length++) {
            for (size_t i = 0; i + length <= s.size(); i++) {
                int have[128] = {0};
                for (size_t k = i; k < i + length; k++) have[(int) s[k]]++;
                bool covers = true;
                for (int c = 0; c < 128 && covers; c++) covers = have[c] >= need[c];
                if (covers) return s.substr(i, length);
            }
        }
        return "";
    }
};
