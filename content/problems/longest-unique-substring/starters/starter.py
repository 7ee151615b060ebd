import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def longest_unique(s: str) -> int:
    # Write your code here.
    return 0


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    s = lines[pos]
    pos += 1
    result = longest_unique(s)
    print(result)


if __name__ == '__main__':
    main()
