import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def is_cheerful(n: int) -> bool:
    # Write your code here.
    return False


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    n = int(lines[pos])
    pos += 1
    result = is_cheerful(n)
    print('true' if result else 'false')


if __name__ == '__main__':
    main()
