// The fixed C++ half of the function-signature harness that does not depend on the learner's types,
// within GCC 9's C++17 (Judge0 CE 1.13's; no C++20 feature): the definitions of what
// harness-runtime.h declares, and what they use. cpp-language.ts places harness-runtime.h's text
// then this file's at the start of every program, right after LeetCode's headers and `using
// namespace std` and before anything the learner wrote, so that this part reads the same in every
// program: the sandbox compiles it once, ahead of time (its prebuilt C++ harness runtime), and
// links that object instead of compiling this text with each Submit.
//
// No libraries exist in the sandbox, so it carries its own JSON reader and writer:
// - numbers are kept as text until a type reads them, so `long long` is exact and an `int` out of
//   range is refused instead of wrapping;
// - doubles are written as integers when integral (below 1e18, as JavaScript's JSON does), else
//   with the fewest of 15..17 significant digits that parse back to the same double; NaN and
//   infinities as `null`;
// - strings are UTF-8 bytes: `"`, the backslash and control characters are escaped, other bytes
//   written as they are; backslash-u escapes in the input (surrogate pairs included) are decoded
//   to UTF-8.

namespace judge_harness {

struct Reader {
    const std::string& s;
    std::size_t p = 0;
    explicit Reader(const std::string& text) : s(text) {}

