"""Test inputs of this problem: `npm run content:generate edit-distance` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

import string
def w(n, alpha='abcdefghijklmnopqrstuvwxyz'):
    return ''.join(random.choice(alpha) for _ in range(n))
x = w(1000, 'abcd')
y = list(x)
for _ in range(100):
    y[random.randrange(1000)] = random.choice('abcd')
cases = [('horse', 'ros'), ('intention', 'execution'), ('a', 'a'), ('a', 'b'), ('abc', 'abcd'), ('abcd', 'bcd'), ('kitten', 'sitting'),
         ('ab', 'ba'), ('sunday', 'saturday'), ('abcdef', 'azced'), (w(30, 'ab'), w(25, 'ab')), (w(1000), w(1000)), (x, ''.join(y)),
         (w(1000, 'ab'), w(900, 'ab')), ('a' * 1000, 'b' * 1000)]

write_inputs(__file__, cases)
