import { Difficulty, Language } from '@algosheets/contracts';
import type { ProblemFormValues } from './problem-form';
import { EMPTY_COMPARATOR } from './signature-form';

/** The two variants of the valid-palindrome sample behind 'Load Sample' (on the Create Problem screen). */
export type SampleVariant = 'STRING' | 'DP';

const STRING_SAMPLE: ProblemFormValues = {
  title: 'Valid Palindrome',
  description:
    'A phrase is a palindrome if, after converting all uppercase letters into lowercase letters and removing all non-alphanumeric characters, it reads the same forward and backward.\n\nGiven a string s on one line, print true if it is a palindrome, or false otherwise.',
  difficulty: Difficulty.Easy,
  tags: ['String', 'Two Pointers'],
  constraints: '1 <= s.length <= 2 * 10^5\ns consists only of printable ASCII characters.',
  hints: 'Compare characters from both ends, skipping anything that is not a letter or a digit.',
  editorial: 'Two pointers move towards each other over the alphanumeric characters, comparing them case-insensitively: O(n) time, O(1) space.',
  testcases: [
    { input: 'A man, a plan, a canal: Panama', output: 'true', isSample: true },
    { input: 'race a car', output: 'false', isSample: false },
    { input: '0P', output: 'false', isSample: false },
  ],
  signature: null,
  comparator: EMPTY_COMPARATOR,
  languages: {
    [Language.JavaScript]: {
      example: { input: 's = "A man, a plan, a canal: Panama"', output: 'true', explanation: '"amanaplanacanalpanama" is a palindrome.' },
      snippet: `const fs = require('fs');

/**
 * @param {string} s
 * @return {boolean}
 */
function isPalindrome(s) {
  // Write your code here
}

const s = fs.readFileSync(0, 'utf8').replace(/\\r?\\n$/, '');
console.log(isPalindrome(s));
`,
      solution: `const fs = require('fs');

function isPalindrome(s) {
  const t = s.toLowerCase().replace(/[^a-z0-9]/g, '');
  let i = 0;
  let j = t.length - 1;
  while (i < j) {
    if (t[i] !== t[j]) return false;
    i++;
    j--;
  }
  return true;
}

const s = fs.readFileSync(0, 'utf8').replace(/\\r?\\n$/, '');
console.log(isPalindrome(s));
`,
    },
    [Language.Python]: {
      example: { input: 's = "race a car"', output: 'false', explanation: '"raceacar" is not a palindrome.' },
      snippet: `import sys


def is_palindrome(s: str) -> bool:
    # Write your code here
    pass


s = sys.stdin.read().rstrip("\\n")
print("true" if is_palindrome(s) else "false")
`,
      solution: `import sys


def is_palindrome(s: str) -> bool:
    t = [c.lower() for c in s if c.isascii() and c.isalnum()]
    return t == t[::-1]


s = sys.stdin.read().rstrip("\\n")
print("true" if is_palindrome(s) else "false")
`,
    },
    [Language.Java]: {
      example: { input: 's = "0P"', output: 'false', explanation: '"0p" read backwards is "p0".' },
      snippet: `import java.io.*;

public class Main {
    static boolean isPalindrome(String s) {
        // Write your code here
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String s = reader.readLine();
        System.out.println(isPalindrome(s == null ? "" : s));
    }
}
`,
      solution: `import java.io.*;

public class Main {
    static boolean isPalindrome(String s) {
        int i = 0, j = s.length() - 1;
        while (i < j) {
            char a = s.charAt(i), b = s.charAt(j);
            if (!Character.isLetterOrDigit(a)) { i++; continue; }
            if (!Character.isLetterOrDigit(b)) { j--; continue; }
            if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false;
            i++;
            j--;
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String s = reader.readLine();
        System.out.println(isPalindrome(s == null ? "" : s));
    }
}
`,
    },
  },
};

