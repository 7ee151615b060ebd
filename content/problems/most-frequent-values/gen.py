"""Test inputs of this problem: `npm run content:generate most-frequent-values` runs it, then the Python reference for the outputs."""
import os
import random
import sys
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)


def unique_k(a, k):
    """A k near the wanted one whose answer is unique: the k-th count is larger than the next one."""
    counts = sorted(Counter(a).values(), reverse=True)
    k = min(k, len(counts))
    down = k
    while down < len(counts) and counts[down - 1] == counts[down]:
        down -= 1
        if down == 0:  # the first k counts all tie: take the whole tied group instead
            up = k
            while up < len(counts) and counts[up - 1] == counts[up]:
                up += 1
            return up
    return down


def rnd(n, span, k):
    a = [random.randint(-span, span) for _ in range(n)]
    return (a, unique_k(a, k))


def cases_checked(cases):
    for a, k in cases:
        counts = sorted(Counter(a).values(), reverse=True)
        assert 1 <= k <= len(counts) and (k == len(counts) or counts[k - 1] > counts[k]), (len(a), k)
    return cases


# values over the whole range, nearly all distinct: the 30 values that occur twice are the answer
wide_values = random.sample(range(-10**9, 10**9 + 1), 4970)
wide = (wide_values + wide_values[:30], 30)
random.shuffle(wide[0])
cases = [([1, 1, 1, 2, 2, 3], 2), ([6, 5, 4, 6, 5, 4, 1], 3), ([7], 1), ([3, 1, 2], 3), ([-1, -1, 2, 2, 0], 2),
         ([5, 5, 4, 4, 3, 3, 2, 1], 3), ([10**9, -10**9, 10**9, -10**9, -10**9], 1), rnd(100, 10, 5), rnd(2000, 500, 20),
         rnd(15000, 1000, 50), wide, rnd(5000, 3000, 1000), ([9, 8, 7, 6, 5, 4, 3, 2, 1] * 3 + [100], 9)]
# mostly distinct values with a few frequent ones: counting each distinct value by a scan of the
# whole array is about 58000 x 60000 steps
big = [random.randint(-10**6, 10**6) for _ in range(59000)] + [random.choice([7, -7, 77]) for _ in range(1000)]
random.shuffle(big)
cases.append((big, unique_k(big, 3)))

# at the constraints' maximum length (10^5), mostly distinct values and a few frequent ones
huge = [random.randint(-10**6, 10**6) for _ in range(98500)] + [random.choice([5, -5, 55]) for _ in range(1500)]
random.shuffle(huge)
cases.append((huge, unique_k(huge, 3)))

write_inputs(__file__, cases_checked(cases))
