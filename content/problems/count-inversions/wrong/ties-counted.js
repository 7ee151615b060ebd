var countInversions = function(nums) {
  let a = nums.slice();
  let buf = new Array(a.length);
  const n = a.length;
  let count = 0;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        if (a[i] < a[j]) buf[k++] = a[i++];
        else {
          buf[k++] = a[j++];
          count += mid - i;
        }
      }
      while (i < mid) buf[k++] = a[i++];
      while (j < hi) buf[k++] = a[j++];
    }
    [a, buf] = [buf, a];
  }
  return count;
};
