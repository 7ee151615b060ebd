"""Test inputs of this problem: `npm run content:generate tree-levels` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import tree_from_parents, write_inputs  # noqa: E402

random.seed(20261122)

vals = lambda n: [random.randint(-10**4, 10**4) for _ in range(n)]
cases = [[3, 9, 20, None, None, 15, 7], [], [1], [1, 2, 3, 4, 5, 6, 7], [1, None, 2, None, 3], [1, 2, None, 3, None, 4],
         [1, 2, 3, None, 4, 5], tree_from_parents(vals(40), 21), tree_from_parents(vals(3000), 22, 20),
         tree_from_parents(vals(12000), 23, 1000), tree_from_parents(vals(4000), 24, 30), tree_from_parents(vals(500), 25)]

# at the constraints' maximum sizes: 50000 nodes, depth up to 1000
cases.append(tree_from_parents(vals(50000), 26, 1000))

write_inputs(__file__, cases)
