import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def count_ways(n: int) -> int:
    a, b = 1, 1
    for _ in range(n - 1):
        a, b = b, (a + b) % 1000000007
    return b


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    n = int(lines[pos])
    pos += 1
    result = count_ways(n)
    print(result)


if __name__ == '__main__':
    main()
