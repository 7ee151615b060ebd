import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def rooms_needed(meetings: List[List[int]]) -> int:
    starts = sorted(m[0] for m in meetings)
    ends = sorted(m[1] for m in meetings)
    j = 0
    running = best = 0
    for s in starts:
        while ends[j] <= s:
            j += 1
            running -= 1
        running += 1
        best = max(best, running)
    return best


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
