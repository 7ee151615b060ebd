class Solution:
    def max_path_sum(self, root: Optional[TreeNode]) -> int:
        best = 0

        def gain(node: Optional[TreeNode]) -> int:
            nonlocal best
            if node is None:
                return 0
            l, r = max(0, gain(node.left)), max(0, gain(node.right))
            best = max(best, node.val + l + r)
            return node.val + max(l, r)
        gain(root)
        return best
