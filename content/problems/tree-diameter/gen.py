"""Test inputs of this problem: `npm run content:generate tree-diameter` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import tree_from_parents, write_inputs  # noqa: E402

random.seed(20261122)

vals = lambda n: [random.randint(-10**4, 10**4) for _ in range(n)]
cases = [[1, 2, 3, 4, 5], [1, 2, None, 3, 5, 4, None, None, 6], [7], [1, 2], [1, None, 2, None, 3], [1, 2, 3],
         tree_from_parents(vals(20), 11), tree_from_parents(vals(500), 12, 50), tree_from_parents(vals(15000), 13, 1000),
         tree_from_parents(vals(5000), 14, 25)]
deep = [1, 2]
# a long left arm under the root's left child only: the best path avoids the root
for k in range(3, 900):
    deep += [k, k + 10000]
cases.append(deep)
cases.append(tree_from_parents(vals(3000), 15))

# at the constraints' maximum sizes: 50000 nodes, depth up to 1000
cases.append(tree_from_parents(vals(50000), 16, 1000))

write_inputs(__file__, cases)
