import { HARNESS_RUNTIME_CONSTANTS } from '../harness-protocol';
import { HARNESS_RUNTIME_SOURCES } from '../harness-runtime-sources.generated';

/** The class whose members `HarnessRuntime.java` holds; its braces are not part of the program. */
const RUNTIME_CLASS = 'final class HarnessRuntime {\n';

/**
 * The fixed Java half of the harness: the members of `HarnessRuntime.java`'s class (its own
 * docstring says what they expect around them), which the program places in its `public class Main`.
 * @throws Error at module load when the file no longer declares its class as {@link RUNTIME_CLASS}
 */
export const JAVA_RUNTIME = ((source: string): string => {
  const start = source.indexOf(RUNTIME_CLASS);
  if (start < 0) throw new Error(`HarnessRuntime.java does not declare ${RUNTIME_CLASS.trim()}`);
  return source.slice(start + RUNTIME_CLASS.length, source.lastIndexOf('}'));
})(HARNESS_RUNTIME_SOURCES['java/HarnessRuntime.java']);

/**
 * The protocol's constants as members of `Main`, as `HarnessRuntime.java` refers to them:
 * `static final int` for counts, `static final String` for text (JSON's escapes are Java's).
 */
export const JAVA_PROTOCOL_CONSTANTS = Object.entries(HARNESS_RUNTIME_CONSTANTS)
  .map(([name, value]) => `    static final ${typeof value === 'number' ? 'int' : 'String'} ${name} = ${JSON.stringify(value)};`)
  .join('\n');

/** The definitions the harness provides (LeetCode's), unless the learner declares their own. */
export const JAVA_LIST_NODE = String.raw`class ListNode {
    int val;
    ListNode next;
    ListNode() {}
    ListNode(int val) { this.val = val; }
    ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}`;

export const JAVA_TREE_NODE = String.raw`class TreeNode {
    int val;
    TreeNode left;
    TreeNode right;
    TreeNode() {}
    TreeNode(int val) { this.val = val; }
    TreeNode(int val, TreeNode left, TreeNode right) { this.val = val; this.left = left; this.right = right; }
}`;
