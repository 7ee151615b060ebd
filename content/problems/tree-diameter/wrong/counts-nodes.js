/**
 * @param {TreeNode} root
 * @return {number}
 */
var diameter = function(root) {
  let best = 0;
  const height = (node) => {
    if (node === null) return 0;
    const l = height(node.left);
    const r = height(node.right);
    best = Math.max(best, l + r + 1);
    return 1 + Math.max(l, r);
  };
  height(root);
  return best;
};
