function longestPalindrome(s: string): string {
  const n = s.length;
  let bestL = 0;
  let bestLen = 1;
  for (let c = 0; c < 2 * n - 1; c++) {
    let l = c >> 1;
    let r = (c + 1) >> 1;
    while (l >= 0 && r < n && s[l] === s[r]) {
      l--;
      r++;
    }
    if (r - l - 1 > bestLen) {
      bestL = l + 1;
      bestLen = r - l - 1;
    }
  }
  return s.slice(bestL, bestL + bestLen);
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const s: string = readLine();
const result = longestPalindrome(s);
console.log(String(result));
