class Solution {
public:
    long long maxSubarraySum(vector<int>& nums) {
        long long best = nums[0], cur = nums[0];
        for (size_t i = 1; i < nums.size(); i++) {
            cur = nums[i] + max(cur, 0LL);
            best = max(best, cur);
        }
        return best;
    }
};
