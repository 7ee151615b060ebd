"""Test inputs of this problem: `npm run content:generate product-of-others` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

def ones(n, specials):
    a = [random.choice([1, -1]) for _ in range(n)]
    for pos, v in specials:
        a[pos] = v
    return a
cases = [[1, 2, 3, 4], [-1, 1, 0, -3, 3], [2, 3], [0, 0], [0, 5], [5, 0, 2], [-2, -3, -4], [30, 30, 30, 30, 30, 30],
         ones(20, [(3, 7), (11, -5)]), ones(20000, [(5, 30), (500, -29), (19000, 17)]),
         ones(5000, [(0, 0), (777, 13)]), ones(5000, [(10, 0), (4999, 0), (3000, 30)]), ones(4999, [(42, 2)])]

# at the constraints' maximum length (10^5)
cases.append(ones(10**5, [(7, 30), (50000, -29), (99998, 17)]))

write_inputs(__file__, cases)
