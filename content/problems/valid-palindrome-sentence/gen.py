"""Test inputs of this problem: `npm run content:generate valid-palindrome-sentence` runs it, then the Python reference for the outputs."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
from genlib import write_inputs  # noqa: E402

random.seed(20261122)

import string
half = ''.join(random.choice(string.ascii_letters + string.digits + ' ,.!') for _ in range(40000))
cases = ['Never odd, or even.', 'ab-ca', 'a', '.,!? ', 'Aa', '0P', '1a1', 'No lemon, no melon', 'Was it a car or a cat I saw?',
         'race a car', '12321', '1b2 2B1', half + 'x' + half[::-1], half + 'xy' + half[::-1]]

# at the constraints' maximum length (2 * 10^5)
huge_half = ''.join(random.choice(string.ascii_letters + string.digits + ' ,.!') for _ in range(100000))
cases.append(huge_half + huge_half[::-1])

write_inputs(__file__, cases)
