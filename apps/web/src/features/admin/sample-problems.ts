import { Difficulty, Language } from '@algosheets/contracts';
import type { ProblemFormValues } from './problem-form';
import { EMPTY_COMPARATOR } from './signature-form';

/** The two samples behind 'Load Sample' (on the Create Problem screen): a string problem and a dynamic-programming one. */
export type SampleVariant = 'STRING' | 'DP';

/** The library problem each sample is copied from (`content/problems/<slug>`). */
export const SAMPLE_SLUGS: Record<SampleVariant, string> = { STRING: 'valid-palindrome-sentence', DP: 'fewest-coins' };

/** Copied from content/problems/valid-palindrome-sentence (its first three tests); `sample-problems.spec.ts` holds the copy equal to the library's files. */
const STRING_SAMPLE: ProblemFormValues = {
  title: "Palindrome Sentence",
  description: "A sentence is a *palindrome sentence* if, after turning every upper-case letter into lower case and removing every character that is not a letter (`a`-`z`, `A`-`Z`) or a digit (`0`-`9`), it reads the same forwards and backwards.\n\nGiven a sentence `s`, return whether it is a palindrome sentence. A sentence with no letters or digits counts as a palindrome.",
  difficulty: Difficulty.Easy,
  tags: ["String"],
  constraints: "- 1 <= s.length <= 200000\n- `s` consists of printable ASCII characters (codes 32 to 126).",
  hints: "1. You do not need to build the filtered string: two indices moving towards each other are enough.\n2. Skip characters that are neither letters nor digits, and compare the rest case-insensitively.",
  editorial: "## Approach: two pointers\n\nPut `i` at the start and `j` at the end. Move `i` right past characters that are not letters or digits, and `j` left likewise. Compare the lower-cased characters at `i` and `j`; a difference means the answer is `false`. Otherwise step both inwards. When they meet, the answer is `true`.\n\nPitfalls: digits count and must not be dropped; upper and lower case letters are equal; a sentence made only of punctuation is a palindrome.\n\n**Complexity:** O(n) time, O(1) extra memory.",
  testcases: [
    { input: "\"Never odd, or even.\"", output: "true", isSample: true },
    { input: "\"ab-ca\"", output: "false", isSample: true },
    { input: "\"a\"", output: "true", isSample: false },
  ],
  signature: {"kind": "function", "name": "isPalindrome", "params": [{"name": "s", "type": "string", "constraints": {"minLength": 1, "maxLength": 10, "alphabet": "aAbB1 ,."}}], "returns": "boolean"},
  comparator: EMPTY_COMPARATOR,
  languages: {
    [Language.JavaScript]: { example: {"input": "\"Never odd, or even.\"", "output": "true", "explanation": "Keeping letters and digits in lower case gives \"neveroddoreven\", which reads the same backwards."}, snippet: '', solution: "/**\n * @param {string} s\n * @return {boolean}\n */\nvar isPalindrome = function(s) {\n  const ok = (c) => /[a-z0-9]/i.test(c);\n  let i = 0;\n  let j = s.length - 1;\n  while (i < j) {\n    if (!ok(s[i])) i++;\n    else if (!ok(s[j])) j--;\n    else if (s[i].toLowerCase() !== s[j].toLowerCase()) return false;\n    else {\n      i++;\n      j--;\n    }\n  }\n  return true;\n};\n" },
    [Language.Python]: { example: {"input": "\"Never odd, or even.\"", "output": "true", "explanation": "Keeping letters and digits in lower case gives \"neveroddoreven\", which reads the same backwards."}, snippet: '', solution: "class Solution:\n    def is_palindrome(self, s: str) -> bool:\n        i, j = 0, len(s) - 1\n        while i < j:\n            if not s[i].isalnum() or not s[i].isascii():\n                i += 1\n            elif not s[j].isalnum() or not s[j].isascii():\n                j -= 1\n            elif s[i].lower() != s[j].lower():\n                return False\n            else:\n                i += 1\n                j -= 1\n        return True\n" },
    [Language.Java]: { example: {"input": "\"Never odd, or even.\"", "output": "true", "explanation": "Keeping letters and digits in lower case gives \"neveroddoreven\", which reads the same backwards."}, snippet: '', solution: "class Solution {\n    public boolean isPalindrome(String s) {\n        int i = 0, j = s.length() - 1;\n        while (i < j) {\n            char a = s.charAt(i), b = s.charAt(j);\n            if (!Character.isLetterOrDigit(a)) i++;\n            else if (!Character.isLetterOrDigit(b)) j--;\n            else if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false;\n            else {\n                i++;\n                j--;\n            }\n        }\n        return true;\n    }\n}\n" },
  },
};

