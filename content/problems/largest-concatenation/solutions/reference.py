from functools import cmp_to_key


class Solution:
    def largest_number(self, nums: List[int]) -> str:
        parts = [str(x) for x in nums]
        parts.sort(key=cmp_to_key(lambda a, b: (b + a > a + b) - (b + a < a + b)))
        s = ''.join(parts)
        return '0' if s[0] == '0' else s
