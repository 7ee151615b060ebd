import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def critical_links(n: int, edges: List[List[int]]) -> List[List[int]]:
    out = []
    for skip in range(len(edges)):
        adj = [[] for _ in range(n)]
        for k, (u, v) in enumerate(edges):
            if k != skip:
                adj[u].append(v)
                adj[v].append(u)
        seen = [False] * n
        seen[0] = True
        stack = [0]
        while stack:
            for v in adj[stack.pop()]:
                if not seen[v]:
                    seen[v] = True
                    stack.append(v)
        if not all(seen):
            u, v = edges[skip]
            out.append([min(u, v), max(u, v)])
    return sorted(out)


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    rows = int(lines[pos].split()[0])
    n = rows
    rows = int(lines[pos].split()[1])
    edges = [[int(x) for x in lines[pos + 1 + i].split()] for i in range(rows)]
    pos += 1 + rows
    result = critical_links(n, edges)
    print('\n'.join([str(len(result))] + [' '.join(str(x) for x in row) for row in result]))


if __name__ == '__main__':
    main()
