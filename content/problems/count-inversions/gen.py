"""Test inputs of this problem: `npm run content:generate count-inversions` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [[2, 4, 1, 3, 5], [3, 3, 3], [1], [2, 1], [1, 2], [5, 4, 3, 2, 1], [1, 5, 2, 5, 1], [-1, -2, 10**9, -10**9],
         [random.randint(0, 20) for _ in range(100)], [random.randint(-10**9, 10**9) for _ in range(20000)],
         list(range(5000, 0, -1)), [random.randint(0, 5) for _ in range(5000)], list(range(5000)), [1] * 47000 + [0] * 47000]

# at the constraints' maximum length (10^5); values within +-10^6 keep the file under ~1 MB
cases.append([random.randint(-10**6, 10**6) for _ in range(10**5)])

write_inputs(__file__, cases)
