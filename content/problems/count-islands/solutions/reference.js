/**
 * @param {number[][]} grid
 * @return {number}
 */
var countIslands = function(grid) {
  const r = grid.length;
  const c = grid[0].length;
  const land = grid.map((row) => row.slice());
  let count = 0;
  const stack = [];
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      if (land[i][j] !== 1) continue;
      count++;
      land[i][j] = 0;
      stack.push(i * c + j);
      while (stack.length > 0) {
        const cell = stack.pop();
        const x = Math.floor(cell / c);
        const y = cell % c;
        for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]]) {
          if (nx >= 0 && nx < r && ny >= 0 && ny < c && land[nx][ny] === 1) {
            land[nx][ny] = 0;
            stack.push(nx * c + ny);
          }
        }
      }
    }
  }
  return count;
};
