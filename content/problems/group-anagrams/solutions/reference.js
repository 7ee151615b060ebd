/**
 * @param {string[]} words
 * @return {string[][]}
 */
var groupWords = function(words) {
  const groups = new Map();
  for (const w of words) {
    const key = [...w].sort().join('');
    const g = groups.get(key);
    if (g) g.push(w);
    else groups.set(key, [w]);
  }
  return [...groups.values()];
};
