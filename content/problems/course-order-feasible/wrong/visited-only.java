class Solution {
    public boolean canFinish(int numCourses, int[][] prerequisites) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < numCourses; i++) adj.add(new ArrayList<>());
        for (int[] e : prerequisites) adj.get(e[0]).add(e[1]);
        // one visited mark for "seen anywhere", without telling apart "on the current path"
        boolean[] visited = new boolean[numCourses];
        for (int start = 0; start < numCourses; start++) {
            if (visited[start]) continue;
            Deque<Integer> stack = new ArrayDeque<>();
            stack.push(start);
            visited[start] = true;
            while (!stack.isEmpty()) {
                int u = stack.pop();
                for (int v : adj.get(u)) {
                    if (visited[v]) return false;
                    visited[v] = true;
                    stack.push(v);
                }
            }
        }
        return true;
    }
}
