class Solution {
    private int best;

    // keeps a child's branch even when its gain is negative
    private int gain(TreeNode node) {
        if (node == null) return 0;
        int l = gain(node.left), r = gain(node.right);
        best = Math.max(best, node.val + l + r);
        return node.val + Math.max(l, r);
    }

    public int maxPathSum(TreeNode root) {
        best = Integer.MIN_VALUE;
        gain(root);
        return best;
    }
}
