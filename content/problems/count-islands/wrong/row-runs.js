var countIslands = function(grid) {
  // counts a land cell as new unless its left or upper neighbour is land: fails on U shapes
  let count = 0;
  for (let i = 0; i < grid.length; i++) {
    for (let j = 0; j < grid[0].length; j++) {
      if (grid[i][j] !== 1) continue;
      const up = i > 0 && grid[i - 1][j] === 1;
      const left = j > 0 && grid[i][j - 1] === 1;
      if (!up && !left) count++;
    }
  }
  return count;
};
