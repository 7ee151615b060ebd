class Solution {
    public boolean canFinish(int numCourses, int[][] prerequisites) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < numCourses; i++) adj.add(new ArrayList<>());
        int[] indeg = new int[numCourses];
        for (int[] e : prerequisites) {
            adj.get(e[0]).add(e[1]);
            indeg[e[1]]++;
        }
        int[] queue = new int[numCourses];
        int tail = 0;
        for (int i = 0; i < numCourses; i++) if (indeg[i] == 0) queue[tail++] = i;
        for (int h = 0; h < tail; h++) {
            for (int v : adj.get(queue[h])) if (--indeg[v] == 0) queue[tail++] = v;
        }
        return tail == numCourses;
    }
}
