"""Test inputs of this problem: `npm run content:generate longest-increasing-subsequence` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [[10, 9, 2, 5, 3, 7, 101, 18], [7, 7, 7, 7], [1], [3, 2], [1, 2], [0, 1, 0, 3, 2, 3], [4, 10, 4, 3, 8, 9], [1, 3, 6, 7, 9, 4, 10, 5, 6],
         [random.randint(-50, 50) for _ in range(100)], [random.randint(-10**9, 10**9) for _ in range(20000)],
         list(range(5000)), [random.randint(0, 1000) for _ in range(5000)], [i // 3 for i in range(5000)], list(range(5000, 0, -1))]

# at the constraints' maximum length (10^5); values within +-10^6 keep the file under ~1 MB
cases.append([random.randint(-10**6, 10**6) for _ in range(10**5)])

write_inputs(__file__, cases)
