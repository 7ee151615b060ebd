class Solution:
    def group_words(self, words: List[str]) -> List[List[str]]:
        groups = {}
        for w in words:
            groups.setdefault((len(w), sum(ord(c) for c in w)), []).append(w)
        return list(groups.values())
