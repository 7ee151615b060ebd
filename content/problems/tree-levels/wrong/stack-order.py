class Solution:
    def levels(self, root: Optional[TreeNode]) -> List[List[int]]:
        out: List[List[int]] = []
        stack = [(root, 0)] if root else []
        while stack:
            node, d = stack.pop()
            if d == len(out):
                out.append([])
            out[d].append(node.val)
            for c in (node.left, node.right):
                if c:
                    stack.append((c, d + 1))
        return out
