import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def group_words(words: List[str]) -> List[List[str]]:
    groups = {}
    for w in words:
        groups.setdefault(''.join(sorted(w)), []).append(w)
    return [sorted(g) for g in groups.values()]


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    words = lines[pos + 1].split()[:int(lines[pos])]
    pos += 2
    result = group_words(words)
    print('\n'.join([str(len(result))] + [' '.join(str(x) for x in row) for row in result]))


if __name__ == '__main__':
    main()
