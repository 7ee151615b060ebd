var twoSum = function(nums, target) {
  const seen = new Map();
  nums.forEach((x, i) => seen.set(x, i));
  for (let i = 0; i < nums.length; i++) {
    const j = seen.get(target - nums[i]);
    if (j !== undefined) return [Math.min(i, j), Math.max(i, j)];
  }
  return [];
};
