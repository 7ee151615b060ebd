import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def signal_delay(n: int, edges: List[List[int]]) -> int:
    inf = float('inf')
    dist = [inf] * n
    dist[0] = 0
    for _ in range(n - 1):
        changed = False
        for u, v, w in edges:
            if dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                changed = True
        if not changed:
            break
    return -1 if max(dist) == inf else max(dist)


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    rows = int(lines[pos].split()[0])
    n = rows
    rows = int(lines[pos].split()[1])
    edges = [[int(x) for x in lines[pos + 1 + i].split()] for i in range(rows)]
    pos += 1 + rows
    result = signal_delay(n, edges)
    print(result)


if __name__ == '__main__':
    main()
