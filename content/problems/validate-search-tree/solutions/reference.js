/**
 * @param {TreeNode} root
 * @return {boolean}
 */
var isSearchTree = function(root) {
  const ok = (node, lo, hi) => node === null || (node.val > lo && node.val < hi && ok(node.left, lo, node.val) && ok(node.right, node.val, hi));
  return ok(root, -Infinity, Infinity);
};
