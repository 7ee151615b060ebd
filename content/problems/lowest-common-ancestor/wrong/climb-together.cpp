class Solution {
public:
    int sharedAncestor(TreeNode* root, int p, int q) {
        // climbs both nodes one step at a time without first bringing them to the same depth
        unordered_map<int, int> parent;
        parent[root->val] = root->val;
        vector<TreeNode*> stack = {root};
        while (!stack.empty()) {
            TreeNode* node = stack.back();
            stack.pop_back();
            for (TreeNode* c : {node->left, node->right}) {
                if (c != nullptr) {
                    parent[c->val] = node->val;
                    stack.push_back(c);
                }
            }
        }
        while (p != q) {
            p = parent[p];
            q = parent[q];
        }
        return p;
    }
};
