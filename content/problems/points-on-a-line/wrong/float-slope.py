class Solution:
    def max_collinear(self, points: List[List[int]]) -> int:
        best = 1
        for i, (x0, y0) in enumerate(points):
            count = {}
            for x, y in points[i + 1:]:
                slope = float('inf') if x == x0 else (y - y0) / (x - x0)
                count[slope] = count.get(slope, 0) + 1
            if count:
                best = max(best, 1 + max(count.values()))
        return best
