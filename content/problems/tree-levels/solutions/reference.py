class Solution:
    def levels(self, root: Optional[TreeNode]) -> List[List[int]]:
        out: List[List[int]] = []
        level = [root] if root else []
        while level:
            out.append([node.val for node in level])
            level = [c for node in level for c in (node.left, node.right) if c]
        return out
