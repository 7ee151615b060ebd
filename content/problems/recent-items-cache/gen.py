"""Test inputs of this problem: `npm run content:generate recent-items-cache` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261124)


def calls(capacity, steps):
    """A design case from the capacity and a list of ('get', key) / ('put', key, value) steps."""
    operations = ['RecentCache'] + [step[0] for step in steps]
    arguments = [[capacity]] + [list(step[1:]) for step in steps]
    return (operations, arguments)


def random_calls(capacity, count, max_key, max_value, get_share=0.5):
    steps = []
    for _ in range(count):
        key = random.randint(0, max_key)
        if random.random() < get_share:
            steps.append(('get', key))
        else:
            steps.append(('put', key, random.randint(0, max_value)))
    return calls(capacity, steps)


cases = [
    calls(2, [('put', 1, 10), ('put', 2, 20), ('get', 1), ('put', 3, 30), ('get', 2), ('put', 4, 40), ('get', 1), ('get', 3),
              ('get', 4)]),
    calls(2, [('put', 1, 1), ('put', 2, 2), ('put', 2, 5), ('put', 3, 3), ('get', 1), ('get', 2), ('get', 3)]),
    # capacity 1: every new key evicts the previous one
    calls(1, [('put', 1, 1), ('get', 1), ('put', 2, 2), ('get', 1), ('get', 2), ('put', 2, 3), ('get', 2)]),
    # gets on an empty cache, then a stored value of 0 and the key 0
    calls(3, [('get', 5), ('get', 0), ('put', 5, 0), ('get', 5), ('put', 0, 7), ('get', 0), ('put', 0, 0), ('get', 0)]),
    # updating a key of a full cache evicts nothing
    calls(2, [('put', 1, 1), ('put', 2, 2), ('put', 2, 6), ('get', 1), ('get', 2), ('put', 1, 8), ('get', 1), ('get', 2)]),
    # a get refreshes its key; a failed get refreshes nothing
    calls(3, [('put', 1, 1), ('put', 2, 2), ('put', 3, 3), ('get', 1), ('get', 9), ('put', 4, 4), ('get', 2), ('get', 3),
              ('put', 5, 5), ('get', 1), ('get', 3), ('get', 4), ('get', 5)]),
    # extremes of the key and value ranges
    calls(2, [('put', 10**4, 10**5), ('put', 0, 10**5), ('get', 10**4), ('put', 1, 0), ('get', 0), ('get', 10**4), ('get', 1)]),
    # only puts of one key, then of two keys
    calls(2, [('put', 7, v) for v in range(20)] + [('get', 7), ('put', 8, 1), ('put', 7, 99), ('put', 9, 2), ('get', 8), ('get', 7)]),
    random_calls(5, 200, 10, 100),
    random_calls(50, 2000, 100, 10**5),
    random_calls(10, 5000, 1000, 10**5, 0.7),
    # the capacity exceeds the number of keys: nothing is ever evicted
    random_calls(10**4, 3000, 500, 10**5),
    random_calls(1, 3000, 3, 10),
]
# a full cache with evictions and misses, values kept small
cases.append(random_calls(2000, 8000, 2999, 9, 0.6))
# the large case: a full cache of 10^4 keys, then gets that cycle through its 1000 most recent
# keys, each near the end of an array kept in order of use, so an O(capacity) scan per call
# (about 25000 x 10^4 steps) exceeds the time limit
cases.append(calls(10**4, [('put', k, k % 10) for k in range(10**4)] + [('get', 9000 + k % 1000) for k in range(25000)]))

# near the constraints' maximum: a full cache of 10^4 keys, then 65000 gets of recently used keys
# (75000 calls, the most that fits the ~1 MB test file; the constraints allow 10^5)
cases.append(calls(10**4, [('put', k, k % 10) for k in range(10**4)] + [('get', 9000 + k % 1000) for k in range(65000)]))

write_inputs(__file__, cases)
