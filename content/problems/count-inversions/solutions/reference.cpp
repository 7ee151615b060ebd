class Solution {
public:
    long long countInversions(vector<int>& nums) {
        int n = nums.size();
        vector<int> a(nums), buf(n);
        long long count = 0;
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = min(lo + width, n), hi = min(lo + 2 * width, n);
                int i = lo, j = mid, k = lo;
                while (i < mid && j < hi) {
                    if (a[i] <= a[j]) buf[k++] = a[i++];
                    else {
                        buf[k++] = a[j++];
                        count += mid - i;
                    }
                }
                while (i < mid) buf[k++] = a[i++];
                while (j < hi) buf[k++] = a[j++];
            }
            swap(a, buf);
        }
        return count;
    }
};
