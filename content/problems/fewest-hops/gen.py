"""Test inputs of this problem: `npm run content:generate fewest-hops` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

def rand_graph(n, m):
    return (n, [list(random.sample(range(n), 2)) for _ in range(m)])
cases = [(5, [[0, 1], [1, 2], [1, 3], [3, 4], [2, 3]]), (3, [[0, 1]]), (1, []), (2, [[1, 0]]), (2, []),
         (4, [[3, 2], [2, 1], [1, 0]]), (4, [[0, 1], [0, 1], [1, 3]]), rand_graph(10, 12), rand_graph(1000, 1500)]
n = 10000
path = list(range(1, n - 1))
random.shuffle(path)
path = [0] + path + [n - 1]
cases.append((n, [[path[i + 1], path[i]] for i in range(n - 1)] + [list(random.sample(range(n), 2)) for _ in range(20)]))
cases.append(rand_graph(8000, 12000))
cases.append((8000, [list(random.sample(range(7999), 2)) for _ in range(12000)]))

# at the constraints' maximum sizes: 50000 servers, 70000 links
cases.append(rand_graph(50000, 70000))

write_inputs(__file__, cases)
