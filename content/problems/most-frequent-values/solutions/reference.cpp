class Solution {
public:
    vector<int> topK(vector<int>& nums, int k) {
        unordered_map<int, int> count;
        for (int x : nums) count[x]++;
        vector<int> values;
        values.reserve(count.size());
        for (const auto& entry : count) values.push_back(entry.first);
        sort(values.begin(), values.end(), [&](int a, int b) {
            return count[a] != count[b] ? count[a] > count[b] : a < b;
        });
        values.resize(k);
        return values;
    }
};
