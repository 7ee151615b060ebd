class Solution {
public:
    vector<vector<int>> mergeSlots(vector<vector<int>>& slots) {
        vector<vector<int>> sorted = slots;
        sort(sorted.begin(), sorted.end());
        vector<vector<int>> out;
        for (auto& slot : sorted) {
            if (!out.empty() && slot[0] <= out.back()[1]) out.back()[1] = max(out.back()[1], slot[1]);
            else out.push_back({slot[0], slot[1]});
        }
        return out;
    }
};
