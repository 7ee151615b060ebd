"""Test inputs of this problem: `npm run content:generate smallest-covering-window` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

import string
L = string.ascii_letters
cases = [('ADOBECODEBANC', 'ABC'), ('a', 'aa'), ('a', 'a'), ('ab', 'b'), ('abc', 'd'), ('aa', 'aa'), ('abcab', 'ab'), ('bba', 'ab'),
         ('aAbB', 'AB'), ('cabwefgewcwaefgcf', 'cae'), (''.join(random.choice('abc') for _ in range(300)), 'aabbc')]
big = ''.join(random.choice(L) for _ in range(40000))
cases.append((big, ''.join(random.choice(L) for _ in range(60))))
cases.append(('x' * 20000 + 'abc' + 'y' * 19000 + 'cba', 'abc'))
cases.append((''.join(random.choice('ab') for _ in range(40000)), 'a' * 12000 + 'b' * 12000))
cases.append((big, big[::-1][:20000] + 'a' * 25000))

# at the constraints' maximum length: 10^5 letters, with a short and a whole-string t
huge = ''.join(random.choice(L) for _ in range(10**5))
cases.append((huge, ''.join(random.choice(L) for _ in range(100))))
cases.append((huge, ''.join(random.sample(huge, len(huge)))))

write_inputs(__file__, cases)
