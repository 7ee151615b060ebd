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
