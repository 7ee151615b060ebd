class Solution {
public:
    int countPrimes(int n) {
        if (n < 3) return 0;
        vector<bool> composite(n, false);
        int count = 0;
        for (int p = 2; p < n; p++) {
            if (composite[p]) continue;
            count++;
            for (long long k = (long long) p * p; k < n; k += p) composite[k] = true;
        }
        return count;
    }
};
