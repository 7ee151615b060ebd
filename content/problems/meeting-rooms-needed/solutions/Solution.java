class Solution {
    public int roomsNeeded(int[][] meetings) {
        int n = meetings.length;
        int[] starts = new int[n], ends = new int[n];
        for (int i = 0; i < n; i++) {
            starts[i] = meetings[i][0];
            ends[i] = meetings[i][1];
        }
        Arrays.sort(starts);
        Arrays.sort(ends);
        int j = 0, running = 0, best = 0;
        for (int s : starts) {
            while (ends[j] <= s) {
                j++;
                running--;
            }
            running++;
            best = Math.max(best, running);
        }
        return best;
    }
}
