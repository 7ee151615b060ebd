'use strict';
class TreeNode {
  constructor(val = 0, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

function mirrorTree(root) {
  if (root === null) return null;
  const tmp = root.left;
  root.left = root.right;
  root.right = tmp;
  // both assignments below mirror the already-swapped subtrees, then swap them back
  root.left = mirrorTree(root.right);
  root.right = mirrorTree(tmp);
  return root;
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


function writeTree(root) {
  const out = [];
  const queue = [root];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node === null) {
      out.push('null');
    } else {
      out.push(String(node.val));
      queue.push(node.left, node.right);
    }
  }
  while (out.length > 0 && out[out.length - 1] === 'null') out.pop();
  return out.length > 0 ? out.join(' ') : 'null';
}

const root = readTree(readLine());
const result = mirrorTree(root);
console.log(writeTree(result));
