import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def edit_distance(a: str, b: str) -> int:
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        cur = [0] * (len(b) + 1)
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                cur[j] = prev[j - 1]
            else:
                cur[j] = 1 + min(prev[j - 1], prev[j], cur[j - 1])
        prev = cur
    return prev[len(b)]


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
