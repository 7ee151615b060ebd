class Solution {
    int best = INT_MIN;

    int gain(TreeNode* node) {
        if (node == nullptr) return 0;
        int l = max(0, gain(node->left)), r = max(0, gain(node->right));
        best = max(best, node->val + l + r);
        return node->val + max(l, r);
    }

public:
    int maxPathSum(TreeNode* root) {
        best = INT_MIN;
        gain(root);
        return best;
    }
};
