class Solution {
    public int firstMissing(int[] nums) {
        int n = nums.length;
        int[] a = nums.clone();
        for (int i = 0; i < n; i++) {
            while (a[i] >= 1 && a[i] <= n && a[a[i] - 1] != a[i]) {
                int j = a[i] - 1, t = a[i];
                a[i] = a[j];
                a[j] = t;
            }
        }
        for (int i = 0; i < n; i++) if (a[i] != i + 1) return i + 1;
        return n + 1;
    }
}
