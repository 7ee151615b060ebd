class Solution {
    private int best;

    // a leaf has height 0 (edges), so l + r misses the two edges down to the children
    private int height(TreeNode node) {
        if (node == null || (node.left == null && node.right == null)) return 0;
        int l = height(node.left), r = height(node.right);
        best = Math.max(best, l + r);
        return 1 + Math.max(l, r);
    }

    public int diameter(TreeNode root) {
        best = 0;
        height(root);
        return best;
    }
}
