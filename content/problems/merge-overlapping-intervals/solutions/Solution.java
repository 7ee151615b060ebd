class Solution {
    public int[][] mergeSlots(int[][] slots) {
        int[][] sorted = slots.clone();
        Arrays.sort(sorted, (a, b) -> Integer.compare(a[0], b[0]));
        List<int[]> out = new ArrayList<>();
        for (int[] slot : sorted) {
            int[] last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && slot[0] <= last[1]) last[1] = Math.max(last[1], slot[1]);
            else out.add(new int[] {slot[0], slot[1]});
        }
        return out.toArray(new int[0][]);
    }
}