    [[noreturn]] void fail(const char* why) {
        throw std::invalid_argument("invalid JSON input at character " + std::to_string(p) + ": " + why);
    }
    void space() {
        while (p < s.size() && (s[p] == ' ' || s[p] == '\t' || s[p] == '\r' || s[p] == '\n')) p++;
    }
    bool word(const char* w) {
        std::size_t n = std::strlen(w);
        if (s.compare(p, n, w) != 0) return false;
        p += n;
        return true;
    }
    Json value() {
        space();
        if (p >= s.size()) fail("missing value");
        Json v;
        char c = s[p];
        if (c == '[') {
            p++;
            v.kind = Json::Array;
            space();
            if (p < s.size() && s[p] == ']') { p++; return v; }
            while (true) {
                v.items.push_back(value());
                space();
                if (p >= s.size()) fail("unterminated array");
                char d = s[p++];
                if (d == ']') return v;
                if (d != ',') fail("expected , or ]");
            }
        }
        if (c == '"') { v.kind = Json::String; v.text = string(); return v; }
        if (word("null")) return v;
        if (word("true")) { v.kind = Json::Bool; v.flag = true; return v; }
        if (word("false")) { v.kind = Json::Bool; return v; }
        if (c != '-' && (c < '0' || c > '9')) fail("unexpected character");
        std::size_t start = p++;
        while (p < s.size() && std::strchr("0123456789.eE+-", s[p]) != nullptr && s[p] != '\0') p++;
        v.kind = Json::Number;
        v.text = s.substr(start, p - start);
        return v;
    }
    unsigned hex4() {
        if (p + 4 > s.size()) fail("short \\u escape");
        unsigned cp = 0;
        for (int i = 0; i < 4; i++) {
            char h = s[p++];
            cp <<= 4;
            if (h >= '0' && h <= '9') cp |= unsigned(h - '0');
            else if (h >= 'a' && h <= 'f') cp |= unsigned(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F') cp |= unsigned(h - 'A' + 10);
            else fail("bad \\u escape");
        }
        return cp;
    }
    static void utf8(std::string& out, unsigned cp) {
        if (cp < 0x80) out += char(cp);
        else if (cp < 0x800) { out += char(0xC0 | (cp >> 6)); out += char(0x80 | (cp & 0x3F)); }
        else if (cp < 0x10000) { out += char(0xE0 | (cp >> 12)); out += char(0x80 | ((cp >> 6) & 0x3F)); out += char(0x80 | (cp & 0x3F)); }
        else { out += char(0xF0 | (cp >> 18)); out += char(0x80 | ((cp >> 12) & 0x3F)); out += char(0x80 | ((cp >> 6) & 0x3F)); out += char(0x80 | (cp & 0x3F)); }
    }
    std::string string() {
        p++;
        std::string out;
        while (true) {
            if (p >= s.size()) fail("unterminated string");
            char c = s[p++];
            if (c == '"') return out;
            if (c != '\\') { out += c; continue; }
            if (p >= s.size()) fail("unterminated escape");
            char e = s[p++];
            switch (e) {
                case '"': case '\\': case '/': out += e; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    unsigned cp = hex4();
                    if (cp >= 0xD800 && cp < 0xDC00 && s.compare(p, 2, "\\u") == 0) {
                        std::size_t back = p;
                        p += 2;
                        unsigned low = hex4();
                        if (low >= 0xDC00 && low < 0xE000) cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                        else p = back;
                    }
                    utf8(out, cp);
                    break;
                }
                default: fail("bad escape");
            }
        }
    }
};

Json parse(const std::string& text) {
    Reader r(text);
    Json v = r.value();
    r.space();
    if (r.p != text.size()) r.fail("unexpected text after the value");
    return v;
}

void quote(std::string& o, const std::string& s) {
    o += '"';
    for (char ch : s) {
        unsigned char c = static_cast<unsigned char>(ch);
        switch (c) {
            case '"': o += "\\\""; break;
            case '\\': o += "\\\\"; break;
            case '\n': o += "\\n"; break;
            case '\r': o += "\\r"; break;
            case '\t': o += "\\t"; break;
            default:
                if (c < 0x20 || c == 0x7f) {
                    char b[8];
                    std::snprintf(b, sizeof b, "\\u%04x", c);
                    o += b;
                } else {
                    o += ch;
                }
        }
    }
    o += '"';
}

void show(std::string& o, const Json& v) {
    switch (v.kind) {
        case Json::Null: o += "null"; break;
        case Json::Bool: o += v.flag ? "true" : "false"; break;
        case Json::Number: o += v.text; break;
        case Json::String: quote(o, v.text); break;
        case Json::Array:
            o += '[';
            for (std::size_t i = 0; i < v.items.size(); i++) { if (i) o += ','; show(o, v.items[i]); }
            o += ']';
    }
}

[[noreturn]] void mismatch(const Json& v, const std::string& type) {
    std::string shown;
    show(shown, v);
    if (shown.size() > 60) shown = shown.substr(0, 60) + "...";
    throw std::invalid_argument("input " + shown + " is not a valid " + type);
}

long long integer(const Json& v, const char* type, long long lo, long long hi) {
    if (v.kind != Json::Number) mismatch(v, type);
    errno = 0;
    char* end = nullptr;
    long long x = std::strtoll(v.text.c_str(), &end, 10);
    if (errno == ERANGE || *end != '\0' || x < lo || x > hi) mismatch(v, type);
    return x;
}

void read(const Json& v, int& out) { out = int(integer(v, "int", INT_MIN, INT_MAX)); }
void read(const Json& v, long long& out) { out = integer(v, "long", LLONG_MIN, LLONG_MAX); }
void read(const Json& v, double& out) {
    if (v.kind != Json::Number) mismatch(v, "double");
    char* end = nullptr;
    out = std::strtod(v.text.c_str(), &end);
    if (*end != '\0') mismatch(v, "double");
}
void read(const Json& v, bool& out) {
    if (v.kind != Json::Bool) mismatch(v, "boolean");
    out = v.flag;
}
void read(const Json& v, std::string& out) {
    if (v.kind != Json::String) mismatch(v, "string");
    out = v.text;
}
void read(const Json& v, char& out) {
    if (v.kind != Json::String || v.text.size() != 1) mismatch(v, "char");
    out = v.text[0];
}

void write(std::string& o, int v) { o += std::to_string(v); }
void write(std::string& o, long v) { o += std::to_string(v); }
void write(std::string& o, long long v) { o += std::to_string(v); }
void write(std::string& o, unsigned v) { o += std::to_string(v); }
void write(std::string& o, unsigned long v) { o += std::to_string(v); }
void write(std::string& o, unsigned long long v) { o += std::to_string(v); }
void write(std::string& o, short v) { o += std::to_string(v); }
void write(std::string& o, bool v) { o += v ? "true" : "false"; }
void write(std::string& o, double d) {
    char b[40];
    if (!std::isfinite(d)) { o += "null"; return; }
    if (d == std::floor(d) && std::fabs(d) < 1e18) {
        std::snprintf(b, sizeof b, "%lld", static_cast<long long>(d));
    } else {
        for (int digits = 15; digits <= 17; digits++) {
            std::snprintf(b, sizeof b, "%.*g", digits, d);
            if (std::strtod(b, nullptr) == d) break;
        }
    }
    o += b;
}
void write(std::string& o, float v) { write(o, double(v)); }
void write(std::string& o, const std::string& v) { quote(o, v); }
void write(std::string& o, const char* v) { if (v) quote(o, v); else o += "null"; }
void write(std::string& o, char v) { quote(o, std::string(1, v)); }
void write(std::string& o, const std::vector<bool>& v) {
    o += '[';
    for (std::size_t i = 0; i < v.size(); i++) { if (i) o += ','; o += v[i] ? "true" : "false"; }
    o += ']';
}
/** Collects what the learner prints through std::cout during one call, keeping the first TEST_OUTPUT_LIMIT bytes. */
class Capture : public std::streambuf {
public:
    std::string text;
protected:
    int_type overflow(int_type c) override {
        if (!traits_type::eq_int_type(c, traits_type::eof()) && text.size() < TEST_OUTPUT_LIMIT) text += traits_type::to_char_type(c);
        return traits_type::not_eof(c);
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        std::size_t room = text.size() < TEST_OUTPUT_LIMIT ? TEST_OUTPUT_LIMIT - text.size() : 0;
        text.append(s, std::min(room, static_cast<std::size_t>(n)));
        return n;
    }
};

/** CPU time of the process in ns (the harness is single-threaded, so the learner's call's). */
long long now() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<long long>(t.tv_sec) * 1000000000LL + t.tv_nsec;
}

