import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static int countIslands(int[][] grid) {
        int r = grid.length, c = grid[0].length, count = 0;
        boolean[][] seen = new boolean[r][c];
        int[] stack = new int[r * c];
        int[] dx = {1, -1, 0, 0}, dy = {0, 0, 1, -1};
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i][j] != 1 || seen[i][j]) continue;
                count++;
                seen[i][j] = true;
                int top = 0;
                stack[top++] = i * c + j;
                while (top > 0) {
                    int cell = stack[--top], x = cell / c, y = cell % c;
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

    // ---- input/output (do not edit) ----
    private static String[] inputLines;
    private static int inputPos = 0;

    private static String readLine() {
        String s = inputPos < inputLines.length ? inputLines[inputPos] : "";
        inputPos++;
        return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
    }

    private static String[] readTokens() {
        StringTokenizer st = new StringTokenizer(readLine());
        String[] tokens = new String[st.countTokens()];
        for (int i = 0; i < tokens.length; i++) tokens[i] = st.nextToken();
        return tokens;
    }

    public static void main(String[] args) throws IOException {
        inputLines = new String(System.in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1);
        String[] gridHeader = readTokens();
        int[][] grid = new int[Integer.parseInt(gridHeader[0])][];
        for (int i = 0; i < grid.length; i++) {
            String[] row = readTokens();
            grid[i] = new int[row.length];
            for (int j = 0; j < row.length; j++) grid[i][j] = Integer.parseInt(row[j]);
        }
        int result = countIslands(grid);
        System.out.println(result);
    }
}
