function columnNumber(label: string): number {
  let result = 0;
  for (const c of label) result = result * 26 + (c.charCodeAt(0) - 64);
  return result;
}
