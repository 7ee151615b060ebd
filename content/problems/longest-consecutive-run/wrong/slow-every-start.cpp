class Solution {
public:
    int longestRun(vector<int>& nums) {
        unordered_set<int> values(nums.begin(), nums.end());
        int best = 0;
        for (int x : nums) {
            long long y = x;
            while (y + 1 <= INT_MAX && values.count((int) (y + 1))) y++;
            best = max(best, (int) (y - x + 1));
        }
        return best;
    }
};
