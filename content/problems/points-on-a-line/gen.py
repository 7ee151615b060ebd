"""Test inputs of this problem: `npm run content:generate points-on-a-line` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

def distinct(n, lo, hi):
    s = set()
    while len(s) < n:
        s.add((random.randint(lo, hi), random.randint(lo, hi)))
    return [list(p) for p in s]
def with_line(n, k, lo, hi):
    # k points on a random line through a random point, the rest random
    x0, y0 = random.randint(-1000, 1000), random.randint(-1000, 1000)
    dx, dy = random.choice([(1, 2), (3, -7), (0, 1), (5, 0), (-4, 9)])
    pts = {(x0 + t * dx, y0 + t * dy) for t in range(-k // 2, k - k // 2)}
    while len(pts) < n:
        pts.add((random.randint(lo, hi), random.randint(lo, hi)))
    out = [list(p) for p in pts]
    random.shuffle(out)
    return out
# near-parallel directions that doubles cannot tell apart: (1e9, 1e9 - 1) and (1e9 - 1, 1e9 - 2) from the origin
tricky = [[0, 0], [1000000000, 999999999], [999999999, 999999998], [-1000000000, -999999999]]
cases = [[[1, 1], [2, 2], [3, 3]], [[1, 1], [3, 2], [5, 3], [4, 1], [2, 3], [1, 4]], [[0, 0]], [[0, 0], [5, -3]], [[1, 1], [1, 5], [1, -7], [2, 2]],
         [[-1000000000, -1000000000], [1000000000, 1000000000], [0, 0], [1, 2]], tricky, [[-10**9, -1], [10**9, 1], [0, 0]], [[-10**9, 0], [10**9, 0], [0, 10**9], [0, -10**9], [0, 0]],
         with_line(30, 6, -100, 100), with_line(200, 20, -10**9, 10**9), with_line(500, 40, -10**9, 10**9), distinct(500, -10**9, 10**9),
         distinct(500, 0, 30), with_line(500, 300, -10**9, 10**9)]

write_inputs(__file__, cases)
