import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def can_finish(n: int, edges: List[List[int]]) -> bool:
    adj = [[] for _ in range(n)]
    indeg = [0] * n
    for u, v in edges:
        adj[u].append(v)
        indeg[v] += 1
    queue = [i for i in range(n) if indeg[i] == 0]
    for u in queue:
        for v in adj[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                queue.append(v)
    return len(queue) == n


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    rows = int(lines[pos].split()[0])
    n = rows
    rows = int(lines[pos].split()[1])
    edges = [[int(x) for x in lines[pos + 1 + i].split()] for i in range(rows)]
    pos += 1 + rows
    result = can_finish(n, edges)
    print('true' if result else 'false')


if __name__ == '__main__':
    main()
