import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;

class TreeNode {
    int val;
    TreeNode left;
    TreeNode right;

    TreeNode(int val) {
        this.val = val;
    }
}

public class Main {
    static boolean ok(TreeNode node, int lo, int hi) {
        if (node == null) return true;
        if (node.val <= lo || node.val >= hi) return false;
        return ok(node.left, lo, node.val) && ok(node.right, node.val, hi);
    }

    static boolean isSearchTree(TreeNode root) {
        return ok(root, Integer.MIN_VALUE, Integer.MAX_VALUE);
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

    private static TreeNode readTree(String line) {
        String[] t = line.trim().isEmpty() ? new String[0] : line.trim().split("\\s+");
        if (t.length == 0 || t[0].equals("null")) return null;
        TreeNode root = new TreeNode(Integer.parseInt(t[0]));
        ArrayDeque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        int i = 1;
        while (i < t.length) {
            TreeNode node = queue.poll();
            if (i < t.length && !t[i].equals("null")) {
                node.left = new TreeNode(Integer.parseInt(t[i]));
                queue.add(node.left);
            }
            i++;
            if (i < t.length && !t[i].equals("null")) {
                node.right = new TreeNode(Integer.parseInt(t[i]));
                queue.add(node.right);
            }
            i++;
        }
        return root;
    }

    private static String writeTree(TreeNode root) {
        List<String> out = new ArrayList<>();
        List<TreeNode> queue = new ArrayList<>();
        queue.add(root);
        for (int head = 0; head < queue.size(); head++) {
            TreeNode node = queue.get(head);
            if (node == null) {
                out.add("null");
            } else {
                out.add(String.valueOf(node.val));
                queue.add(node.left);
                queue.add(node.right);
            }
        }
        while (!out.isEmpty() && out.get(out.size() - 1).equals("null")) out.remove(out.size() - 1);
        return out.isEmpty() ? "null" : String.join(" ", out);
    }

    public static void main(String[] args) throws IOException {
        inputLines = new String(System.in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1);
        TreeNode root = readTree(readLine());
        boolean result = isSearchTree(root);
        System.out.println(result);
    }
}