std::string demangle(const char* name) {
    int status = 0;
    char* readable = abi::__cxa_demangle(name, nullptr, nullptr, &status);
    std::string out = status == 0 && readable != nullptr ? readable : name;
    std::free(readable);
    return out;
}

const std::string& line(const std::vector<std::string>& lines, std::size_t at) {
    if (at >= lines.size()) throw std::invalid_argument("the input ends before line " + std::to_string(at + 1));
    return lines[at];
}

const Json& arguments(const Json& list, const std::string& operation, std::size_t count) {
    if (list.kind != Json::Array) mismatch(list, "argument list of " + operation);
    if (list.items.size() != count) {
        throw std::invalid_argument(operation + " takes " + std::to_string(count) + " arguments, the test gives " + std::to_string(list.items.size()));
    }
    return list;
}

/** One line of stdin without its newline (POSIX getline: reads what has arrived, never ahead of need). */
std::string read_line() {
    static char* buffer = nullptr;
    static std::size_t capacity = 0;
    ssize_t length = ::getline(&buffer, &capacity, stdin);
    if (length <= 0) return std::string();
    std::string l(buffer, static_cast<std::size_t>(length));
    if (!l.empty() && l.back() == '\n') l.pop_back();
    if (!l.empty() && l.back() == '\r') l.pop_back();
    return l;
}

int run(std::size_t arity) {
    std::string nonce = read_line();
    long tests = std::stol(read_line());
    Capture capture;
    std::streambuf* real = std::cout.rdbuf(&capture);
    std::string ready = "\n" + std::string(RECORD_MARK) + nonce + RECORD_MARK + READY_FRAME + "\n";
    std::fwrite(ready.data(), 1, ready.size(), stdout);
    std::fflush(stdout);
    for (long i = 0; i < tests; i++) {
        long long clock[2] = {0, 0};
        std::string value, type, message;
        bool ok = false;
        // One test's lines at a time: the next test's input is written only after this record.
        std::vector<std::string> lines;
        for (std::size_t k = 0; k < arity; k++) lines.push_back(read_line());
        try {
            value = test(lines, 0, clock);
            ok = true;
        } catch (const std::exception& e) {
            type = demangle(typeid(e).name());
            message = e.what();
        } catch (...) {
            std::type_info* thrown = abi::__cxa_current_exception_type();
            type = thrown != nullptr ? demangle(thrown->name()) : "unknown";
        }
        if (!ok && clock[0] != 0 && clock[1] == 0) clock[1] = now();
        std::cout.flush();
        std::string r = "\n" + std::string(RECORD_MARK) + nonce + RECORD_MARK + "{\"i\":" + std::to_string(i) + ",\"status\":\"" + (ok ? "ok" : "error") + "\"";
        if (ok) r += ",\"value\":" + value;
        char cpu[32];
        std::snprintf(cpu, sizeof cpu, "%.3f", double(clock[1] - clock[0]) / 1e6);
        r += ",\"cpuMs\":";
        r += cpu;
        r += ",\"stdout\":";
        quote(r, capture.text);
        capture.text.clear();
        if (!ok) {
            r += ",\"error\":{\"type\":";
            quote(r, type);
            r += ",\"message\":";
            quote(r, message);
            r += '}';
        }
        r += "}\n";
        std::fwrite(r.data(), 1, r.size(), stdout);
        std::fflush(stdout);
    }
    std::cout.rdbuf(real);
    return 0;
}

}  // namespace judge_harness
