"""Test inputs of this problem: `npm run content:generate course-order-feasible` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

def dag(n, m):
    order = list(range(n))
    random.shuffle(order)
    edges = []
    for _ in range(m):
        a, b = sorted(random.sample(range(n), 2))
        edges.append([order[a], order[b]])
    return edges
n = 3000
e1 = dag(15000, 18000)
e2 = dag(n, 4000)
cyc = random.sample(range(n), 5)
e2 += [[cyc[i], cyc[(i + 1) % 5]] for i in range(5)]
random.shuffle(e2)
chain = list(range(n))
random.shuffle(chain)
cases = [(3, [[0, 1], [1, 2]]), (2, [[0, 1], [1, 0]]), (1, []), (1, [[0, 0]]), (3, [[0, 1], [0, 2], [1, 2]]), (3, [[0, 1], [1, 2], [2, 0]]),
         (4, [[1, 0], [2, 0], [3, 1], [3, 2]]), (5, [[0, 1], [1, 2], [2, 3], [3, 1], [4, 0]]), (20, dag(20, 40)),
         (15000, e1), (n, e2), (n, [[chain[i], chain[i + 1]] for i in range(n - 1)]), (n, [[chain[i], chain[i + 1]] for i in range(n - 1)] + [[chain[-1], chain[0]]])]

# at the constraints' maximum sizes: 50000 courses, 70000 prerequisites (a DAG)
cases.append((50000, dag(50000, 70000)))

write_inputs(__file__, cases)
