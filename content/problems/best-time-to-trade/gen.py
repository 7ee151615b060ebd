"""Test inputs of this problem: `npm run content:generate best-time-to-trade` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [[7, 1, 5, 3, 6, 4], [7, 6, 4, 3, 1], [5], [2, 4], [4, 2], [3, 3, 3], [0, 10**9],
         [9, 1, 9, 0, 5], [random.randint(0, 100) for _ in range(50)]]
cases.append([random.randint(0, 10**9) for _ in range(20000)])
cases.append(list(range(5000, 0, -1)))
cases.append([random.randint(0, 10**6) for _ in range(4999)] + [10**9])

# at the constraints' maximum length (10^5 days); prices below 10^6 keep the file under ~1 MB
cases.append([random.randint(0, 10**6) for _ in range(10**5)])

write_inputs(__file__, cases)
