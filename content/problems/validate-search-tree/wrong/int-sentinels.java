class Solution {
    private boolean ok(TreeNode node, int lo, int hi) {
        if (node == null) return true;
        if (node.val <= lo || node.val >= hi) return false;
        return ok(node.left, lo, node.val) && ok(node.right, node.val, hi);
    }

    public boolean isSearchTree(TreeNode root) {
        return ok(root, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }
}
