"""Test inputs of this problem: `npm run content:generate validate-search-tree` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import bst_level_order, write_inputs  # noqa: E402

random.seed(20261122)

def bst(n, seed_vals=None):
    keys = random.sample(range(-10**6, 10**6), n)
    return bst_level_order(keys)
big = bst_level_order(random.sample(range(-2**31, 2**31 - 1), 12000))
bad = list(big)
# swap two values deep in the tree: every parent/child pair may still look fine
idx = [i for i, v in enumerate(bad) if v is not None]
i, j = idx[-1], idx[-2]
bad[i], bad[j] = bad[j], bad[i]
cases = [[5, 3, 8, 1, 4, 7, 9], [5, 1, 6, None, None, 3, 7], [1], [2, 2], [2, 1, 3], [10, 5, 15, None, None, 6, 20],
         [-2147483648, None, 2147483647], [2147483647, -2147483648], [-2147483648, -2147483648], [1, None, 1],
         bst(20), bst(2000), big, bad, bst_level_order(list(range(1000)))]

# at the constraints' maximum size (50000 nodes; a random search tree is far below depth 1000)
cases.append(bst_level_order(random.sample(range(-10**6, 10**6), 50000)))

write_inputs(__file__, cases)
