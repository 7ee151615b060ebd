var trappedWater = function(heights) {
  let leftMax = 0;
  let total = 0;
  for (const h of heights) {
    leftMax = Math.max(leftMax, h);
    total += leftMax - h;
  }
  return total;
};
