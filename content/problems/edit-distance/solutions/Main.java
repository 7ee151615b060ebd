import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            int[] cur = new int[b.length() + 1];
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                cur[j] = a.charAt(i - 1) == b.charAt(j - 1) ? prev[j - 1] : 1 + Math.min(prev[j - 1], Math.min(prev[j], cur[j - 1]));
            }
            prev = cur;
        }
        return prev[b.length()];
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
        String a = readLine();
        String b = readLine();
        int result = editDistance(a, b);
        System.out.println(result);
    }
}
