"""Test inputs of this problem: `npm run content:generate rotate-grid-in-place` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261124)


def grid(n, lo=-1000, hi=1000):
    return [[random.randint(lo, hi) for _ in range(n)] for _ in range(n)]


def counting(n):
    """Rows 1..n, n+1..2n, ...: each value says where it started."""
    return [[i * n + j + 1 for j in range(n)] for i in range(n)]


# a single argument per case: each case is the matrix itself
cases = [
    counting(3),
    counting(4),
    [[42]],
    [[1, 2], [3, 4]],
    # symmetric: a transpose leaves it unchanged, a rotation does not
    [[1, 7, 3], [7, 5, 9], [3, 9, 2]],
    # extremes of the value range and repeated values
    [[-1000, 1000], [1000, -1000]],
    [[0, 0, 0], [0, -1000, 0], [1000, 0, 0]],
    counting(5),
    grid(6),
    grid(11),
    grid(50),
    grid(121),
    grid(200, -9, 9),
]

write_inputs(__file__, cases)
