/**
 * The fixed Java half of the function-signature harness. java-language.ts places the members of
 * this class (everything between its braces) in the generated program's `public class Main`, after
 * the members that change per problem and the protocol's constants:
 * - per problem: `LEARNER_LINES` (lines of Main.java that are the learner's), `ARITY` (input lines
 *   per test), `ANSWER_TYPE` (the answer's type in the model's text form, "" for a design) and
 *   `test(lines, at, clock)`, which runs one test;
 * - from harness-protocol.ts: `RECORD_MARK`, `READY_FRAME`, `TEST_OUTPUT_LIMIT` and
 *   `RETURNED_NODE_LIMIT`, declared once there for every language.
 * `ListNode` and `TreeNode` are the program's own top-level classes (LeetCode's definitions, or the
 * learner's). harness-runtimes.spec.ts compiles generated programs with javac -Xlint.
 *
 * Written in Java 13's language level (Judge0 CE 1.13's OpenJDK) with fully qualified names only:
 * a learner's single-type import, such as `java.awt.List`, would otherwise change what `List`
 * means here. No libraries exist in the sandbox, so this carries its own JSON reader and writer:
 * - numbers are kept as their text until a parameter type asks for `int`, `long` or `double`, so
 *   `long` is exact and an `int` out of range is refused instead of wrapping;
 * - doubles are written as integers when integral (below 1e18, as JavaScript's JSON does), else
 *   by `Double.toString`, which parses back to the same double; NaN and infinities as `null`;
 * - strings escape `"`, the backslash, control characters and everything outside ASCII as
 *   backslash-u escapes of UTF-16 units (so unpaired surrogates survive): records are pure ASCII.
 * Arrays of non-primitive elements (`String[]`, `int[][]`) are built with `java.lang.reflect.Array`;
 * method dispatch never uses reflection.
 */
final class HarnessRuntime {
    /** A JSON number, kept as text until a type reads it. */
    static final class Num {
        final String text;
        Num(String text) { this.text = text; }
        public String toString() { return text; }
    }

    /** JSON reader for null, booleans, numbers, strings and arrays (no objects: no type needs them). */
    static final class Reader {
        private final String s;
        private int p;
        private Reader(String s) { this.s = s; }

        static Object parse(String text) {
            Reader r = new Reader(text);
            Object value = r.value();
            r.space();
            if (r.p != r.s.length()) throw r.fail("unexpected text after the value");
            return value;
        }

        private IllegalArgumentException fail(String why) {
            return new IllegalArgumentException("invalid JSON input at character " + p + ": " + why);
        }

        private void space() {
            while (p < s.length() && " \t\r\n".indexOf(s.charAt(p)) >= 0) p++;
        }

        private Object value() {
            space();
            if (p >= s.length()) throw fail("missing value");
            char c = s.charAt(p);
            if (c == '[') {
                p++;
                java.util.ArrayList<Object> items = new java.util.ArrayList<>();
                space();
                if (p < s.length() && s.charAt(p) == ']') { p++; return items; }
                while (true) {
                    items.add(value());
                    space();
                    if (p >= s.length()) throw fail("unterminated array");
                    char d = s.charAt(p++);
                    if (d == ']') return items;
                    if (d != ',') throw fail("expected , or ]");
                }
            }
            if (c == '"') return string();
            if (s.startsWith("null", p)) { p += 4; return null; }
            if (s.startsWith("true", p)) { p += 4; return Boolean.TRUE; }
            if (s.startsWith("false", p)) { p += 5; return Boolean.FALSE; }
            if (c != '-' && (c < '0' || c > '9')) throw fail("unexpected character");
            int start = p++;
            while (p < s.length() && "0123456789.eE+-".indexOf(s.charAt(p)) >= 0) p++;
            return new Num(s.substring(start, p));
        }

        private String string() {
            p++;
            StringBuilder b = new StringBuilder();
            while (true) {
                if (p >= s.length()) throw fail("unterminated string");
                char c = s.charAt(p++);
                if (c == '"') return b.toString();
                if (c != '\\') { b.append(c); continue; }
                if (p >= s.length()) throw fail("unterminated escape");
                char e = s.charAt(p++);
                switch (e) {
                    case '"': case '\\': case '/': b.append(e); break;
                    case 'b': b.append('\b'); break;
                    case 'f': b.append('\f'); break;
                    case 'n': b.append('\n'); break;
                    case 'r': b.append('\r'); break;
                    case 't': b.append('\t'); break;
                    case 'u':
                        if (p + 4 > s.length()) throw fail("short \\u escape");
                        try { b.append((char) Integer.parseInt(s.substring(p, p + 4), 16)); }
                        catch (NumberFormatException x) { throw fail("bad \\u escape"); }
                        p += 4;
                        break;
                    default: throw fail("bad escape");
                }
            }
        }
    }

