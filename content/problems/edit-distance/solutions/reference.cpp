class Solution {
public:
    int editDistance(string a, string b) {
        vector<int> prev(b.size() + 1), cur(b.size() + 1);
        for (size_t j = 0; j <= b.size(); j++) prev[j] = j;
        for (size_t i = 1; i <= a.size(); i++) {
            cur[0] = i;
            for (size_t j = 1; j <= b.size(); j++) {
                cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] : 1 + min({prev[j - 1], prev[j], cur[j - 1]});
            }
            swap(prev, cur);
        }
        return prev[b.size()];
    }
};
