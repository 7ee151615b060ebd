class Solution:
    def max_path_sum(self, root: Optional[TreeNode]) -> int:
        def down(node: Optional[TreeNode]) -> int:
            if node is None:
                return 0
            return node.val + max(0, down(node.left), down(node.right))
        return root.val + max(0, down(root.left)) + max(0, down(root.right))
