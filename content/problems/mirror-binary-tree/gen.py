"""Test inputs of this problem: `npm run content:generate mirror-binary-tree` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import tree_from_parents, write_inputs  # noqa: E402

random.seed(20261122)

vals = lambda n: [random.randint(-10**4, 10**4) for _ in range(n)]
cases = [[4, 2, 7, 1, 3, 6, 9], [], [1], [1, 2], [1, None, 2], [2, 1, 3], [1, 2, 3, 4, None, None, 5, None, 6],
         tree_from_parents(vals(30), 5), tree_from_parents(vals(1000), 6, 30), tree_from_parents(vals(12000), 7, 1000),
         tree_from_parents(vals(3000), 8, 30)]
chain = [1]
for k in range(2, 1001):
    chain += [k, None]
cases.append(chain)

# at the constraints' maximum sizes: 50000 nodes, depth up to 1000
cases.append(tree_from_parents(vals(50000), 9, 1000))

write_inputs(__file__, cases)
