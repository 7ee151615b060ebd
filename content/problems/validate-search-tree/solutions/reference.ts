function isSearchTree(root: TreeNode | null): boolean {
  const ok = (node: TreeNode | null, lo: number, hi: number): boolean =>
    node === null || (node.val > lo && node.val < hi && ok(node.left, lo, node.val) && ok(node.right, node.val, hi));
  return ok(root, -Infinity, Infinity);
}
