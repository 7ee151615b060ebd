class Solution:
    def merge_slots(self, slots: List[List[int]]) -> List[List[int]]:
        out: List[List[int]] = []
        for s, e in sorted(slots):
            if out and s <= out[-1][1]:
                out[-1][1] = max(out[-1][1], e)
            else:
                out.append([s, e])
        return out
