/**
 * @param {number[][]} points
 * @return {number}
 */
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
      let dx = points[j][0] - points[i][0];
      let dy = points[j][1] - points[i][1];
      const g = gcd(dx, dy);
      dx /= g;
      dy /= g;
      if (dx < 0 || (dx === 0 && dy < 0)) {
        dx = -dx;
        dy = -dy;
      }
      const key = `${dx},${dy}`;
      const c = (count.get(key) || 0) + 1;
      count.set(key, c);
      best = Math.max(best, c + 1);
    }
  }
  return best;
};
