class Solution {
public:
    long long trappedWater(vector<int>& heights) {
        int left = 0, right = (int) heights.size() - 1;
        int leftMax = 0, rightMax = 0;
        long long total = 0;
        while (left <= right) {
            if (leftMax <= rightMax) {
                leftMax = max(leftMax, heights[left]);
                total += leftMax - heights[left++];
            } else {
                rightMax = max(rightMax, heights[right]);
                total += rightMax - heights[right--];
            }
        }
        return total;
    }
};