const DP_SAMPLE: ProblemFormValues = {
  title: 'Valid Palindrome III',
  description:
    'Given a string s on the first line and an integer k on the second, print true if s can be turned into a palindrome by removing at most k characters, or false otherwise.',
  difficulty: Difficulty.Hard,
  tags: ['String', 'Dynamic Programming'],
  constraints: '1 <= s.length <= 1000\ns consists of lowercase English letters.\n1 <= k <= s.length',
  hints: 'The fewest removals equal the length of s minus its longest palindromic subsequence.',
  editorial: 'dp[i][j] is the longest palindromic subsequence of s[i..j]; the answer is n - dp[0][n-1] <= k. O(n^2) time and space.',
  testcases: [
    { input: 'abcdeca\n2', output: 'true', isSample: true },
    { input: 'abbababa\n1', output: 'true', isSample: false },
    { input: 'abc\n1', output: 'false', isSample: false },
  ],
  signature: null,
  comparator: EMPTY_COMPARATOR,
  languages: {
    [Language.JavaScript]: {
      example: { input: 's = "abcdeca", k = 2', output: 'true', explanation: 'Remove "b" and "e".' },
      snippet: `const lines = require('fs').readFileSync(0, 'utf8').split('\\n');

/**
 * @param {string} s
 * @param {number} k
 * @return {boolean}
 */
function isValidPalindrome(s, k) {
  // Write your code here
}

console.log(isValidPalindrome(lines[0].trim(), Number(lines[1])));
`,
      solution: `const lines = require('fs').readFileSync(0, 'utf8').split('\\n');

function isValidPalindrome(s, k) {
  const n = s.length;
  const dp = Array.from({ length: n + 1 }, () => new Array(n + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    dp[i][i] = 1;
    for (let j = i + 1; j < n; j++) {
      dp[i][j] = s[i] === s[j] ? dp[i + 1][j - 1] + 2 : Math.max(dp[i + 1][j], dp[i][j - 1]);
    }
  }
  return n - (n > 0 ? dp[0][n - 1] : 0) <= k;
}

console.log(isValidPalindrome(lines[0].trim(), Number(lines[1])));
`,
    },
    [Language.Python]: {
      example: { input: 's = "abbababa", k = 1', output: 'true', explanation: 'Remove one "a" from the end.' },
      snippet: `import sys


def is_valid_palindrome(s: str, k: int) -> bool:
    # Write your code here
    pass


lines = sys.stdin.read().split("\\n")
print("true" if is_valid_palindrome(lines[0].strip(), int(lines[1])) else "false")
`,
      solution: `import sys


def is_valid_palindrome(s: str, k: int) -> bool:
    n = len(s)
    dp = [[0] * (n + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        dp[i][i] = 1
        for j in range(i + 1, n):
            dp[i][j] = dp[i + 1][j - 1] + 2 if s[i] == s[j] else max(dp[i + 1][j], dp[i][j - 1])
    return n - (dp[0][n - 1] if n else 0) <= k


lines = sys.stdin.read().split("\\n")
print("true" if is_valid_palindrome(lines[0].strip(), int(lines[1])) else "false")
`,
    },
    [Language.Java]: {
      example: { input: 's = "abc", k = 1', output: 'false', explanation: 'At least two removals are needed.' },
      snippet: `import java.io.*;

public class Main {
    static boolean isValidPalindrome(String s, int k) {
        // Write your code here
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String s = reader.readLine().trim();
        int k = Integer.parseInt(reader.readLine().trim());
        System.out.println(isValidPalindrome(s, k));
    }
}
`,
      solution: `import java.io.*;

public class Main {
    static boolean isValidPalindrome(String s, int k) {
        int n = s.length();
        int[][] dp = new int[n + 1][n + 1];
        for (int i = n - 1; i >= 0; i--) {
            dp[i][i] = 1;
            for (int j = i + 1; j < n; j++) {
                dp[i][j] = s.charAt(i) == s.charAt(j) ? dp[i + 1][j - 1] + 2 : Math.max(dp[i + 1][j], dp[i][j - 1]);
            }
        }
        return n - (n > 0 ? dp[0][n - 1] : 0) <= k;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String s = reader.readLine().trim();
        int k = Integer.parseInt(reader.readLine().trim());
        System.out.println(isValidPalindrome(s, k));
    }
}
`,
    },
  },
};

/**
 * The DP/String toggle chooses the sample (in the original app it did not change which sample
 * loads, a defect fixed here): 'String' loads Valid Palindrome (two pointers) and 'DP' loads
 * Valid Palindrome III (longest palindromic subsequence).
 */
export function sampleProblem(variant: SampleVariant): ProblemFormValues {
  return structuredClone(variant === 'DP' ? DP_SAMPLE : STRING_SAMPLE);
}
