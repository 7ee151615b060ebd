"""Test inputs of this problem: `npm run content:generate maximum-depth-of-tree` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import tree_from_parents, write_inputs  # noqa: E402

random.seed(20261122)

vals = lambda n: [random.randint(-10**4, 10**4) for _ in range(n)]
cases = [[3, 9, 20, None, None, 15, 7], [], [1], [1, None, 2], [1, 2, None, 3, None, 4], [1, 2, 3, 4, 5, 6, 7],
         [1, 2, 3, None, None, 4, None, None, 5, 6],
         tree_from_parents(vals(1000), 1, 60), tree_from_parents(vals(15000), 2, 1000), tree_from_parents(vals(5000), 3, 40),
         tree_from_parents(vals(2000), 4)]
chain = [1]
for k in range(2, 1001):
    chain += [None, k]
cases.append(chain)

# at the constraints' maximum sizes: 50000 nodes, depth up to 1000
cases.append(tree_from_parents(vals(50000), 5, 1000))

write_inputs(__file__, cases)
