var longestUnique = function(s) {
  // updates the answer only when a repeat ends a window, so the final window is never counted
  const last = new Map();
  let left = 0;
  let best = 0;
  for (let right = 0; right < s.length; right++) {
    const p = last.get(s[right]);
    if (p !== undefined && p >= left) {
      best = Math.max(best, right - left);
      left = p + 1;
    }
    last.set(s[right], right);
  }
  return Math.max(best, 1);
};
