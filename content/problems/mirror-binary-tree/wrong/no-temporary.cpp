class Solution {
public:
    TreeNode* mirrorTree(TreeNode* root) {
        if (root == nullptr) return nullptr;
        root->left = mirrorTree(root->right);
        root->right = mirrorTree(root->left);
        return root;
    }
};
