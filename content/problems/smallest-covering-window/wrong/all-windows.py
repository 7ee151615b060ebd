import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def min_window(s: str, t: str) -> str:
    from collections import Counter
    need = Counter(t)
    for length in range(len(t), len(s) + 1):
        for i in range(len(s) - length + 1):
            if not need - Counter(s[i:i + length]):
                return s[i:i + length]
    return '-'


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
