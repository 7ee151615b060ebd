from math import gcd


class Solution:
    def max_collinear(self, points: List[List[int]]) -> int:
        best = 1
        for i, (x0, y0) in enumerate(points):
            count = {}
            for x, y in points[i + 1:]:
                dx, dy = x - x0, y - y0
                g = gcd(dx, dy)
                dx, dy = dx // g, dy // g
                if dx < 0 or (dx == 0 and dy < 0):
                    dx, dy = -dx, -dy
                count[(dx, dy)] = count.get((dx, dy), 0) + 1
            if count:
                best = max(best, 1 + max(count.values()))
        return best
