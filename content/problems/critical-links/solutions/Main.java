import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static List<List<Integer>> criticalLinks(int n, int[][] edges) {
        int[] deg = new int[n];
        for (int[] e : edges) {
            deg[e[0]]++;
            deg[e[1]]++;
        }
        int[][] adj = new int[n][];
        for (int i = 0; i < n; i++) adj[i] = new int[deg[i]];
        int[] fill = new int[n];
        for (int[] e : edges) {
            adj[e[0]][fill[e[0]]++] = e[1];
            adj[e[1]][fill[e[1]]++] = e[0];
        }
        int[] disc = new int[n], low = new int[n], parent = new int[n], it = new int[n], stack = new int[n];
        Arrays.fill(disc, -1);
        Arrays.fill(parent, -1);
        List<long[]> found = new ArrayList<>();
        int timer = 0, top = 0;
        disc[0] = low[0] = timer++;
        stack[top++] = 0;
        while (top > 0) {
            int u = stack[top - 1];
            if (it[u] < adj[u].length) {
                int v = adj[u][it[u]++];
                if (disc[v] < 0) {
                    parent[v] = u;
                    disc[v] = low[v] = timer++;
                    stack[top++] = v;
                } else if (v != parent[u]) {
                    low[u] = Math.min(low[u], disc[v]);
                }
            } else {
                top--;
                int p = parent[u];
                if (p >= 0) {
                    low[p] = Math.min(low[p], low[u]);
                    if (low[u] > disc[p]) found.add(new long[] {Math.min(p, u), Math.max(p, u)});
                }
            }
        }
        found.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        List<List<Integer>> out = new ArrayList<>();
        for (long[] e : found) out.add(Arrays.asList((int) e[0], (int) e[1]));
        return out;
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
        String[] edgesHeader = readTokens();
        int n = Integer.parseInt(edgesHeader[0]);
        int[][] edges = new int[Integer.parseInt(edgesHeader[1])][];
        for (int i = 0; i < edges.length; i++) {
            String[] row = readTokens();
            edges[i] = new int[row.length];
            for (int j = 0; j < row.length; j++) edges[i][j] = Integer.parseInt(row[j]);
        }
        List<List<Integer>> result = criticalLinks(n, edges);
        StringBuilder sb = new StringBuilder();
        sb.append(result.size()).append('\n');
        for (List<?> row : result) {
            for (int i = 0; i < row.size(); i++) {
                if (i > 0) sb.append(' ');
                sb.append(row.get(i));
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
