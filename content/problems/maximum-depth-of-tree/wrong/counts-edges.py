class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        def edges(node: Optional[TreeNode]) -> int:
            if node is None or (node.left is None and node.right is None):
                return 0
            return 1 + max(edges(node.left), edges(node.right))
        return edges(root)
