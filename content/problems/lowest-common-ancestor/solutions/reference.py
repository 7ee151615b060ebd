class Solution:
    def shared_ancestor(self, root: Optional[TreeNode], p: int, q: int) -> int:
        parent = {root.val: None}
        depth = {root.val: 0}
        stack = [root]
        while stack:
            node = stack.pop()
            for c in (node.left, node.right):
                if c:
                    parent[c.val] = node.val
                    depth[c.val] = depth[node.val] + 1
                    stack.append(c)
        while p != q:
            if depth[p] >= depth[q]:
                p = parent[p]
            else:
                q = parent[q]
        return p
