function topK(nums: number[], k: number): number[] {
  const count = new Map<number, number>();
  for (const x of nums) count.set(x, (count.get(x) || 0) + 1);
  const freq = (v: number): number => count.get(v) || 0;
  return [...count.keys()].sort((a, b) => freq(b) - freq(a) || a - b).slice(0, k);
}
