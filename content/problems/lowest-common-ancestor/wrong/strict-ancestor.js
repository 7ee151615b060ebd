/**
 * @param {TreeNode} root
 * @param {number} p
 * @param {number} q
 * @return {number}
 */
var sharedAncestor = function(root, p, q) {
  // treats "ancestor" as a proper ancestor, so it returns the parent when p is above q
  const parent = new Map();
  const stack = [root];
  parent.set(root.val, null);
  while (stack.length) {
    const node = stack.pop();
    for (const c of [node.left, node.right]) {
      if (c) {
        parent.set(c.val, node);
        stack.push(c);
      }
    }
  }
  const seen = new Set();
  for (let a = parent.get(p); a; a = parent.get(a.val)) seen.add(a.val);
  for (let b = parent.get(q); b; b = parent.get(b.val)) if (seen.has(b.val)) return b.val;
  return root.val;
};
