function largestNumber(nums: number[]): string {
  const parts = nums.map(String);
  parts.sort((a, b) => {
    const ab = a + b;
    const ba = b + a;
    return ab > ba ? -1 : ab < ba ? 1 : 0;
  });
  const s = parts.join('');
  return s[0] === '0' ? '0' : s;
}
