"""Test inputs of this problem: `npm run content:generate trapped-rainwater` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

cases = [[0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1], [4, 2, 0, 3, 2, 5], [5], [1, 2], [3, 0, 3], [0, 0, 0], [5, 4, 3, 2, 1], [1, 2, 3, 4, 5],
         [2, 0, 5, 0, 2], [random.randint(0, 10) for _ in range(60)]]
cases.append([random.randint(0, 100000) for _ in range(20000)])
cases.append([100000] + [0] * 99998 + [100000])
cases.append([100000] + [random.randint(0, 50) for _ in range(19998)] + [99999])
cases.append(list(range(2500)) + list(range(2500, 0, -1)))

# at the constraints' maximum length (10^5)
cases.append([random.randint(0, 100000) for _ in range(10**5)])

write_inputs(__file__, cases)
