class Solution:
    def signal_delay(self, times: List[List[int]], n: int) -> int:
        adj = [[] for _ in range(n)]
        for u, v, w in times:
            adj[u].append((v, w))
        dist = [-1] * n
        dist[0] = 0
        queue = [0]
        for u in queue:
            for v, w in adj[u]:
                if dist[v] < 0:
                    dist[v] = dist[u] + w
                    queue.append(v)
        return -1 if min(dist) < 0 else max(dist)
