class Solution:
    def diameter(self, root: Optional[TreeNode]) -> int:
        best = 0
        order = []
        stack = [root]
        while stack:
            node = stack.pop()
            order.append(node)
            for c in (node.left, node.right):
                if c:
                    stack.append(c)
        height = {None: 0}
        for node in reversed(order):
            l, r = height[node.left], height[node.right]
            best = max(best, l + r)
            height[node] = 1 + max(l, r)
        return best
