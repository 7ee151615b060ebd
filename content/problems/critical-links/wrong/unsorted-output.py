import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def critical_links(n: int, edges: List[List[int]]) -> List[List[int]]:
    import sys
    sys.setrecursionlimit(100000)
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    disc = [-1] * n
    low = [0] * n
    out = []
    timer = [0]
    def dfs(u: int, p: int) -> None:
        disc[u] = low[u] = timer[0]
        timer[0] += 1
        for v in adj[u]:
            if disc[v] < 0:
                dfs(v, u)
                low[u] = min(low[u], low[v])
                if low[v] > disc[u]:
                    out.append([min(u, v), max(u, v)])
            elif v != p:
                low[u] = min(low[u], disc[v])
    dfs(0, -1)
    return out


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
