import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static String longestPalindrome(String s) {
        int n = s.length(), bestL = 0, bestLen = 1;
        for (int c = 0; c < 2 * n - 1; c++) {
            int l = c / 2, r = (c + 1) / 2;
            while (l >= 0 && r < n && s.charAt(l) == s.charAt(r)) {
                l--;
                r++;
            }
            if (r - l - 1 > bestLen) {
                bestL = l + 1;
                bestLen = r - l - 1;
            }
        }
        return s.substring(bestL, bestL + bestLen);
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
        String s = readLine();
        String result = longestPalindrome(s);
        System.out.println(result);
    }
}
