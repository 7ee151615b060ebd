class Solution:
    def critical_links(self, n: int, connections: List[List[int]]) -> List[List[int]]:
        out = []
        for skip in range(len(connections)):
            adj = [[] for _ in range(n)]
            for k, (u, v) in enumerate(connections):
                if k != skip:
                    adj[u].append(v)
                    adj[v].append(u)
            seen = [False] * n
            seen[0] = True
            stack = [0]
            while stack:
                for v in adj[stack.pop()]:
                    if not seen[v]:
                        seen[v] = True
                        stack.append(v)
            if not all(seen):
                u, v = connections[skip]
                out.append([min(u, v), max(u, v)])
        return sorted(out)
