import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def column_number(label: str) -> int:
    result = 0
    for c in label:
        result = result * 26 + (ord(c) - 64)
    return result


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    label = lines[pos]
    pos += 1
    result = column_number(label)
    print(result)


if __name__ == '__main__':
    main()
