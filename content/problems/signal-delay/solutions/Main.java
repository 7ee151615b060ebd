import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static long signalDelay(int n, int[][] edges) {
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) adj.get(e[0]).add(new int[] {e[1], e[2]});
        long[] dist = new long[n];
        Arrays.fill(dist, -1);
        PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        heap.add(new long[] {0, 0});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            int u = (int) top[1];
            if (dist[u] >= 0) continue;
            dist[u] = top[0];
            for (int[] vw : adj.get(u)) if (dist[vw[0]] < 0) heap.add(new long[] {top[0] + vw[1], vw[0]});
        }
        long worst = 0;
        for (long d : dist) {
            if (d < 0) return -1;
            worst = Math.max(worst, d);
        }
        return worst;
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
        long result = signalDelay(n, edges);
        System.out.println(result);
    }
}
