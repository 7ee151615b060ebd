/**
 * @param {TreeNode} root
 * @return {TreeNode}
 */
var mirrorTree = function(root) {
  if (root === null) return null;
  const left = mirrorTree(root.left);
  root.left = mirrorTree(root.right);
  root.right = left;
  return root;
};
