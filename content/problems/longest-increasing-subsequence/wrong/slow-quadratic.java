class Solution {
    public int longestRising(int[] nums) {
        int[] best = new int[nums.length];
        int answer = 0;
        for (int i = 0; i < nums.length; i++) {
            best[i] = 1;
            for (int j = 0; j < i; j++) {
                if (nums[j] < nums[i] && best[j] + 1 > best[i]) best[i] = best[j] + 1;
            }
            answer = Math.max(answer, best[i]);
        }
        return answer;
    }
}
