// A SAX handler that builds the document itself, so that it can stop at the first key given
// twice or at a value nested too deep, and say where. Iterative throughout: nesting costs heap,
// never stack.
#include "io/bounded_json.h"

#include <algorithm>
#include <memory>
#include <unordered_set>
#include <vector>

namespace eylau::detail {
namespace {

// Objects with more keys than this look a key up in a hash set, not along the key list, so a
// hostile object of a million keys is still read in linear time.
constexpr std::size_t kKeysScannedInLine = 16;

// A token shown in a message: at most 40 bytes of it.
std::string shortened(std::string_view s) {
    constexpr std::size_t kShown = 40;
    if (s.size() <= kShown) return std::string(s);
    return std::string(s.substr(0, kShown)) + "...";
}

// "line L, column C" (both from 1) of a byte offset (only computed for a message).
std::string lineAndColumn(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    const std::string_view before = text.substr(0, offset);
    const std::size_t line = 1 + std::size_t(std::count(before.begin(), before.end(), '\n'));
    const std::size_t lastBreak = before.rfind('\n');
    const std::size_t column = lastBreak == std::string_view::npos ? offset + 1 : offset - lastBreak;
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// nlohmann's "[json.exception.parse_error.101] parse error at line 3, column 5: syntax error
// while parsing value - invalid literal; last read: '...'" without the tag, the last read token cut short.
std::string syntaxMessage(const std::string& what) {
    std::string m = what;
    if (auto close = m.find("] "); m.rfind("[json.exception", 0) == 0 && close != std::string::npos)
        m = m.substr(close + 2);
    constexpr std::string_view kLastRead = "; last read: '";
    if (auto at = m.find(kLastRead); at != std::string::npos) {
        const std::size_t start = at + kLastRead.size();
        const std::size_t end = m.rfind('\'');
        if (end != std::string::npos && end >= start)
            m = m.substr(0, start) + shortened(std::string_view(m).substr(start, end - start)) + "'";
    }
    return m;
}

class DocumentBuilder {
public:
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;

    DocumentBuilder(std::string_view text, int maxDepth) : text_(text), maxDepth_(std::size_t(maxDepth)) {}

    bool null() { return put(nullptr) != nullptr; }
    bool boolean(bool v) { return put(v) != nullptr; }
    bool number_integer(number_integer_t v) { return put(v) != nullptr; }
    bool number_unsigned(number_unsigned_t v) { return put(v) != nullptr; }
    bool number_float(number_float_t v, const string_t&) { return put(v) != nullptr; }
    bool string(string_t& v) { return put(std::move(v)) != nullptr; }
    bool binary(binary_t& v) { return put(Json::binary(std::move(v))) != nullptr; }
    bool start_object(std::size_t) { return open(Json::object()); }
    bool start_array(std::size_t) { return open(Json::array()); }
    bool end_object() {
        // The members, gathered in `members` (see Level), go into the object at once, in order.
        Level& top = open_.back();
        auto& object = top.container->get_ref<Json::object_t&>();
        auto& list = static_cast<std::vector<Json::object_t::value_type>&>(object);
        list.reserve(top.members.size());
        for (auto& [key, value] : top.members) list.emplace_back(std::move(key), std::move(value));
        return close();
    }
    bool end_array() { return close(); }

    bool key(string_t& k) {
        Level& top = open_.back();
        if (seenBefore(top, k)) {
            fail(pathHere() + pointerSegment(k),
                 "the key \"" + shortened(k) + "\" is given twice in one object (which value is meant?)");
            return false;
        }
        top.key = std::move(k);
        return true;
    }

    bool parse_error(std::size_t position, const std::string& token, const nlohmann::detail::exception& e) {
        // Syntax errors carry their line and column; a number that does not fit (out_of_range,
        // such as 1e400) does not, so they are worked out from the byte offset.
        if (e.id == 406)
            // `position` is just past the token: the message names where the number starts.
            fail("", "not valid JSON: " + lineAndColumn(text_, position >= token.size() ? position - token.size() : 0) +
                         ": the number " + shortened(token) + " is out of range");
        else
            fail("", "not valid JSON: " + syntaxMessage(e.what()));
        return false;
    }

    JsonParse finish(bool parsed) {
        if (!parsed && result_.message.empty()) result_.message = "not valid JSON";
        if (result_.ok()) result_.value = std::move(root_);
        return std::move(result_);
    }

private:
    // An open container. An object's members are gathered here while it is open and moved into
    // it when it closes: the object's own list holds `const` keys, so growing it would copy every
    // member's whole value; this list moves them.
    struct Level {
        Json* container;
        std::string key;  // the key of the value to come (objects)
        std::vector<std::pair<std::string, Json>> members;      // of an open object
        std::unique_ptr<std::unordered_set<std::string>> keys;  // of a large open object
    };

    static bool seenBefore(Level& level, const std::string& k) {
        if (!level.keys && level.members.size() < kKeysScannedInLine)
            return std::any_of(level.members.begin(), level.members.end(), [&](const auto& m) { return m.first == k; });
        if (!level.keys) {
            level.keys = std::make_unique<std::unordered_set<std::string>>();
            for (const auto& m : level.members) level.keys->insert(m.first);
        }
        return !level.keys->insert(k).second;
    }

    Json* put(Json v) {
        if (open_.empty()) {
            root_ = std::move(v);
            return &root_;
        }
        Level& top = open_.back();
        if (top.container->is_object()) {
            top.members.emplace_back(top.key, std::move(v));
            return &top.members.back().second;
        }
        top.container->push_back(std::move(v));
        return &top.container->back();
    }

    // A container's slot in its parent stays put while the container is open: only the newest
    // (innermost) container grows.
    bool open(Json v) {
        if (open_.size() >= maxDepth_) {
            fail(pathHere(), "values are nested more than " + std::to_string(maxDepth_) +
                                 " levels deep (a scenario needs far fewer)");
            return false;
        }
        Json* slot = put(std::move(v));
        open_.push_back({slot, {}, {}, nullptr});
        return true;
    }

    bool close() {
        open_.pop_back();
        return true;
    }

    static std::string pointerSegment(std::string_view key) {
        std::string out = "/";
        for (char c : key) out += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
        return out;
    }

    // The JSON Pointer of the innermost open container.
    std::string pathHere() const {
        std::string path;
        for (std::size_t i = 0; i + 1 < open_.size(); ++i) {
            const Level& parent = open_[i];
            path += parent.container->is_object() ? pointerSegment(parent.key)
                                                  : "/" + std::to_string(parent.container->size() - 1);
            // (An open object's key is that of its newest member, the open child.)
        }
        return path;
    }

    void fail(std::string path, std::string message) {
        if (!result_.message.empty()) return;
        result_.path = std::move(path);
        result_.message = std::move(message);
    }

    std::string_view text_;
    std::size_t maxDepth_;
    Json root_;
    std::vector<Level> open_;
    JsonParse result_;
};

}  // namespace

JsonParse parseJson(std::string_view text, int maxDepth) {
    DocumentBuilder builder(text, maxDepth);
    bool parsed = false;
    try {
        parsed = Json::sax_parse(text.begin(), text.end(), &builder);
    } catch (const std::exception& e) {
        // The handler never throws and the parser reports through it; this is a last guard.
        return JsonParse{{}, "", std::string("not valid JSON: ") + e.what()};
    }
    return builder.finish(parsed);
}

}  // namespace eylau::detail
