import { HARNESS_RUNTIME_CONSTANTS } from '../harness-protocol';
import { HARNESS_RUNTIME_SOURCES } from '../harness-runtime-sources.generated';

/**
 * The fixed C++ parts of the harness, within GCC 9's C++17 (no C++20 feature).
 *
 * `CPP_PRELUDE` starts the program: the headers and `using namespace std` LeetCode's C++
 * environment gives. The node definitions (`CPP_LIST_NODE`, `CPP_TREE_NODE`) come before the
 * learner's code unless the learner declares their own; `CPP_TYPED_RUNTIME` after it. The files'
 * own comments say what each expects around it.
 */
const CPP_PRELUDE = `#include <bits/stdc++.h>
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

/** The readers and writers of the learner's node types and vectors, after the learner's code: `harness-typed.cpp`'s text. */
export const CPP_TYPED_RUNTIME = HARNESS_RUNTIME_SOURCES['cpp/harness-typed.cpp'];

/** A C++ string literal of ASCII text: octal escapes (never longer than three digits) for the rest. */
const cppString = (text: string): string =>
  `"${[...text].map((c) => (c >= ' ' && c <= '~' && c !== '"' && c !== '\\' ? c : `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`)).join('')}"`;

/**
 * The protocol's constants as `harness-runtime.cpp` refers to them, for `namespace judge_harness`:
 * `std::size_t` for counts, `char[]` for text.
 */
const CPP_PROTOCOL_CONSTANTS = Object.entries(HARNESS_RUNTIME_CONSTANTS)
  .map(([name, value]) => (typeof value === 'number' ? `const std::size_t ${name} = ${value};` : `const char ${name}[] = ${cppString(value)};`))
  .join('\n');

/**
 * The start of every C++ harness program, the same text in each: {@link CPP_PRELUDE}, the protocol's
 * constants, `harness-runtime.h` (declarations) and `harness-runtime.cpp` (their definitions, which
 * do not depend on the learner's types). The sandbox compiles `declarations + definitions` once
 * into an object (`-c`, with its own C++ options) and, for a program that starts with exactly that
 * text, compiles `declarations` and the rest of the program and links the object instead: the same
 * program, without compiling the definitions with every Submit. `next` is the line that follows them
 * in every program, which restores `main.cpp`'s line numbers for what comes after, so compiler
 * messages name the same lines whether the definitions were compiled in place or not.
 */
export const CPP_PREBUILT_RUNTIME = ((): { declarations: string; definitions: string; next: string } => {
  const declarations = [CPP_PRELUDE, 'namespace judge_harness {', CPP_PROTOCOL_CONSTANTS, '}  // namespace judge_harness', HARNESS_RUNTIME_SOURCES['cpp/harness-runtime.h']].join('\n');
  const definitions = HARNESS_RUNTIME_SOURCES['cpp/harness-runtime.cpp'];
  return { declarations, definitions, next: `#line ${CPP_PRELUDE.split('\n').length + 1} "main.cpp"` };
})();
