class Solution {
    TreeNode* find(TreeNode* node, int p, int q) {
        if (node == nullptr || node->val == p || node->val == q) return node;
        TreeNode* l = find(node->left, p, q);
        TreeNode* r = find(node->right, p, q);
        if (l != nullptr && r != nullptr) return node;
        return l != nullptr ? l : r;
    }

public:
    int sharedAncestor(TreeNode* root, int p, int q) {
        return find(root, p, q)->val;
    }
};
