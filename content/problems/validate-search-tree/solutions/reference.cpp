class Solution {
    bool ok(TreeNode* node, long long lo, long long hi) {
        if (node == nullptr) return true;
        if (node->val <= lo || node->val >= hi) return false;
        return ok(node->left, lo, node->val) && ok(node->right, node->val, hi);
    }

public:
    bool isSearchTree(TreeNode* root) {
        return ok(root, LLONG_MIN, LLONG_MAX);
    }
};
