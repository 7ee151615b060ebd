class Solution {
    public int longestRun(int[] nums) {
        int[] a = nums.clone();
        Arrays.sort(a);
        int best = 1, cur = 1;
        for (int i = 1; i < a.length; i++) {
            if (a[i] == a[i - 1]) continue;
            cur = a[i] == a[i - 1] + 1 ? cur + 1 : 1;
            best = Math.max(best, cur);
        }
        return best;
    }
}
