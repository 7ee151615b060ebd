class Solution {
public:
    int countWays(int n) {
        long long a = 1, b = 1;
        for (int i = 1; i < n; i++) {
            long long c = (a + b) % 1000000007LL;
            a = b;
            b = c;
        }
        return (int) b;
    }
};
