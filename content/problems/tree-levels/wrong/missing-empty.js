/**
 * @param {TreeNode} root
 * @return {number[][]}
 */
var levels = function(root) {
  const out = [[root.val]];
  let level = [root];
  while (true) {
    const next = [];
    for (const node of level) {
      if (node.left) next.push(node.left);
      if (node.right) next.push(node.right);
    }
    if (next.length === 0) return out;
    out.push(next.map((node) => node.val));
    level = next;
  }
};
