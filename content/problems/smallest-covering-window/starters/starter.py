import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def min_window(s: str, t: str) -> str:
    # Write your code here.
    return ""


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    s = lines[pos]
    pos += 1
    t = lines[pos]
    pos += 1
    result = min_window(s, t)
    print(result)


if __name__ == '__main__':
    main()
