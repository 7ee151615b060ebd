class Solution {
    public int countIslands(int[][] grid) {
        int r = grid.length, c = grid[0].length;
        boolean[][] seen = new boolean[r][c];
        int[] dx = {1, -1, 0, 0}, dy = {0, 0, 1, -1};
        int[] stack = new int[r * c];
        int count = 0;
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i][j] != 1 || seen[i][j]) continue;
                count++;
                seen[i][j] = true;
                int top = 0;
                stack[top++] = i * c + j;
                while (top > 0) {
                    int cell = stack[--top];
                    int x = cell / c, y = cell % c;
                    for (int d = 0; d < 4; d++) {
                        int nx = x + dx[d], ny = y + dy[d];
                        if (nx >= 0 && nx < r && ny >= 0 && ny < c && grid[nx][ny] == 1 && !seen[nx][ny]) {
                            seen[nx][ny] = true;
                            stack[top++] = nx * c + ny;
                        }
                    }
                }
            }
        }
        return count;
    }
}
