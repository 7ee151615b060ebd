import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

import heapq


def signal_delay(n: int, edges: List[List[int]]) -> int:
    adj = [[] for _ in range(n)]
    for u, v, w in edges:
        adj[u].append((v, w))
    dist = [-1] * n
    heap = [(0, 0)]
    while heap:
        d, u = heapq.heappop(heap)
        if dist[u] >= 0:
            continue
        dist[u] = d
        for v, w in adj[u]:
            if dist[v] < 0:
                heapq.heappush(heap, (d + w, v))
    return -1 if min(dist) < 0 else max(dist)


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
