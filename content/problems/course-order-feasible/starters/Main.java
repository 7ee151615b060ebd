import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static boolean canFinish(int n, int[][] edges) {
        // Write your code here.
        return false;
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
        boolean result = canFinish(n, edges);
        System.out.println(result);
    }
}