    static IllegalArgumentException mismatch(Object v, String type) {
        StringBuilder b = new StringBuilder();
        write(b, v, "");
        String shown = b.length() > 60 ? b.substring(0, 60) + "..." : b.toString();
        return new IllegalArgumentException("input " + shown + " is not a valid " + type);
    }

    @SuppressWarnings("unchecked")
    static java.util.List<Object> items(Object v, String type) {
        if (!(v instanceof java.util.List)) throw mismatch(v, type);
        return (java.util.List<Object>) v;
    }

    static String number(Object v, String type) {
        if (!(v instanceof Num)) throw mismatch(v, type);
        return ((Num) v).text;
    }

    /** The Java value of JSON value v for a type in the model's text form (int[][], list<string>, TreeNode). */
    static Object conv(Object v, String type) {
        if (type.endsWith("[]")) return array(v, type.substring(0, type.length() - 2));
        if (type.startsWith("list<")) {
            if (v == null) return null;
            String of = type.substring(5, type.length() - 1);
            java.util.ArrayList<Object> out = new java.util.ArrayList<>();
            for (Object e : items(v, type)) out.add(conv(e, of));
            return out;
        }
        try {
            switch (type) {
                case "int": return Integer.valueOf(Integer.parseInt(number(v, type)));
                case "long": return Long.valueOf(Long.parseLong(number(v, type)));
                case "double": return Double.valueOf(Double.parseDouble(number(v, type)));
                default: break;
            }
        } catch (NumberFormatException x) {
            throw mismatch(v, type);
        }
        switch (type) {
            case "boolean":
                if (v instanceof Boolean) return v;
                throw mismatch(v, type);
            case "string":
                if (v == null || v instanceof String) return v;
                throw mismatch(v, type);
            case "char":
                if (v instanceof String && ((String) v).length() == 1) return Character.valueOf(((String) v).charAt(0));
                throw mismatch(v, type);
            case "ListNode": return listNode(v);
            case "TreeNode": return treeNode(v);
            default: throw new IllegalArgumentException("unknown type " + type);
        }
    }

    static Object array(Object v, String of) {
        if (v == null) return null;
        java.util.List<Object> items = items(v, of + "[]");
        int n = items.size();
        switch (of) {
            case "int": { int[] a = new int[n]; for (int i = 0; i < n; i++) a[i] = (Integer) conv(items.get(i), of); return a; }
            case "long": { long[] a = new long[n]; for (int i = 0; i < n; i++) a[i] = (Long) conv(items.get(i), of); return a; }
            case "double": { double[] a = new double[n]; for (int i = 0; i < n; i++) a[i] = (Double) conv(items.get(i), of); return a; }
            case "boolean": { boolean[] a = new boolean[n]; for (int i = 0; i < n; i++) a[i] = (Boolean) conv(items.get(i), of); return a; }
            case "char": { char[] a = new char[n]; for (int i = 0; i < n; i++) a[i] = (Character) conv(items.get(i), of); return a; }
            default: {
                Object a = java.lang.reflect.Array.newInstance(classOf(of), n);
                for (int i = 0; i < n; i++) java.lang.reflect.Array.set(a, i, conv(items.get(i), of));
                return a;
            }
        }
    }

    static Class<?> classOf(String type) {
        if (type.endsWith("[]")) return java.lang.reflect.Array.newInstance(classOf(type.substring(0, type.length() - 2)), 0).getClass();
        if (type.startsWith("list<")) return java.util.List.class;
        switch (type) {
            case "int": return int.class;
            case "long": return long.class;
            case "double": return double.class;
            case "boolean": return boolean.class;
            case "char": return char.class;
            case "string": return String.class;
            case "ListNode": return ListNode.class;
            case "TreeNode": return TreeNode.class;
            default: throw new IllegalArgumentException("unknown type " + type);
        }
    }

    static ListNode listNode(Object v) {
        if (v == null) return null;
        ListNode head = null, tail = null;
        for (Object e : items(v, "ListNode")) {
            ListNode node = new ListNode((Integer) conv(e, "int"));
            if (head == null) head = node; else tail.next = node;
            tail = node;
        }
        return head;
    }

