class TreeNode {
  val: number;
  left: TreeNode | null;
  right: TreeNode | null;
  constructor(val = 0, left: TreeNode | null = null, right: TreeNode | null = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

function mirrorTree(root: TreeNode | null): TreeNode | null {
  // Write your code here.
  return null;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';

function readTree(line: string): TreeNode | null {
  const tokens = line.trim().split(/\s+/).filter((t: string) => t.length > 0);
  if (tokens.length === 0 || tokens[0] === 'null') return null;
  const root = new TreeNode(Number(tokens[0]));
  const queue: TreeNode[] = [root];
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


function writeTree(root: TreeNode | null): string {
  const out: string[] = [];
  const queue: (TreeNode | null)[] = [root];
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

const root: TreeNode | null = readTree(readLine());
const result = mirrorTree(root);
console.log(writeTree(result));
