import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static List<List<String>> groupWords(String[] words) {
        // Write your code here.
        return new ArrayList<>();
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
        int wordsLength = Integer.parseInt(readLine().trim());
        String[] words = Arrays.copyOf(readTokens(), wordsLength);
        List<List<String>> result = groupWords(words);
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
