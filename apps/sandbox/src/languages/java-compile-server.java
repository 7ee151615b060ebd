import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import com.sun.tools.javac.api.JavacTaskImpl;
import com.sun.tools.javac.file.BaseFileManager;
import com.sun.tools.javac.main.Main;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * The sandbox's warm Java compiler: one JVM per sandbox slot, started inside bubblewrap as the
 * slot's uid, that compiles one learner's Main.java at a time with the JDK's javac.
 *
 * Before its first request it warms up: it compiles a program of its own (the second argument:
 * how many times) into its private /tmp, so that javac's classes are loaded and its hot paths
 * compiled before a learner waits on them, then prints "ready".
 *
 * Requests, one per line on stdin: the javac options, separated by tabs (an empty line: none).
 * Each compile has the working directory, /box, to itself: the sandbox empties it before and after
 * and writes Main.java alone into it. javac reads Main.java there as the command-line javac reads
 * it (named "Main.java" in every message), writes the class files into it flat (as the command
 * line does without -d: next to the source, whatever the package) and sees nothing else on its
 * class path or source path. Each compile gets a fresh file manager and task: nothing of one
 * compile is visible to the next.
 *
 * Answers, on stdout: a line "STATUS LENGTH", then LENGTH bytes of javac's diagnostics exactly as
 * the command-line javac prints them (in the JVM's default charset, as it writes its stderr).
 * STATUS: 0 compiled, 1 errors, 2 an option the compiler API refuses (the sandbox then runs the
 * command-line javac), 3 diagnostics cut at the output cap (the first argument, bytes), 4 javac
 * ended abnormally (it ran out of memory or stack, or failed): the sandbox then runs the
 * command-line javac, whose answer that is, and starts a new service. Anything thrown here ends
 * the JVM, with the same consequences.
 *
 * It takes javac's own task (`jdk.compiler`'s JavacTaskImpl, exported to it by `--add-exports`)
 * for two things the public API hides: javac's result (the command line's exit status, which tells
 * an abnormal end from errors) and the task's log for the file manager, so that what the file
 * manager reports (a character the encoding cannot map) is counted and printed with the rest.
 *
 * -proc:none always: no annotation processor is looked up, so compiling runs no code of anyone's.
 */
final class JavaCompileServer {
    /**
     * What the warm-up compiles: the kinds of code a solution and its harness hold (generics,
     * lambdas and streams, collections, records, switch expressions, string building, I/O).
     */
    private static final String WARM_UP = """
        import java.io.*;
        import java.util.*;
        import java.util.function.*;
        import java.util.stream.*;

        public class Main {
            record Pair<A, B>(A first, B second) {}

            static <T extends Comparable<T>> List<T> sorted(Collection<T> items, Predicate<T> keep) {
                return items.stream().filter(keep).sorted(Comparator.reverseOrder()).collect(Collectors.toList());
            }

            static int maxProfit(int[] prices) {
                int best = 0, low = Integer.MAX_VALUE;
                for (int price : prices) {
                    low = Math.min(low, price);
                    best = Math.max(best, price - low);
                }
                return best;
            }

            static String kind(Object value) {
                return switch (value.getClass().getSimpleName()) {
                    case "Integer", "Long" -> "number";
                    case "String" -> "text";
                    default -> value instanceof Map<?, ?> map ? "map of " + map.size() : "other";
                };
            }

            public static void main(String[] args) throws IOException {
                BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
                Map<String, List<Pair<Integer, String>>> groups = new TreeMap<>();
                StringBuilder out = new StringBuilder();
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    int[] prices = Arrays.stream(line.split(",")).map(String::trim).mapToInt(Integer::parseInt).toArray();
                    groups.computeIfAbsent(kind(prices.length), k -> new ArrayList<>()).add(new Pair<>(maxProfit(prices), line));
                    out.append(maxProfit(prices)).append('\\n');
                }
                BiFunction<Integer, Integer, Integer> add = Integer::sum;
                Optional<Integer> total = groups.values().stream().flatMap(List::stream).map(Pair::first).reduce(add::apply);
                System.out.print(out);
                System.out.println(sorted(List.of(3, 1, 2), x -> x > 1) + " " + total.orElse(0));
            }
        }
        """;

    private JavaCompileServer() {}

