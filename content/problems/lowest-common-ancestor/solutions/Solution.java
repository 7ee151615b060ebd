class Solution {
    private TreeNode find(TreeNode node, int p, int q) {
        if (node == null || node.val == p || node.val == q) return node;
        TreeNode l = find(node.left, p, q), r = find(node.right, p, q);
        if (l != null && r != null) return node;
        return l != null ? l : r;
    }

    public int sharedAncestor(TreeNode root, int p, int q) {
        return find(root, p, q).val;
    }
}
