import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    static long countInversions(int[] nums) {
        int n = nums.length;
        int[] a = nums.clone(), buf = new int[n];
        long count = 0;
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(lo + width, n), hi = Math.min(lo + 2 * width, n);
                int i = lo, j = mid, k = lo;
                while (i < mid && j < hi) {
                    if (a[i] <= a[j]) buf[k++] = a[i++];
                    else {
                        buf[k++] = a[j++];
                        count += mid - i;
                    }
                }
                while (i < mid) buf[k++] = a[i++];
                while (j < hi) buf[k++] = a[j++];
            }
            int[] t = a;
            a = buf;
            buf = t;
        }
        return count;
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
        long result = countInversions(nums);
        System.out.println(result);
    }
}
