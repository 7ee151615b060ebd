class Solution {
public:
    bool nearbyDuplicate(vector<int>& nums, int k) {
        unordered_map<int, int> last;
        for (int j = 0; j < (int) nums.size(); j++) {
            auto it = last.find(nums[j]);
            if (it != last.end() && j - it->second <= k) return true;
            last[nums[j]] = j;
        }
        return false;
    }
};
