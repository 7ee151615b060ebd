import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static long gcd(long a, long b) {
        a = Math.abs(a);
        b = Math.abs(b);
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    static int maxCollinear(int[][] points) {
        int best = 1;
        for (int i = 0; i < points.length; i++) {
            Map<String, Integer> count = new HashMap<>();
            for (int j = i + 1; j < points.length; j++) {
                long dx = (long) points[j][0] - points[i][0], dy = (long) points[j][1] - points[i][1];
                long g = gcd(dx, dy);
                dx /= g;
                dy /= g;
                if (dx < 0 || (dx == 0 && dy < 0)) {
                    dx = -dx;
                    dy = -dy;
                }
                int c = count.merge(dx + "," + dy, 1, Integer::sum);
                best = Math.max(best, c + 1);
            }
        }
        return best;
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
        String[] pointsHeader = readTokens();
        int[][] points = new int[Integer.parseInt(pointsHeader[0])][];
        for (int i = 0; i < points.length; i++) {
            String[] row = readTokens();
            points[i] = new int[row.length];
            for (int j = 0; j < row.length; j++) points[i][j] = Integer.parseInt(row[j]);
        }
        int result = maxCollinear(points);
        System.out.println(result);
    }
}
