class Solution {
    public int fewestCoins(int[] coins, int amount) {
        int inf = amount + 1;
        int[] best = new int[amount + 1];
        Arrays.fill(best, inf);
        best[0] = 0;
        for (int c : coins) {
            for (int a = c; a <= amount; a++) if (best[a - c] + 1 < best[a]) best[a] = best[a - c] + 1;
        }
        return best[amount] == inf ? -1 : best[amount];
    }
}
