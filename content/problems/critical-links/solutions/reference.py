import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def critical_links(n: int, edges: List[List[int]]) -> List[List[int]]:
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    disc = [-1] * n
    low = [0] * n
    parent = [-1] * n
    it = [0] * n
    out = []
    timer = 0
    disc[0] = low[0] = timer
    timer += 1
    stack = [0]
    while stack:
        u = stack[-1]
        if it[u] < len(adj[u]):
            v = adj[u][it[u]]
            it[u] += 1
            if disc[v] < 0:
                parent[v] = u
                disc[v] = low[v] = timer
                timer += 1
                stack.append(v)
            elif v != parent[u]:
                low[u] = min(low[u], disc[v])
        else:
            stack.pop()
            p = parent[u]
            if p >= 0:
                low[p] = min(low[p], low[u])
                if low[u] > disc[p]:
                    out.append([min(p, u), max(p, u)])
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
