import { HARNESS_RUNTIME_CONSTANTS } from '../harness-protocol';
import { HARNESS_RUNTIME_SOURCES } from '../harness-runtime-sources.generated';

/**
 * The fixed C++ parts of the harness, within GCC 9's C++17 (no C++20 feature).
 *
 * `CPP_PRELUDE` comes before the learner's code: the headers and `using namespace std` LeetCode's
 * C++ environment gives. The node definitions (`CPP_LIST_NODE`, `CPP_TREE_NODE`) follow it unless
 * the learner declares their own. `CPP_RUNTIME`, the text of `harness-runtime.cpp`, comes after
 * the learner's code and {@link CPP_PROTOCOL_CONSTANTS} (the file's own comment says what it
 * expects around it).
 */
export const CPP_PRELUDE = `#include <bits/stdc++.h>
#include <cxxabi.h>
using namespace std;`;

export const CPP_LIST_NODE = `struct ListNode {
    int val;
    ListNode *next;
    ListNode() : val(0), next(nullptr) {}
    ListNode(int x) : val(x), next(nullptr) {}
    ListNode(int x, ListNode *next) : val(x), next(next) {}
};`;

export const CPP_TREE_NODE = `struct TreeNode {
    int val;
    TreeNode *left;
    TreeNode *right;
    TreeNode() : val(0), left(nullptr), right(nullptr) {}
    TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
    TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
};`;

/** The fixed C++ half of the harness after the learner's code: `harness-runtime.cpp`'s text. */
export const CPP_RUNTIME = HARNESS_RUNTIME_SOURCES['cpp/harness-runtime.cpp'];

/** A C++ string literal of ASCII text: octal escapes (never longer than three digits) for the rest. */
const cppString = (text: string): string =>
  `"${[...text].map((c) => (c >= ' ' && c <= '~' && c !== '"' && c !== '\\' ? c : `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`)).join('')}"`;

/**
 * The protocol's constants as `harness-runtime.cpp` refers to them, for `namespace judge_harness`:
 * `std::size_t` for counts, `char[]` for text.
 */
export const CPP_PROTOCOL_CONSTANTS = Object.entries(HARNESS_RUNTIME_CONSTANTS)
  .map(([name, value]) => (typeof value === 'number' ? `const std::size_t ${name} = ${value};` : `const char ${name}[] = ${cppString(value)};`))
  .join('\n');
