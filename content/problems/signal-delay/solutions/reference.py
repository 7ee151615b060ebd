import heapq


class Solution:
    def signal_delay(self, times: List[List[int]], n: int) -> int:
        adj = [[] for _ in range(n)]
        for u, v, w in times:
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
