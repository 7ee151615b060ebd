function sharedAncestor(root: TreeNode | null, p: number, q: number): number {
  const find = (node: TreeNode | null): TreeNode | null => {
    if (node === null || node.val === p || node.val === q) return node;
    const l = find(node.left);
    const r = find(node.right);
    if (l && r) return node;
    return l || r;
  };
  const found = find(root);
  return found === null ? -1 : found.val;
}
