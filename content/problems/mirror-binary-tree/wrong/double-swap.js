/**
 * @param {TreeNode} root
 * @return {TreeNode}
 */
var mirrorTree = function(root) {
  if (root === null) return null;
  const tmp = root.left;
  root.left = root.right;
  root.right = tmp;
  // both assignments below mirror the already-swapped subtrees, then swap them back
  root.left = mirrorTree(root.right);
  root.right = mirrorTree(tmp);
  return root;
};
