import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def fewest_hops(n: int, edges: List[List[int]]) -> int:
    # Write your code here.
    return 0


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    rows = int(lines[pos].split()[0])
    n = rows
    rows = int(lines[pos].split()[1])
    edges = [[int(x) for x in lines[pos + 1 + i].split()] for i in range(rows)]
    pos += 1 + rows
    result = fewest_hops(n, edges)
    print(result)


if __name__ == '__main__':
    main()
