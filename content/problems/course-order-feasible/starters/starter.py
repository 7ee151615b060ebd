import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def can_finish(n: int, edges: List[List[int]]) -> bool:
    # Write your code here.
    return False


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    rows = int(lines[pos].split()[0])
    n = rows
    rows = int(lines[pos].split()[1])
    edges = [[int(x) for x in lines[pos + 1 + i].split()] for i in range(rows)]
    pos += 1 + rows
    result = can_finish(n, edges)
    print('true' if result else 'false')


if __name__ == '__main__':
    main()
