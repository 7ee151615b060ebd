class Solution:
    def diameter(self, root: Optional[TreeNode]) -> int:
        def h(node: Optional[TreeNode]) -> int:
            return 0 if node is None else 1 + max(h(node.left), h(node.right))
        return h(root.left) + h(root.right)
