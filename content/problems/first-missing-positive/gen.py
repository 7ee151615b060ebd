"""Test inputs of this problem: `npm run content:generate first-missing-positive` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

big = list(range(1, 100001))
random.shuffle(big)
hole = list(big)
hole[hole.index(33123)] = -5
cases = [[1, 2, 0], [7, 8, 9, 11, 12], [1], [2], [-1], [1, 1], [3, 4, -1, 1], [2, 2, 2, 1], [2147483647, -2147483648, 1, 2],
         [0, -1, 3, 1], [random.randint(-10, 20) for _ in range(30)], big, hole, [random.randint(-2**31, 2**31 - 1) for _ in range(5000)],
         list(range(2, 20002))]

write_inputs(__file__, cases)
