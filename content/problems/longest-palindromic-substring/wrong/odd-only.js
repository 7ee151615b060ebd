var longestPalindrome = function(s) {
  let best = s[0];
  for (let c = 0; c < s.length; c++) {
    let l = c;
    let r = c;
    while (l >= 0 && r < s.length && s[l] === s[r]) {
      l--;
      r++;
    }
    if (r - l - 1 > best.length) best = s.slice(l + 1, r);
  }
  return best;
};
