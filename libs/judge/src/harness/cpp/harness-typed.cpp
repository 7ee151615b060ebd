// The C++ harness's readers and writers that depend on the learner's types, within GCC 9's C++17
// (Judge0 CE 1.13's; no C++20 feature): `ListNode` and `TreeNode` (LeetCode's definitions, or the
// learner's own) and vectors of any element type at any depth. All are templates, compiled only
// for the types a signature uses (the node readers and writers at -O2 were half of a harness
// program's compile, node types or not); the node ones accept what a function taking
// `ListNode*&` / `const ListNode*` (or the tree's) would: the node type itself and, when writing,
// a type derived from it.
// cpp-language.ts places this file's text after the learner's code, which it needs to see, and
// before the generated `judge_harness::test` and `main`; what it uses is declared by
// harness-runtime.h at the top of the program.

namespace judge_harness {

/** A list from its values. */
template <class L, typename std::enable_if<std::is_same<L, ListNode>::value, int>::type = 0>
void read(const Json& v, L*& out) {
    out = nullptr;
    if (v.kind == Json::Null) return;
    if (v.kind != Json::Array) mismatch(v, "ListNode");
    ListNode** tail = &out;
    for (const Json& e : v.items) {
        int x = 0;
        read(e, x);
        *tail = new ListNode(x);
        tail = &(*tail)->next;
    }
}
/** A tree from LeetCode's level order: each non-null node takes the next two entries as children. */
template <class T, typename std::enable_if<std::is_same<T, TreeNode>::value, int>::type = 0>
void read(const Json& v, T*& out) {
    out = nullptr;
    if (v.kind == Json::Null) return;
    if (v.kind != Json::Array) mismatch(v, "TreeNode");
    if (v.items.empty() || v.items[0].kind == Json::Null) return;
    int x = 0;
    read(v.items[0], x);
    out = new TreeNode(x);
    std::vector<TreeNode*> parents{out};
    std::size_t next = 0;
    for (std::size_t i = 1; i < v.items.size(); i++) {
        if (next >= parents.size()) mismatch(v, "TreeNode");
        TreeNode* child = nullptr;
        if (v.items[i].kind != Json::Null) {
            read(v.items[i], x);
            child = new TreeNode(x);
            parents.push_back(child);
        }
        if (i % 2 == 1) parents[next]->left = child;
        else parents[next++]->right = child;
    }
}
template <class T>
void read(const Json& v, std::vector<T>& out) {
    if (v.kind != Json::Array) mismatch(v, "array");
    out.clear();
    out.reserve(v.items.size());
    for (const Json& e : v.items) {
        T x{};
        read(e, x);
        out.push_back(std::move(x));
    }
}
/** A null list is the empty list, as LeetCode writes it. */
template <class L, typename std::enable_if<std::is_base_of<ListNode, L>::value, int>::type = 0>
void write(std::string& o, const L* node) {
    const ListNode* v = node;
    o += '[';
    std::size_t n = 0;
    for (; v != nullptr; v = v->next) {
        if (++n > RETURNED_NODE_LIMIT) throw std::length_error("the returned list has a cycle or more than " + std::to_string(RETURNED_NODE_LIMIT) + " nodes");
        if (n > 1) o += ',';
        o += std::to_string(v->val);
    }
    o += ']';
}
/** Level order with null for a missing child, trailing nulls dropped; a null tree is []. */
template <class T, typename std::enable_if<std::is_base_of<TreeNode, T>::value, int>::type = 0>
void write(std::string& o, const T* root) {
    const TreeNode* v = root;
    std::vector<const TreeNode*> order{v};
    if (v == nullptr) order.clear();
    for (std::size_t i = 0; i < order.size(); i++) {
        if (order[i] == nullptr) continue;
        if (order.size() > RETURNED_NODE_LIMIT) throw std::length_error("the returned tree has a cycle or more than " + std::to_string(RETURNED_NODE_LIMIT) + " nodes");
        order.push_back(order[i]->left);
        order.push_back(order[i]->right);
    }
    while (!order.empty() && order.back() == nullptr) order.pop_back();
    o += '[';
    for (std::size_t i = 0; i < order.size(); i++) {
        if (i) o += ',';
        if (order[i] == nullptr) o += "null"; else o += std::to_string(order[i]->val);
    }
    o += ']';
}
template <class T>
void write(std::string& o, const std::vector<T>& v) {
    o += '[';
    for (std::size_t i = 0; i < v.size(); i++) { if (i) o += ','; write(o, v[i]); }
    o += ']';
}

}  // namespace judge_harness
