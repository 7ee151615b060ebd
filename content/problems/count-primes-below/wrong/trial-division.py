import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def count_primes(n: int) -> int:
    count = 0
    for k in range(2, n):
        d = 2
        while d * d <= k and k % d:
            d += 1
        if d * d > k:
            count += 1
    return count


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    n = int(lines[pos])
    pos += 1
    result = count_primes(n)
    print(result)


if __name__ == '__main__':
    main()
