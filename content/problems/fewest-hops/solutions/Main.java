import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static int fewestHops(int n, int[][] edges) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            adj.get(e[1]).add(e[0]);
        }
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        dist[0] = 0;
        int[] queue = new int[n];
        int head = 0, tail = 0;
        queue[tail++] = 0;
        while (head < tail) {
            int u = queue[head++];
            for (int v : adj.get(u)) {
                if (dist[v] < 0) {
                    dist[v] = dist[u] + 1;
                    queue[tail++] = v;
                }
            }
        }
        return dist[n - 1];
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
        int result = fewestHops(n, edges);
        System.out.println(result);
    }
}
