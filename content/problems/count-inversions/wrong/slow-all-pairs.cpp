class Solution {
public:
    long long countInversions(vector<int>& nums) {
        long long count = 0;
        for (size_t i = 0; i < nums.size(); i++) {
            for (size_t j = i + 1; j < nums.size(); j++) {
                if (nums[i] > nums[j]) count++;
            }
        }
        return count;
    }
};
