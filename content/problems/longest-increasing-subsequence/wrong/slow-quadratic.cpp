class Solution {
public:
    int longestRising(vector<int>& nums) {
        int n = nums.size(), answer = 0;
        vector<int> best(n, 1);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                if (nums[j] < nums[i] && best[j] + 1 > best[i]) best[i] = best[j] + 1;
            }
            answer = max(answer, best[i]);
        }
        return answer;
    }
};
