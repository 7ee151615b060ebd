class Solution {
    public int[] topK(int[] nums, int k) {
        // one scan of the whole array per distinct value: O(n * d)
        int[] distinct = Arrays.stream(nums).distinct().toArray();
        long[] keyed = new long[distinct.length];
        for (int i = 0; i < distinct.length; i++) {
            int count = 0;
            for (int x : nums) if (x == distinct[i]) count++;
            keyed[i] = -(long) count * (1L << 32) + i;
        }
        Arrays.sort(keyed);
        int[] answer = new int[k];
        for (int i = 0; i < k; i++) answer[i] = distinct[(int) (keyed[i] & 0xffffffffL)];
        return answer;
    }
}