    public static void main(String[] args) throws IOException {
        int outputCap = Integer.parseInt(args[0]);
        int warmUps = Integer.parseInt(args[1]);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        OutputStream answers = new FileOutputStream(FileDescriptor.out);
        // Nothing javac or the JDK prints by itself may land among the answers.
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        try {
            warmUp(compiler, warmUps);
            answers.write("ready\n".getBytes(StandardCharsets.US_ASCII));
            answers.flush();
            for (String line = requests.readLine(); line != null; line = requests.readLine()) {
                List<String> options = line.isEmpty() ? List.of() : Arrays.asList(line.split("\t", -1));
                CappedWriter diagnostics = new CappedWriter(outputCap);
                int status = compile(compiler, options, diagnostics);
                byte[] text = diagnostics.bytes();
                answers.write((status + " " + text.length + "\n").getBytes(StandardCharsets.US_ASCII));
                answers.write(text);
                answers.flush();
            }
        } catch (Throwable failure) {
            // A JVM that ran out of memory or stack is not trusted with the next compile.
            Runtime.getRuntime().halt(70);
        }
    }

    /** Compiles {@link #WARM_UP} `times` times into /tmp/warm-up, each with a fresh file manager and task. */
    private static void warmUp(JavaCompiler compiler, int times) throws IOException {
        Path dir = Files.createDirectories(Paths.get("/tmp/warm-up"));
        JavaFileObject source = new SimpleJavaFileObject(URI.create("string:///Main.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return WARM_UP;
            }
        };
        for (int i = 0; i < times; i++) {
            try (StandardJavaFileManager files = compiler.getStandardFileManager(null, null, null)) {
                files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(dir));
                files.setLocationFromPaths(StandardLocation.CLASS_PATH, List.of(dir));
                if (!compiler.getTask(Writer.nullWriter(), files, null, List.of("-proc:none"), null, List.of(source)).call()) {
                    throw new IllegalStateException("the warm-up program did not compile");
                }
            }
        }
    }

    /** Compiles /box/Main.java with -proc:none and `options`; returns the answer's status. */
    private static int compile(JavaCompiler compiler, List<String> options, CappedWriter diagnostics) throws IOException {
        Path dir = Paths.get("/box");
        try (StandardJavaFileManager standard = compiler.getStandardFileManager(null, null, null)) {
            standard.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(dir));
            standard.setLocationFromPaths(StandardLocation.CLASS_PATH, List.of(dir));
            standard.setLocationFromPaths(StandardLocation.SOURCE_PATH, List.of(dir));
            // Relative, as the command line names it: the working directory is /box.
            Iterable<? extends JavaFileObject> source = standard.getJavaFileObjects(Paths.get("Main.java"));
            List<String> all = new ArrayList<>();
            all.add("-proc:none");
            all.addAll(options);
            JavacTaskImpl task;
            try {
                task = (JavacTaskImpl) compiler.getTask(diagnostics, new FlatOutput(standard), null, all, null, source);
            } catch (IllegalArgumentException refused) {
                return 2;
            }
            ((BaseFileManager) standard).setContext(task.getContext());
            Main.Result result = task.doCall();
            if (result != Main.Result.OK && result != Main.Result.ERROR) return 4;
            if (diagnostics.overflowed()) return 3;
            return result == Main.Result.OK ? 0 : 1;
        }
    }

    /**
     * Class files written into the compile's directory without package subdirectories, where the
     * command-line javac without -d writes them (next to the source).
     */
    private static final class FlatOutput extends ForwardingJavaFileManager<StandardJavaFileManager> {
        FlatOutput(StandardJavaFileManager files) {
            super(files);
        }

        @Override
        public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind, FileObject sibling) throws IOException {
            return super.getJavaFileForOutput(location, className.substring(className.lastIndexOf('.') + 1), kind, sibling);
        }
    }

    /** Keeps at most `cap` bytes of text in the default charset and remembers whether more was written. */
    private static final class CappedWriter extends Writer {
        private final StringBuilder text = new StringBuilder();
        private final int cap;
        private boolean overflowed;

        CappedWriter(int cap) {
            this.cap = cap;
        }

        @Override
        public void write(char[] chars, int offset, int length) {
            // Every charset javac's messages may be in takes at least one byte per char.
            int room = Math.max(0, cap + 1 - text.length());
            text.append(chars, offset, Math.min(length, room));
            if (length > room) overflowed = true;
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}

        boolean overflowed() {
            return overflowed || bytes().length > cap;
        }

        byte[] bytes() {
            // Characters the charset cannot encode become '?', as on the command line's stderr.
            byte[] all = text.toString().getBytes(Charset.defaultCharset());
            return all.length <= cap ? all : Arrays.copyOf(all, cap);
        }
    }
}
