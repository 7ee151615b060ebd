import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def count_primes(n: int) -> int:
    if n < 3:
        return 0
    sieve = bytearray([1]) * n
    sieve[0] = sieve[1] = 0
    p = 2
    while p * p < n:
        if sieve[p]:
            sieve[p * p::p] = bytes(len(range(p * p, n, p)))
        p += 1
    return sum(sieve)


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
