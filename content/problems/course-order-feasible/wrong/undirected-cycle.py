class Solution:
    def can_finish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        parent = list(range(numCourses))

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for u, v in prerequisites:
            a, b = find(u), find(v)
            if a == b:
                return False
            parent[a] = b
        return True
