import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def isqrt(x: int) -> int:
    # Write your code here.
    return 0


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
