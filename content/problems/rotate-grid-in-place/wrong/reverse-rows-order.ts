function rotate(matrix: number[][]): void {
  // transposes, then reverses the order of the rows instead of each row: a counter-clockwise turn
  const n = matrix.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const t = matrix[i][j];
      matrix[i][j] = matrix[j][i];
      matrix[j][i] = t;
    }
  }
  matrix.reverse();
}
