/**
 * @param {number[][]} matrix
 * @return {void}
 */
var rotate = function(matrix) {
  // builds the rotated grid correctly, but only rebinds the local name: the caller's grid is unchanged
  matrix = matrix.map((_, i) => matrix.map((row) => row[i]).reverse());
};
