/**
 * @param {TreeNode} root
 * @param {number} p
 * @param {number} q
 * @return {number}
 */
var sharedAncestor = function(root, p, q) {
  const find = (node) => {
    if (node === null || node.val === p || node.val === q) return node;
    const l = find(node.left);
    const r = find(node.right);
    if (l && r) return node;
    return l || r;
  };
  return find(root).val;
};
