function isPalindrome(s: string): boolean {
  const ok = (c: string): boolean => /[a-z0-9]/i.test(c);
  let i = 0;
  let j = s.length - 1;
  while (i < j) {
    if (!ok(s[i])) i++;
    else if (!ok(s[j])) j--;
    else if (s[i].toLowerCase() !== s[j].toLowerCase()) return false;
    else {
      i++;
      j--;
    }
  }
  return true;
}
