class Solution {
    public int longestRun(int[] nums) {
        Set<Integer> values = new HashSet<>();
        for (int x : nums) values.add(x);
        int best = 0;
        for (int x : nums) {
            long y = x;
            while (y + 1 <= Integer.MAX_VALUE && values.contains((int) (y + 1))) y++;
            best = (int) Math.max(best, y - x + 1);
        }
        return best;
    }
}
