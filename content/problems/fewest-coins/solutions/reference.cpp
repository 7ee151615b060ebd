class Solution {
public:
    int fewestCoins(vector<int>& coins, int amount) {
        int inf = amount + 1;
        vector<int> best(amount + 1, inf);
        best[0] = 0;
        for (int c : coins) {
            for (int a = c; a <= amount; a++) if (best[a - c] + 1 < best[a]) best[a] = best[a - c] + 1;
        }
        return best[amount] == inf ? -1 : best[amount];
    }
};
