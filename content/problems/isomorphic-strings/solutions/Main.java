import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static boolean isCipher(String s, String t) {
        int[] fwd = new int[128], back = new int[128];
        for (int i = 0; i < s.length(); i++) {
            char a = s.charAt(i), b = t.charAt(i);
            if ((fwd[a] != 0 && fwd[a] != b) || (back[b] != 0 && back[b] != a)) return false;
            fwd[a] = b;
            back[b] = a;
        }
        return true;
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
        String t = readLine();
        boolean result = isCipher(s, t);
        System.out.println(result);
    }
}
