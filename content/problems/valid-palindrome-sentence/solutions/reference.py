import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def is_palindrome(s: str) -> bool:
    i, j = 0, len(s) - 1
    while i < j:
        if not s[i].isalnum() or not s[i].isascii():
            i += 1
        elif not s[j].isalnum() or not s[j].isascii():
            j -= 1
        elif s[i].lower() != s[j].lower():
            return False
        else:
            i += 1
            j -= 1
    return True


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    s = lines[pos]
    pos += 1
    result = is_palindrome(s)
    print('true' if result else 'false')


if __name__ == '__main__':
    main()
