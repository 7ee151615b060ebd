var nearbyDuplicate = function(nums, k) {
  const last = new Map();
  for (let j = 0; j < nums.length; j++) {
    const i = last.get(nums[j]);
    if (i !== undefined && j - i < k) return true;
    last.set(nums[j], j);
  }
  return false;
};
