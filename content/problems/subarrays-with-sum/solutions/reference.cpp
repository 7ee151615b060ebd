class Solution {
public:
    long long countSubarrays(vector<int>& nums, int k) {
        unordered_map<long long, int> seen;
        seen[0] = 1;
        long long total = 0, answer = 0;
        for (int x : nums) {
            total += x;
            auto it = seen.find(total - k);
            if (it != seen.end()) answer += it->second;
            seen[total]++;
        }
        return answer;
    }
};
