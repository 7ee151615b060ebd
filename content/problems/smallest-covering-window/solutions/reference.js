/**
 * @param {string} s
 * @param {string} t
 * @return {string}
 */
var minWindow = function(s, t) {
  const need = new Map();
  const get = (c) => need.get(c) || 0;
  for (const c of t) need.set(c, get(c) + 1);
  let missing = t.length;
  let left = 0;
  let bestL = 0;
  let bestLen = s.length + 1;
  for (let right = 0; right < s.length; right++) {
    const c = s[right];
    if (get(c) > 0) missing--;
    need.set(c, get(c) - 1);
    if (missing === 0) {
      while (get(s[left]) < 0) {
        need.set(s[left], get(s[left]) + 1);
        left++;
      }
      if (right - left + 1 < bestLen) {
        bestL = left;
        bestLen = right - left + 1;
      }
      need.set(s[left], get(s[left]) + 1);
      missing++;
      left++;
    }
  }
  return bestLen > s.length ? '' : s.slice(bestL, bestL + bestLen);
};
