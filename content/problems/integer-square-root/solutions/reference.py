import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def isqrt(x: int) -> int:
    lo, hi = 0, 40000000
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= x:
            lo = mid
        else:
            hi = mid - 1
    return lo


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    x = int(lines[pos])
    pos += 1
    result = isqrt(x)
    print(result)


if __name__ == '__main__':
    main()
