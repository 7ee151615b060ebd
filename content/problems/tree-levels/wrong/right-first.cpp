class Solution {
public:
    vector<vector<int>> levels(TreeNode* root) {
        vector<vector<int>> out;
        queue<TreeNode*> q;
        if (root != nullptr) q.push(root);
        while (!q.empty()) {
            vector<int> level;
            for (size_t k = q.size(); k > 0; k--) {
                TreeNode* node = q.front();
                q.pop();
                level.push_back(node->val);
                if (node->right != nullptr) q.push(node->right);
                if (node->left != nullptr) q.push(node->left);
            }
            out.push_back(level);
        }
        return out;
    }
};
