class Solution {
public:
    int countPrimes(int n) {
        int count = 0;
        for (int k = 2; k < n; k++) {
            int d = 2;
            while (d * d <= k && k % d != 0) d++;
            if (d * d > k) count++;
        }
        return count;
    }
};
