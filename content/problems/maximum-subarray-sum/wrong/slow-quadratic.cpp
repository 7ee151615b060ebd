class Solution {
public:
    long long maxSubarraySum(vector<int>& nums) {
        long long best = nums[0];
        for (size_t i = 0; i < nums.size(); i++) {
            long long s = 0;
            for (size_t j = i; j < nums.size(); j++) {
                s += nums[j];
                best = max(best, s);
            }
        }
        return best;
    }
};
