class Solution:
    def merge_slots(self, slots: List[List[int]]) -> List[List[int]]:
        out: List[List[int]] = []
        for s, e in slots:
            if out and s <= out[-1][1] and e >= out[-1][0]:
                out[-1] = [min(s, out[-1][0]), max(e, out[-1][1])]
            else:
                out.append([s, e])
        return out
