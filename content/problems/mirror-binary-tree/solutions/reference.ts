function mirrorTree(root: TreeNode | null): TreeNode | null {
  if (root === null) return null;
  const left = mirrorTree(root.left);
  root.left = mirrorTree(root.right);
  root.right = left;
  return root;
}
