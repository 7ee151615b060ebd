class Solution {
public:
    long long trappedWater(vector<int>& heights) {
        long long total = 0;
        int n = heights.size();
        for (int i = 0; i < n; i++) {
            int left = 0, right = 0;
            for (int j = 0; j <= i; j++) left = max(left, heights[j]);
            for (int j = i; j < n; j++) right = max(right, heights[j]);
            total += min(left, right) - heights[i];
        }
        return total;
    }
};