    /** A tree from LeetCode's level order: each non-null node takes the next two entries as children. */
    static TreeNode treeNode(Object v) {
        if (v == null) return null;
        java.util.List<Object> items = items(v, "TreeNode");
        if (items.isEmpty() || items.get(0) == null) return null;
        java.util.ArrayList<TreeNode> parents = new java.util.ArrayList<>();
        TreeNode root = new TreeNode((Integer) conv(items.get(0), "int"));
        parents.add(root);
        int next = 0;
        for (int i = 1; i < items.size(); i++) {
            if (next >= parents.size()) throw mismatch(v, "TreeNode");
            TreeNode parent = parents.get(next);
            Object e = items.get(i);
            TreeNode child = e == null ? null : new TreeNode((Integer) conv(e, "int"));
            if (child != null) parents.add(child);
            if (i % 2 == 1) parent.left = child; else { parent.right = child; next++; }
        }
        return root;
    }

    /** JSON text written as is: a design's answers, each written with its own method's type. */
    static final class Raw {
        final String text;
        Raw(String text) { this.text = text; }
    }

    static Raw json(Object v, String type) {
        StringBuilder b = new StringBuilder();
        write(b, v, type);
        return new Raw(b.toString());
    }

    /**
     * Canonical compact JSON of an answer of the given type (text form; "" when unknown): boxed
     * scalars, strings, arrays, collections, nodes. A null ListNode or TreeNode is the empty list.
     */
    static void write(StringBuilder b, Object v, String type) {
        if (v == null) b.append(type.equals("ListNode") || type.equals("TreeNode") ? "[]" : "null");
        else if (v instanceof Raw) b.append(((Raw) v).text);
        else if (v instanceof String) string(b, (String) v);
        else if (v instanceof Character) string(b, String.valueOf(v));
        else if (v instanceof Double || v instanceof Float) number(b, ((Number) v).doubleValue());
        else if (v instanceof Number || v instanceof Boolean || v instanceof Num) b.append(v);
        else if (v instanceof ListNode) {
            b.append('[');
            int n = 0;
            for (ListNode node = (ListNode) v; node != null; node = node.next) {
                if (++n > RETURNED_NODE_LIMIT) throw new IllegalStateException("the returned list has a cycle or more than " + RETURNED_NODE_LIMIT + " nodes");
                if (n > 1) b.append(',');
                b.append(node.val);
            }
            b.append(']');
        } else if (v instanceof TreeNode) {
            java.util.ArrayList<TreeNode> order = new java.util.ArrayList<>();
            order.add((TreeNode) v);
            for (int i = 0; i < order.size(); i++) {
                TreeNode node = order.get(i);
                if (node == null) continue;
                if (order.size() > RETURNED_NODE_LIMIT) throw new IllegalStateException("the returned tree has a cycle or more than " + RETURNED_NODE_LIMIT + " nodes");
                order.add(node.left);
                order.add(node.right);
            }
            int end = order.size();
            while (end > 0 && order.get(end - 1) == null) end--;
            b.append('[');
            for (int i = 0; i < end; i++) {
                if (i > 0) b.append(',');
                TreeNode node = order.get(i);
                if (node == null) b.append("null"); else b.append(node.val);
            }
            b.append(']');
        } else if (v instanceof Iterable) {
            String of = elementType(type);
            b.append('[');
            boolean first = true;
            for (Object e : (Iterable<?>) v) {
                if (!first) b.append(',');
                first = false;
                write(b, e, of);
            }
            b.append(']');
        } else if (v.getClass().isArray()) {
            String of = elementType(type);
            b.append('[');
            int n = java.lang.reflect.Array.getLength(v);
            for (int i = 0; i < n; i++) {
                if (i > 0) b.append(',');
                write(b, java.lang.reflect.Array.get(v, i), of);
            }
            b.append(']');
        } else {
            throw new IllegalArgumentException("cannot write a " + v.getClass().getName() + " as JSON");
        }
    }

    static String elementType(String type) {
        if (type.endsWith("[]")) return type.substring(0, type.length() - 2);
        if (type.startsWith("list<")) return type.substring(5, type.length() - 1);
        return "";
    }

