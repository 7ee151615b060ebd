class Solution:
    def shared_ancestor(self, root: Optional[TreeNode], p: int, q: int) -> int:
        node = root
        lo, hi = min(p, q), max(p, q)
        while node:
            if hi < node.val and node.left:
                node = node.left
            elif lo > node.val and node.right:
                node = node.right
            else:
                return node.val
        return root.val
