class Solution {
public:
    int longestRun(vector<int>& nums) {
        unordered_set<int> values(nums.begin(), nums.end());
        int best = 0;
        for (int x : values) {
            if (values.count(x - 1)) continue;
            int y = x;
            while (values.count(y + 1)) y++;
            best = max(best, y - x + 1);
        }
        return best;
    }
};
