class Solution {
public:
    int firstMissing(vector<int>& nums) {
        int n = nums.size();
        vector<int> a(nums);
        for (int i = 0; i < n; i++) {
            // one swap per index: the value swapped in is never placed itself
            if (a[i] >= 1 && a[i] <= n && a[a[i] - 1] != a[i]) swap(a[i], a[a[i] - 1]);
        }
        for (int i = 0; i < n; i++) if (a[i] != i + 1) return i + 1;
        return n + 1;
    }
};
