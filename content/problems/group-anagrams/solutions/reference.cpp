class Solution {
public:
    vector<vector<string>> groupWords(vector<string>& words) {
        unordered_map<string, vector<string>> groups;
        for (const string& w : words) {
            string key = w;
            sort(key.begin(), key.end());
            groups[key].push_back(w);
        }
        vector<vector<string>> out;
        for (auto& entry : groups) out.push_back(move(entry.second));
        return out;
    }
};
