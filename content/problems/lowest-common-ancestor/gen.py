"""Test inputs of this problem: `npm run content:generate lowest-common-ancestor` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import tree_from_parents, write_inputs  # noqa: E402

random.seed(20261122)

def tree_case(n, seed, h=None, pick=None):
    values = random.sample(range(0, 10**9), n)
    lv = tree_from_parents(values, seed, h)
    present = [v for v in lv if v is not None]
    p, q = random.choice(present), random.choice(present)
    return (lv, p, q)
cases = [([3, 5, 1, 6, 2, 0, 8, None, None, 7, 4], 5, 1), ([3, 5, 1, 6, 2, 0, 8, None, None, 7, 4], 5, 4), ([1, 2], 1, 2), ([7], 7, 7),
         ([3, 5, 1, 6, 2, 0, 8, None, None, 7, 4], 7, 8), ([3, 5, 1, 6, 2, 0, 8, None, None, 7, 4], 6, 4), ([1, 2, 3, 4, 5], 4, 5),
         ([10, 20, 5], 20, 5), tree_case(30, 31), tree_case(2000, 32, 50)]
lv = tree_from_parents(random.sample(range(0, 10**9), 12000), 33, 1000)
present = [v for v in lv if v is not None]
cases += [(lv, present[-1], present[-2]), (lv, present[0], present[-1]), tree_case(3000, 34, 40), (lv, present[-1], present[-1])]

# at the constraints' maximum sizes: 50000 nodes, depth up to 1000
huge = tree_from_parents(random.sample(range(0, 10**9), 50000), 35, 1000)
huge_present = [v for v in huge if v is not None]
cases.append((huge, huge_present[-1], huge_present[len(huge_present) // 2]))

write_inputs(__file__, cases)
