var maxCollinear = function(points) {
  const gcd = (a, b) => {
    a = Math.abs(a);
    b = Math.abs(b);
    while (b) [a, b] = [b, a % b];
    return a;
  };
  let best = 1;
  for (let i = 0; i < points.length; i++) {
    const count = new Map();
    for (let j = i + 1; j < points.length; j++) {
      const dx = points[j][0] - points[i][0];
      const dy = points[j][1] - points[i][1];
      const g = gcd(dx, dy);
      const key = `${dx / g},${dy / g}`;
      const c = (count.get(key) || 0) + 1;
      count.set(key, c);
      best = Math.max(best, c + 1);
    }
  }
  return best;
};
