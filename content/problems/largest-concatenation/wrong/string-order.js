var largestNumber = function(nums) {
  const parts = nums.map(String).sort().reverse();
  const s = parts.join('');
  return s[0] === '0' ? '0' : s;
};
