class Solution {
public:
    vector<int> topK(vector<int>& nums, int k) {
        // one scan of the whole array per distinct value: O(n * d)
        set<int> seen(nums.begin(), nums.end());
        vector<pair<int, int>> counted;
        for (int v : seen) counted.push_back({-(int) count(nums.begin(), nums.end(), v), v});
        sort(counted.begin(), counted.end());
        vector<int> answer;
        for (int i = 0; i < k; i++) answer.push_back(counted[i].second);
        return answer;
    }
};
