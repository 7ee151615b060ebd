class Solution:
    def critical_links(self, n: int, connections: List[List[int]]) -> List[List[int]]:
        adj = [[] for _ in range(n)]
        for u, v in connections:
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
