/**
 * @param {string} s
 * @param {string} t
 * @return {boolean}
 */
var isCipher = function(s, t) {
  const fwd = new Map();
  const back = new Map();
  for (let i = 0; i < s.length; i++) {
    const a = s[i];
    const b = t[i];
    if ((fwd.has(a) && fwd.get(a) !== b) || (back.has(b) && back.get(b) !== a)) return false;
    fwd.set(a, b);
    back.set(b, a);
  }
  return true;
};
