"""Test inputs of this problem: `npm run content:generate max-path-sum` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import tree_from_parents, write_inputs  # noqa: E402

random.seed(20261122)

vals = lambda n, lo=-1000, hi=1000: [random.randint(lo, hi) for _ in range(n)]
cases = [[1, 2, 3], [-10, 9, 20, None, None, 15, 7], [-3], [-2, -1], [2, -1], [1, -2, 3], [-1, 5, None, 4, None, None, 2, -4],
         [5, 4, 8, 11, None, 13, 4, 7, 2, None, None, None, 1], [-5, -2, -3, -8, -1], tree_from_parents(vals(50), 41),
         tree_from_parents(vals(3000), 42, 40), tree_from_parents(vals(15000), 43, 1000), tree_from_parents(vals(5000, -1000, -1), 44, 30),
         tree_from_parents(vals(5000, -100, 1000), 45, 200)]

# at the constraints' maximum sizes: 50000 nodes, depth up to 1000
cases.append(tree_from_parents(vals(50000), 46, 1000))

write_inputs(__file__, cases)
