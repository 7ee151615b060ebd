class Solution {
    int go(const string& a, const string& b, int i, int j) {
        if (i == 0 || j == 0) return i + j;
        if (a[i - 1] == b[j - 1]) return go(a, b, i - 1, j - 1);
        return 1 + min({go(a, b, i - 1, j - 1), go(a, b, i - 1, j), go(a, b, i, j - 1)});
    }

public:
    int editDistance(string a, string b) {
        return go(a, b, a.size(), b.size());
    }
};
