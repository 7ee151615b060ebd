class Solution:
    def fewest_hops(self, n: int, edges: List[List[int]]) -> int:
        adj = [[] for _ in range(n)]
        for u, v in edges:
            adj[u].append(v)
            adj[v].append(u)
        dist = [-1] * n
        dist[0] = 0
        stack = [0]
        while stack:
            u = stack.pop()
            for v in adj[u]:
                if dist[v] < 0:
                    dist[v] = dist[u] + 1
                    stack.append(v)
        return dist[n - 1]
