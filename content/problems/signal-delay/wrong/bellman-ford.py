class Solution:
    def signal_delay(self, times: List[List[int]], n: int) -> int:
        inf = float('inf')
        dist = [inf] * n
        dist[0] = 0
        for _ in range(n - 1):
            changed = False
            for u, v, w in times:
                if dist[u] + w < dist[v]:
                    dist[v] = dist[u] + w
                    changed = True
            if not changed:
                break
        return -1 if max(dist) == inf else max(dist)
