class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        depth = 0
        level = [root] if root else []
        while level:
            depth += 1
            level = [c for node in level for c in (node.left, node.right) if c]
        return depth
