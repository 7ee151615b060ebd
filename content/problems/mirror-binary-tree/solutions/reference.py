class Solution:
    def mirror_tree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        stack = [root] if root else []
        while stack:
            node = stack.pop()
            node.left, node.right = node.right, node.left
            for child in (node.left, node.right):
                if child:
                    stack.append(child)
        return root
