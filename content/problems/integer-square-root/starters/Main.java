import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static long isqrt(long x) {
        // Write your code here.
        return 0L;
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
        long x = Long.parseLong(readLine().trim());
        long result = isqrt(x);
        System.out.println(result);
    }
}