    static void number(StringBuilder b, double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) b.append("null");
        else if (d == Math.rint(d) && Math.abs(d) < 1e18) b.append((long) d);
        else b.append(Double.toString(d));
    }

    static void string(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': b.append("\\\""); break;
                case '\\': b.append("\\\\"); break;
                case '\n': b.append("\\n"); break;
                case '\r': b.append("\\r"); break;
                case '\t': b.append("\\t"); break;
                default:
                    if (c < 0x20 || c > 0x7e) b.append(String.format("\\u%04x", (int) c));
                    else b.append(c);
            }
        }
        b.append('"');
    }

    /** Collects what the learner prints during one call, keeping the first TEST_OUTPUT_LIMIT bytes. */
    static final class Capture extends java.io.OutputStream {
        private final java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        public void write(int c) { if (bytes.size() < TEST_OUTPUT_LIMIT) bytes.write(c); }
        public void write(byte[] b, int off, int len) {
            int room = TEST_OUTPUT_LIMIT - bytes.size();
            if (room > 0) bytes.write(b, off, Math.min(len, room));
        }
        String take() {
            String s = new String(bytes.toByteArray(), java.nio.charset.StandardCharsets.UTF_8);
            bytes.reset();
            return s;
        }
    }

    static java.lang.management.ThreadMXBean cpuClock;

    /** The current thread's CPU time in ns, or wall time where the JVM cannot measure CPU time. */
    static long now() {
        return cpuClock != null ? cpuClock.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** The deepest stack frame in the learner's code (Main.java, lines 1..LEARNER_LINES), or 0. */
    static int learnerLine(Throwable e) {
        for (StackTraceElement frame : e.getStackTrace()) {
            int line = frame.getLineNumber();
            if ("Main.java".equals(frame.getFileName()) && line >= 1 && line <= LEARNER_LINES) return line;
        }
        return 0;
    }

    static Object[] arguments(Object v, String operation, int count) {
        java.util.List<Object> list = items(v, "argument list of " + operation);
        if (list.size() != count) throw new IllegalArgumentException(operation + " takes " + count + " arguments, the test gives " + list.size());
        return list.toArray();
    }

    static String line(String[] lines, int at) {
        if (at >= lines.length) throw new IllegalArgumentException("the input ends before line " + (at + 1));
        return lines[at];
    }

    public static void main(String[] args) throws Exception {
        final Throwable[] failure = new Throwable[1];
        // 16 MB of stack, as judges give more than the JVM's 1 MB, so that recursive answers on deep
        // trees do not overflow; no more, so that an endless recursion overflows (an error record)
        // before a 128 MB memory limit kills the run. Where the address space is limited the thread
        // cannot be made: run on the main thread then.
        Thread worker = new Thread(null, () -> {
            try { run(); } catch (Throwable e) { failure[0] = e; }
        }, "harness", 1L << 24);
        try {
            worker.start();
            worker.join();
        } catch (OutOfMemoryError e) {
            run();
        }
        if (failure[0] != null) {
            failure[0].printStackTrace();
            System.exit(1);
        }
    }

    static void run() throws Exception {
        // One test's lines at a time: the next test's input is written only after this record.
        java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, java.nio.charset.StandardCharsets.UTF_8));
        String nonce = String.valueOf(in.readLine()).trim();
        int tests = Integer.parseInt(String.valueOf(in.readLine()).trim());
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        if (bean.isCurrentThreadCpuTimeSupported()) {
            bean.setThreadCpuTimeEnabled(true);
            cpuClock = bean;
        }
        java.io.FileOutputStream records = new java.io.FileOutputStream(java.io.FileDescriptor.out);
        Capture capture = new Capture();
        java.io.PrintStream learnerOut = new java.io.PrintStream(capture, true, "UTF-8");
        System.setOut(learnerOut);
        records.write(("\n" + RECORD_MARK + nonce + RECORD_MARK + READY_FRAME + "\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        records.flush();
        for (int i = 0; i < tests; i++) {
            long[] clock = new long[2];
            String value = null;
            Throwable error = null;
            String[] lines = new String[ARITY];
            for (int k = 0; k < ARITY; k++) {
                String read = in.readLine();
                lines[k] = read == null ? "" : read;
            }
            try {
                Object answer = test(lines, 0, clock);
                value = json(answer, ANSWER_TYPE).text;
            } catch (Throwable e) {
                if (clock[0] != 0 && clock[1] == 0) clock[1] = now();
                error = e;
            }
            learnerOut.flush();
            StringBuilder r = new StringBuilder();
            r.append('\n').append(RECORD_MARK).append(nonce).append(RECORD_MARK);
            r.append("{\"i\":").append(i).append(",\"status\":\"").append(error == null ? "ok" : "error").append('"');
            if (error == null) r.append(",\"value\":").append(value);
            r.append(",\"cpuMs\":").append(String.format(java.util.Locale.ROOT, "%.3f", (clock[1] - clock[0]) / 1e6));
            r.append(",\"stdout\":");
            string(r, capture.take());
            if (error != null) {
                r.append(",\"error\":{\"type\":");
                string(r, error.getClass().getName());
                r.append(",\"message\":");
                string(r, error.getMessage() == null ? "" : error.getMessage());
                int at = learnerLine(error);
                if (at > 0) r.append(",\"line\":").append(at);
                r.append('}');
            }
            r.append("}\n");
            records.write(r.toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            records.flush();
        }
    }
}
