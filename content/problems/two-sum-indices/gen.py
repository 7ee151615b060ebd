"""Test inputs of this problem: `npm run content:generate two-sum-indices` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

def make(n, lo, hi):
    while True:
        nums = [random.randint(lo, hi) for _ in range(n)]
        i, j = sorted(random.sample(range(n), 2))
        t = nums[i] + nums[j]
        # keep the pair unique: count pairs with that sum
        cnt = {}
        pairs = 0
        for x in nums:
            pairs += cnt.get(t - x, 0)
            cnt[x] = cnt.get(x, 0) + 1
        if pairs == 1:
            return nums, t
cases = [([2, 7, 11, 15], 9), ([3, 3], 6), ([1, 2], 3), ([-5, 4, 10], -1), ([0, 4, 3, 0], 0),
         ([10**9, -10**9, 5], 0), ([1000000000, 999999999], 1999999999), ([3, 2, 4], 6)]
cases += [make(10, -20, 20), make(1000, -10**6, 10**6)]
big = list(range(1, 19999))
random.shuffle(big)
# the only pair, 19999 + 20000, sits at the very end: a pairwise scan does all the work
cases.append((big + [19999, 20000], 39999))
big2 = [2 * k for k in range(20000)]
big2[0] = 1
big2[-1] = 3 * 10**8 + 1  # odd pair sum, only 1 + (odd)
cases.append((big2, 3 * 10**8 + 2))
cases.append(make(5000, -10**9, 10**9))

# at the constraints' maximum length (10^5): the only pair at the very end
huge = list(range(1, 10**5 - 1))
random.shuffle(huge)
cases.append((huge + [10**5 - 1, 10**5], 2 * 10**5 - 1))

write_inputs(__file__, cases)
