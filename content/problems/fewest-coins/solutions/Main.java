import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static int fewestCoins(int[] coins, int amount) {
        int inf = amount + 1;
        int[] best = new int[amount + 1];
        Arrays.fill(best, inf);
        best[0] = 0;
        for (int c : coins) {
            for (int a = c; a <= amount; a++) if (best[a - c] + 1 < best[a]) best[a] = best[a - c] + 1;
        }
        return best[amount] == inf ? -1 : best[amount];
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
        int coinsLength = Integer.parseInt(readLine().trim());
        String[] coinsTokens = readTokens();
        int[] coins = new int[coinsLength];
        for (int i = 0; i < coinsLength; i++) coins[i] = Integer.parseInt(coinsTokens[i]);
        int amount = Integer.parseInt(readLine().trim());
        int result = fewestCoins(coins, amount);
        System.out.println(result);
    }
}
