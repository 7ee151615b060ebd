class Solution {
public:
    bool isCheerful(long long n) {
        unordered_set<long long> seen;
        while (n != 1 && seen.insert(n).second) {
            long long s = 0;
            for (long long m = n; m > 0; m /= 10) s += (m % 10) * (m % 10);
            n = s;
        }
        return n == 1;
    }
};
