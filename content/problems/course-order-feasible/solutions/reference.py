class Solution:
    def can_finish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        adj = [[] for _ in range(numCourses)]
        indeg = [0] * numCourses
        for u, v in prerequisites:
            adj[u].append(v)
            indeg[v] += 1
        queue = [i for i in range(numCourses) if indeg[i] == 0]
        for u in queue:
            for v in adj[u]:
                indeg[v] -= 1
                if indeg[v] == 0:
                    queue.append(v)
        return len(queue) == numCourses
