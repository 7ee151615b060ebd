import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def longest_unique(s: str) -> int:
    last = {}
    left = best = 0
    for right, c in enumerate(s):
        if last.get(c, -1) >= left:
            left = last[c] + 1
        last[c] = right
        best = max(best, right - left + 1)
    return best


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
