"""Test inputs of this problem: `npm run content:generate valid-anagram` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

import string
w = ''.join(random.choice(string.ascii_lowercase) for _ in range(50000))
l = list(w)
random.shuffle(l)
p = ''.join(l)
cases = [('listen', 'silent'), ('rat', 'car'), ('a', 'a'), ('a', 'b'), ('ab', 'a'), ('aab', 'abb'), ('abc', 'cba'),
         ('anagram', 'nagaram'), ('zz', 'zzz'), ('abcd', 'abce'), (w, p), (w, p[:-1] + ('a' if p[-1] != 'a' else 'b')), (w[:1000], w[1000:2000])]

# at the constraints' maximum length (2 * 10^5)
huge = ''.join(random.choice(string.ascii_lowercase) for _ in range(200000))
cases.append((huge, ''.join(random.sample(huge, len(huge)))))

write_inputs(__file__, cases)
