/**
 * @param {number} n
 * @return {number}
 */
var countWays = function(n) {
  let a = 1;
  let b = 1;
  for (let i = 1; i < n; i++) {
    const c = (a + b) % 1000000007;
    a = b;
    b = c;
  }
  return b;
};
