import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def count_ways(n: int) -> int:
    # Write your code here.
    return 0


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
