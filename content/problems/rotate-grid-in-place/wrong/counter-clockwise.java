class Solution {
    public void rotate(int[][] matrix) {
        int n = matrix.length;
        // reverses the rows before transposing: a counter-clockwise turn
        for (int[] row : matrix) {
            for (int a = 0, b = n - 1; a < b; a++, b--) {
                int t = row[a];
                row[a] = row[b];
                row[b] = t;
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                int t = matrix[i][j];
                matrix[i][j] = matrix[j][i];
                matrix[j][i] = t;
            }
        }
    }
}
