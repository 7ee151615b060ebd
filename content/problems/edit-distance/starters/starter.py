import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def edit_distance(a: str, b: str) -> int:
    # Write your code here.
    return 0


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
