"""Test inputs of this problem: `npm run content:generate maximum-subarray-sum` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [[-2, 1, -3, 4, -1, 2, 1, -5, 4], [-3, -1, -2], [5], [-7], [1, 2, 3], [2, -1, 2], [0, 0, 0], [-1, 0, -2],
         [random.randint(-100, 100) for _ in range(100)]]
cases.append([random.randint(-10**9, 10**9) for _ in range(20000)])
cases.append([random.randint(0, 10**9) for _ in range(5000)])
cases.append([random.randint(-10**9, -1) for _ in range(5000)])

# at the constraints' maximum length (10^5); values within +-10^6 keep the file under ~1 MB
cases.append([random.randint(-10**6, 10**6) for _ in range(10**5)])

write_inputs(__file__, cases)
