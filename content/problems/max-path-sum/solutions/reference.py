class Solution:
    def max_path_sum(self, root: Optional[TreeNode]) -> int:
        order = []
        stack = [root]
        while stack:
            node = stack.pop()
            order.append(node)
            for c in (node.left, node.right):
                if c:
                    stack.append(c)
        gain = {None: 0}
        best = root.val
        for node in reversed(order):
            l, r = max(0, gain[node.left]), max(0, gain[node.right])
            best = max(best, node.val + l + r)
            gain[node] = node.val + max(l, r)
        return best
