import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def rooms_needed(meetings: List[List[int]]) -> int:
    # Write your code here.
    return 0


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    rows = int(lines[pos].split()[0])
    meetings = [[int(x) for x in lines[pos + 1 + i].split()] for i in range(rows)]
    pos += 1 + rows
    result = rooms_needed(meetings)
    print(result)


if __name__ == '__main__':
    main()
