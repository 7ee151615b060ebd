var groupWords = function(words) {
  const groups = new Map();
  for (const w of words) {
    const key = [...w].sort().join('');
    if (!groups.has(key)) groups.set(key, new Set());
    groups.get(key).add(w);
  }
  return [...groups.values()].map((g) => [...g]);
};
