class Solution:
    def group_words(self, words: List[str]) -> List[List[str]]:
        groups = {}
        for w in words:
            groups.setdefault(''.join(sorted(w)), []).append(w)
        return list(groups.values())
