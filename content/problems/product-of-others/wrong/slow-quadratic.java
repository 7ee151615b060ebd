class Solution {
    public int[] productOfOthers(int[] nums) {
        int[] answer = new int[nums.length];
        for (int i = 0; i < nums.length; i++) {
            int p = 1;
            for (int j = 0; j < nums.length; j++) {
                if (j != i) p *= nums[j];
            }
            answer[i] = p;
        }
        return answer;
    }
}
