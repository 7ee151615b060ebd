class Solution {
public:
    bool isCipher(string s, string t) {
        int fwd[128] = {0}, back[128] = {0};
        for (size_t i = 0; i < s.size(); i++) {
            unsigned char a = s[i], b = t[i];
            if ((fwd[a] != 0 && fwd[a] != b) || (back[b] != 0 && back[b] != a)) return false;
            fwd[a] = b;
            back[b] = a;
        }
        return true;
    }
};
