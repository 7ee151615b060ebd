var isPalindrome = function(s) {
  const t = s.toLowerCase().replace(/[^a-z]/g, '');
  return t === t.split('').reverse().join('');
};
