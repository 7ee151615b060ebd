/**
 * @param {TreeNode} root
 * @return {number}
 */
var maxDepth = function(root) {
  let d = 0;
  while (root !== null) {
    d++;
    root = root.left !== null ? root.left : root.right;
  }
  return d;
};
