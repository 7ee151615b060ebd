"""Test inputs of this problem: `npm run content:generate critical-links` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

def connected(n, extra, cycles=0):
    perm = list(range(n))
    random.shuffle(perm)
    es = set()
    for i in range(1, n):
        p = perm[random.randrange(max(0, i - 3), i)] if random.random() < 0.7 else perm[random.randrange(i)]
        es.add((min(p, perm[i]), max(p, perm[i])))
    while len(es) < n - 1 + extra:
        a, b = random.sample(range(n), 2)
        es.add((min(a, b), max(a, b)))
    edges = [list(e) if random.random() < 0.5 else [e[1], e[0]] for e in es]
    random.shuffle(edges)
    return (n, edges)
cases = [(4, [[0, 1], [1, 2], [2, 0], [1, 3]]), (4, [[0, 1], [1, 2], [2, 3]]), (2, [[1, 0]]), (3, [[0, 1], [1, 2], [0, 2]]),
         (6, [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 5], [5, 3]]), (5, [[0, 1], [0, 2], [0, 3], [0, 4]]),
         (5, [[0, 1], [1, 2], [2, 0], [0, 3], [3, 4], [4, 0]]), connected(12, 3), connected(300, 40), connected(3000, 500)]
n = 5000
chain = list(range(n))
random.shuffle(chain)
cases.append((n, [[chain[i], chain[i + 1]] for i in range(n - 1)]))
cases.append(connected(8000, 8000))
cases.append(connected(3000, 300))
ring = [[chain[i], chain[(i + 1) % n]] for i in range(n)]
cases.append((n, ring))

# at the constraints' maximum sizes: 30000 servers, 60000 links
cases.append(connected(30000, 30001))

write_inputs(__file__, cases)
