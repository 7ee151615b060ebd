class Solution:
    def is_cipher(self, s: str, t: str) -> bool:
        fwd = {}
        back = {}
        for a, b in zip(s, t):
            if fwd.setdefault(a, b) != b or back.setdefault(b, a) != a:
                return False
        return True
