class Solution:
    def rooms_needed(self, meetings: List[List[int]]) -> int:
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