/** Copied from content/problems/fewest-coins (its first three tests); `sample-problems.spec.ts` holds the copy equal to the library's files. */
const DP_SAMPLE: ProblemFormValues = {
  title: "Fewest Coins for an Amount",
  description: "You have an unlimited supply of coins of each value in `coins` (distinct positive values). Return the smallest number of coins whose values add up to exactly `amount`, or `-1` if it cannot be done. An amount of `0` needs `0` coins.",
  difficulty: Difficulty.Medium,
  tags: ["Dynamic Programming"],
  constraints: "- 1 <= coins.length <= 50\n- 1 <= coins[i] <= 100000, all distinct\n- 0 <= amount <= 100000",
  hints: "1. Taking the largest coin first is not always optimal (try coins 1, 3, 4 and amount 6).\n2. best[a] = 1 + min over coins c <= a of best[a - c].",
  editorial: "## Approach: dynamic programming over amounts\n\nLet `best[a]` be the fewest coins that pay exactly `a` (infinity if impossible), with `best[0] = 0`. For `a` from 1 to `amount`, `best[a] = 1 + min(best[a - c])` over coins `c <= a`. The answer is `best[amount]`, or `-1` if it stayed infinite.\n\nGreedy (largest coin first) fails for coin systems like {1, 3, 4}: for 6 it takes 4 + 1 + 1 instead of 3 + 3. Plain recursion over all combinations is exponential.\n\n**Complexity:** O(amount * coins) time, O(amount) memory: at most 5 * 10^6 steps.",
  testcases: [
    { input: "[1,2,5]\n11", output: "3", isSample: true },
    { input: "[2]\n3", output: "-1", isSample: true },
    { input: "[1]\n0", output: "0", isSample: false },
  ],
  signature: {"kind": "function", "name": "fewestCoins", "params": [{"name": "coins", "type": "int[]", "constraints": {"minLength": 1, "maxLength": 4, "distinct": true, "items": {"min": 1, "max": 12}}}, {"name": "amount", "type": "int", "constraints": {"min": 0, "max": 40}}], "returns": "int"},
  comparator: EMPTY_COMPARATOR,
  languages: {
    [Language.JavaScript]: { example: {"input": "[1,2,5]\n11", "output": "3", "explanation": "11 = 5 + 5 + 1 uses three coins."}, snippet: '', solution: "/**\n * @param {number[]} coins\n * @param {number} amount\n * @return {number}\n */\nvar fewestCoins = function(coins, amount) {\n  const inf = amount + 1;\n  const best = new Int32Array(amount + 1).fill(inf);\n  best[0] = 0;\n  for (const c of coins) {\n    for (let a = c; a <= amount; a++) if (best[a - c] + 1 < best[a]) best[a] = best[a - c] + 1;\n  }\n  return best[amount] === inf ? -1 : best[amount];\n};\n" },
    [Language.Python]: { example: {"input": "[1,2,5]\n11", "output": "3", "explanation": "11 = 5 + 5 + 1 uses three coins."}, snippet: '', solution: "class Solution:\n    def fewest_coins(self, coins: List[int], amount: int) -> int:\n        inf = amount + 1\n        best = [0] + [inf] * amount\n        for c in sorted(coins):\n            for a in range(c, amount + 1):\n                if best[a - c] + 1 < best[a]:\n                    best[a] = best[a - c] + 1\n        return -1 if best[amount] == inf else best[amount]\n" },
    [Language.Java]: { example: {"input": "[1,2,5]\n11", "output": "3", "explanation": "11 = 5 + 5 + 1 uses three coins."}, snippet: '', solution: "class Solution {\n    public int fewestCoins(int[] coins, int amount) {\n        int inf = amount + 1;\n        int[] best = new int[amount + 1];\n        Arrays.fill(best, inf);\n        best[0] = 0;\n        for (int c : coins) {\n            for (int a = c; a <= amount; a++) if (best[a - c] + 1 < best[a]) best[a] = best[a - c] + 1;\n        }\n        return best[amount] == inf ? -1 : best[amount];\n    }\n}\n" },
  },
};

/**
 * A real function-signature problem of the library, as the form holds it: 'String' loads Palindrome
 * Sentence (two pointers), 'DP' loads Fewest Coins for an Amount (dynamic programming). Starter
 * code is left blank: the form generates it from the signature.
 */
export function sampleProblem(variant: SampleVariant): ProblemFormValues {
  return structuredClone(variant === 'DP' ? DP_SAMPLE : STRING_SAMPLE);
}
