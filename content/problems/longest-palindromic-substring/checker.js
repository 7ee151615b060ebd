// Any longest palindromic substring is right: the same length as the reference's answer, a
// palindrome, and a contiguous part of s.
const s = input[0];
if (typeof actual !== 'string' || actual.length !== expected.length) return false;
for (let i = 0, j = actual.length - 1; i < j; i++, j--) {
  if (actual[i] !== actual[j]) return false;
}
return s.indexOf(actual) !== -1;
