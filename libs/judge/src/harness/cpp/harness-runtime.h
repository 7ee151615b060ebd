// The declarations of harness-runtime.cpp, the fixed half of the C++ harness that does not depend
// on the learner's types, within GCC 9's C++17 (Judge0 CE 1.13's; no C++20 feature). cpp-language.ts
// places this file's text right after LeetCode's headers, `using namespace std` and, in `namespace
// judge_harness`, the protocol's constants from harness-protocol.ts (declared once there for every
// language: `RECORD_MARK`, `READY_FRAME`, `TEST_OUTPUT_LIMIT`, `RETURNED_NODE_LIMIT`), and before
// harness-runtime.cpp's text. What the program compiles after the learner's code sees these
// declarations whether harness-runtime.cpp was compiled with it or ahead of time into the
// sandbox's prebuilt object: harness-typed.cpp and the generated `test` and `main`.
// harness-runtimes.spec.ts compiles generated programs with g++ -Wall -Wextra.
//
// Everything is in `namespace judge_harness` so that it cannot collide with the learner's names.

namespace judge_harness {

/** A parsed JSON value: numbers keep their text, strings their UTF-8 bytes. */
struct Json {
    enum Kind { Null, Bool, Number, String, Array } kind = Null;
    bool flag = false;
    std::string text;
    std::vector<Json> items;
};

/** Throws std::invalid_argument saying that the input `v` is not a valid `type`. */
[[noreturn]] void mismatch(const Json& v, const std::string& type);

/** The JSON value of one input line; throws std::invalid_argument naming where it is not JSON. */
Json parse(const std::string& text);

/** Appends `s` to `o` as a JSON string. */
void quote(std::string& o, const std::string& s);

// Readers of the scalar types: each throws std::invalid_argument when the value is not one.
void read(const Json& v, int& out);
void read(const Json& v, long long& out);
void read(const Json& v, double& out);
void read(const Json& v, bool& out);
void read(const Json& v, std::string& out);
void read(const Json& v, char& out);

// Writers of the scalar types and of std::vector<bool>, appending JSON to `o`.
void write(std::string& o, int v);
void write(std::string& o, long v);
void write(std::string& o, long long v);
void write(std::string& o, unsigned v);
void write(std::string& o, unsigned long v);
void write(std::string& o, unsigned long long v);
void write(std::string& o, short v);
void write(std::string& o, bool v);
void write(std::string& o, double d);
void write(std::string& o, float v);
void write(std::string& o, const std::string& v);
void write(std::string& o, const char* v);
void write(std::string& o, char v);
void write(std::string& o, const std::vector<bool>& v);

/** CPU time of the process in ns (the harness is single-threaded, so the learner's call's). */
long long now();

/** Line `at` of a test's input; throws std::invalid_argument when the input ends before it. */
const std::string& line(const std::vector<std::string>& lines, std::size_t at);

/** A design operation's argument list, checked to be an array of `count` values. */
const Json& arguments(const Json& list, const std::string& operation, std::size_t count);

/**
 * Runs the test whose input starts at line `at`: the answer's JSON, the call's CPU time in
 * clock[0..1] (ns). Generated per problem, after the learner's code.
 */
std::string test(const std::vector<std::string>& lines, std::size_t at, long long clock[2]);

/** The harness: reads the tests from stdin, `arity` input lines each, and writes one record per test; main's exit code. */
int run(std::size_t arity);

}  // namespace judge_harness
