import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def max_collinear(points: List[List[int]]) -> int:
    best = 1
    for i, (x0, y0) in enumerate(points):
        count = {}
        for x, y in points[i + 1:]:
            slope = float('inf') if x == x0 else (y - y0) / (x - x0)
            count[slope] = count.get(slope, 0) + 1
        if count:
            best = max(best, 1 + max(count.values()))
    return best


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    rows = int(lines[pos].split()[0])
    points = [[int(x) for x in lines[pos + 1 + i].split()] for i in range(rows)]
    pos += 1 + rows
    result = max_collinear(points)
    print(result)


if __name__ == '__main__':
    main()
