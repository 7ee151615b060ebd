/**
 * @param {TreeNode} root
 * @return {number[][]}
 */
var levels = function(root) {
  const out = [];
  let level = root ? [root] : [];
  while (level.length > 0) {
    out.push(level.map((node) => node.val));
    const next = [];
    for (const node of level) {
      if (node.left) next.push(node.left);
      if (node.right) next.push(node.right);
    }
    level = next;
  }
  return out;
};
