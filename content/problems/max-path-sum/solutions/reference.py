import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)


class TreeNode:
    def __init__(self, val: int = 0, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None) -> None:
        self.val = val
        self.left = left
        self.right = right


def max_path_sum(root: Optional[TreeNode]) -> int:
    order = []
    stack = [root]
    while stack:
        node = stack.pop()
        order.append(node)
        for c in (node.left, node.right):
            if c:
                stack.append(c)
    gain = {None: 0}
    best = root.val
    for node in reversed(order):
        l, r = max(0, gain[node.left]), max(0, gain[node.right])
        best = max(best, node.val + l + r)
        gain[node] = node.val + max(l, r)
    return best


# ---- input/output (do not edit) ----

def read_tree(line: str) -> Optional[TreeNode]:
    tokens = line.split()
    if not tokens or tokens[0] == 'null':
        return None
    root = TreeNode(int(tokens[0]))
    queue = [root]
    head, i = 0, 1
    while i < len(tokens):
        node = queue[head]
        head += 1
        for side in ('left', 'right'):
            if i < len(tokens) and tokens[i] != 'null':
                child = TreeNode(int(tokens[i]))
                setattr(node, side, child)
                queue.append(child)
            i += 1
    return root


def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    root = read_tree(lines[pos])
    pos += 1
    result = max_path_sum(root)
    print(result)


if __name__ == '__main__':
    main()
