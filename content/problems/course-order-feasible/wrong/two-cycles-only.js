var canFinish = function(numCourses, prerequisites) {
  // only looks for self-loops and pairs that require each other
  const set = new Set(prerequisites.map(([u, v]) => u * 100000 + v));
  return !prerequisites.some(([u, v]) => u === v || set.has(v * 100000 + u));
};
