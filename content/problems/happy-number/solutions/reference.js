/**
 * @param {number} n
 * @return {boolean}
 */
var isCheerful = function(n) {
  const seen = new Set();
  while (n !== 1 && !seen.has(n)) {
    seen.add(n);
    let s = 0;
    for (const d of String(n)) s += Number(d) * Number(d);
    n = s;
  }
  return n === 1;
};
