from bisect import bisect_left


class Solution:
    def longest_rising(self, nums: List[int]) -> int:
        tails: List[int] = []
        for x in nums:
            pos = bisect_left(tails, x)
            if pos == len(tails):
                tails.append(x)
            else:
                tails[pos] = x
        return len(tails)
