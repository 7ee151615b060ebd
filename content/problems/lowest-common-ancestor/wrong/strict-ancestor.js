'use strict';
class TreeNode {
  constructor(val = 0, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

function sharedAncestor(root, p, q) {
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
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';

function readTree(line) {
  const tokens = line.trim().split(/\s+/).filter((t) => t.length > 0);
  if (tokens.length === 0 || tokens[0] === 'null') return null;
  const root = new TreeNode(Number(tokens[0]));
  const queue = [root];
  let head = 0;
  let i = 1;
  while (i < tokens.length) {
    const node = queue[head++];
    if (i < tokens.length && tokens[i] !== 'null') {
      node.left = new TreeNode(Number(tokens[i]));
      queue.push(node.left);
    }
    i++;
    if (i < tokens.length && tokens[i] !== 'null') {
      node.right = new TreeNode(Number(tokens[i]));
      queue.push(node.right);
    }
    i++;
  }
  return root;
}

const root = readTree(readLine());
const p = Number(readLine().trim());
const q = Number(readLine().trim());
const result = sharedAncestor(root, p, q);
console.log(String(result));
