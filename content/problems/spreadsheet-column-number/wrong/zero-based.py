class Solution:
    def column_number(self, label: str) -> int:
        result = 0
        for c in label:
            result = result * 26 + (ord(c) - 65)
        return result + 1
