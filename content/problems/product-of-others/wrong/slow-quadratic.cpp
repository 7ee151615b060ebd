class Solution {
public:
    vector<int> productOfOthers(vector<int>& nums) {
        int n = nums.size();
        vector<int> answer(n);
        for (int i = 0; i < n; i++) {
            long long p = 1;
            for (int j = 0; j < n; j++) {
                if (j != i) p *= nums[j];
            }
            answer[i] = (int) p;
        }
        return answer;
    }
};
