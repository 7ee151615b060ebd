import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static boolean isCheerful(long n) {
        Set<Long> seen = new HashSet<>();
        while (n != 1 && seen.add(n)) {
            long s = 0;
            for (long m = n; m > 0; m /= 10) s += (m % 10) * (m % 10);
            n = s;
        }
        return n == 1;
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
        long n = Long.parseLong(readLine().trim());
        boolean result = isCheerful(n);
        System.out.println(result);
    }
}
