class Solution {
public:
    string largestNumber(vector<int>& nums) {
        vector<string> parts;
        for (int x : nums) parts.push_back(to_string(x));
        sort(parts.begin(), parts.end(), [](const string& a, const string& b) { return a + b > b + a; });
        string s;
        for (const string& p : parts) s += p;
        return s[0] == '0' ? "0" : s;
    }
};
