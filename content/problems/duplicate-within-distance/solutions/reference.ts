function nearbyDuplicate(nums: number[], k: number): boolean {
  const last = new Map<number, number>();
  for (let j = 0; j < nums.length; j++) {
    const i = last.get(nums[j]);
    if (i !== undefined && j - i <= k) return true;
    last.set(nums[j], j);
  }
  return false;
}
