import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static long countSubarrays(int[] nums, long k) {
        Map<Long, Integer> seen = new HashMap<>();
        seen.put(0L, 1);
        long total = 0;
        int answer = 0;
        for (int x : nums) {
            total += x;
            answer += seen.getOrDefault(total - k, 0);
            seen.merge(total, 1, Integer::sum);
        }
        return answer;
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
        int numsLength = Integer.parseInt(readLine().trim());
        String[] numsTokens = readTokens();
        int[] nums = new int[numsLength];
        for (int i = 0; i < numsLength; i++) nums[i] = Integer.parseInt(numsTokens[i]);
        long k = Long.parseLong(readLine().trim());
        long result = countSubarrays(nums, k);
        System.out.println(result);
    }
}
