"""Test inputs of this problem: `npm run content:generate signal-delay` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

def rnd(n, m, wmax):
    edges = [[random.randrange(n), random.randrange(n), random.randint(0, wmax)] for _ in range(m)]
    order = list(range(1, n))
    random.shuffle(order)
    prev = 0
    for v in order:
        edges.append([prev, v, random.randint(0, wmax)])
        prev = v
    random.shuffle(edges)
    return (n, edges)
def layered(n):
    # a long chain 0 -> 1 -> ... processed in reverse order makes Bellman-Ford need n rounds
    edges = [[i, i + 1, 1] for i in range(n - 1)][::-1]
    edges += [[0, random.randrange(1, n), 10**6] for _ in range(n // 2)]
    return (n, edges)
cases = [(4, [[0, 1, 2], [1, 2, 1], [0, 2, 5], [2, 3, 1]]), (3, [[0, 1, 1], [2, 1, 1]]), (1, []), (2, [[1, 0, 3]]), (2, [[0, 1, 0]]),
         (3, [[0, 1, 10], [0, 2, 1], [2, 1, 1]]), (3, [[0, 1, 5], [1, 2, 5], [0, 2, 100], [0, 2, 7]]),
         (4, [[0, 1, 1], [1, 0, 1], [2, 3, 1]]), rnd(50, 100, 20), rnd(1000, 3000, 1000),
         rnd(6000, 6000, 10**6), layered(8000), (5000, [[i, i + 1, 10**6] for i in range(4999)])]

# at the constraints' maximum sizes: 30000 servers, 60000 links; a reversed chain needs n Bellman-Ford rounds
chain_n, chain_times = layered(30000)
chain_times += [[random.randrange(30000), random.randrange(30000), random.randint(0, 999)] for _ in range(60000 - len(chain_times))]
cases.append((chain_n, chain_times))

# the signature takes the links first, then n
write_inputs(__file__, [(times, n) for n, times in cases])
