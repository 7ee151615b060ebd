import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def edit_distance(a: str, b: str) -> int:
    def go(i: int, j: int) -> int:
        if i == 0 or j == 0:
            return i + j
        if a[i - 1] == b[j - 1]:
            return go(i - 1, j - 1)
        return 1 + min(go(i - 1, j - 1), go(i - 1, j), go(i, j - 1))
    return go(len(a), len(b))


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    a = lines[pos]
    pos += 1
    b = lines[pos]
    pos += 1
    result = edit_distance(a, b)
    print(result)


if __name__ == '__main__':
    main()
