import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def merge_slots(slots: List[List[int]]) -> List[List[int]]:
    out: List[List[int]] = []
    for s, e in sorted(slots):
        if out and s < out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    rows = int(lines[pos].split()[0])
    slots = [[int(x) for x in lines[pos + 1 + i].split()] for i in range(rows)]
    pos += 1 + rows
    result = merge_slots(slots)
    print('\n'.join([str(len(result))] + [' '.join(str(x) for x in row) for row in result]))


if __name__ == '__main__':
    main()
