"""Test inputs of this problem: `npm run content:generate group-anagrams` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

import string
def word(k):
    return ''.join(random.choice('abcdefghij') for _ in range(k))
def shuffled(w):
    l = list(w)
    random.shuffle(l)
    return ''.join(l)
cases = [['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], ['ab', 'ba', 'ab', 'c'], ['a'], ['abc', 'def'], ['zz', 'zz', 'zz'],
         ['ad', 'bc', 'cb', 'da'], ['listen', 'silent', 'enlist', 'google', 'gogole', 'inlets']]
bases = [word(random.randint(1, 6)) for _ in range(30)]
cases.append([shuffled(random.choice(bases)) for _ in range(200)])
bases = [word(random.randint(3, 12)) for _ in range(1000)]
cases.append([shuffled(random.choice(bases)) for _ in range(8000)])
cases.append([word(8) for _ in range(5000)])
cases.append([shuffled('abcdefghijkl') for _ in range(5000)])
cases.append(list(reversed(sorted(set(word(3) for _ in range(3000))))))

# at the constraints' maximum sizes: 50000 words of up to 12 letters
bases = [word(random.randint(1, 12)) for _ in range(5000)]
cases.append([shuffled(random.choice(bases)) for _ in range(50000)])

write_inputs(__file__, cases)
