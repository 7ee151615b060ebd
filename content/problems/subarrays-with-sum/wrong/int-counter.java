class Solution {
    public long countSubarrays(int[] nums, int k) {
        Map<Long, Integer> seen = new HashMap<>();
        seen.put(0L, 1);
        long total = 0;
        int answer = 0;
        for (int x : nums) {
            total += x;
            answer += seen.getOrDefault(total - k, 0);
            seen.merge(total, 1, Integer::sum);
        }
        return answer;
    }
}
