import sys
from typing import List, Optional

sys.setrecursionlimit(1 << 16)

def longest_palindrome(s: str) -> str:
    # Write your code here.
    return ""


# ---- input/output (do not edit) ----

def main() -> None:
    lines = [s.rstrip('\r') for s in sys.stdin.read().split('\n')]
    pos = 0
    s = lines[pos]
    pos += 1
    result = longest_palindrome(s)
    print(result)


if __name__ == '__main__':
    main()
