class Solution:
    def is_search_tree(self, root: Optional[TreeNode]) -> bool:
        stack = [root]
        while stack:
            node = stack.pop()
            if node.left:
                if node.left.val >= node.val:
                    return False
                stack.append(node.left)
            if node.right:
                if node.right.val <= node.val:
                    return False
                stack.append(node.right)
        return True
