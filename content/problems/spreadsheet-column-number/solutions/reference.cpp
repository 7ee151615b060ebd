class Solution {
public:
    long long columnNumber(string label) {
        long long result = 0;
        for (char c : label) result = result * 26 + (c - 'A' + 1);
        return result;
    }
};
