#pragma once
// JSON text read with the limits of docs/scenario-format.md ("Limits"): values nested at most
// kMaxJsonDepth deep, no key twice in one object, every number representable. nlohmann's own
// parser takes the last of two equal keys silently and throws on a number such as 1e400; this
// one reports both, naming the place, and never throws.
#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace eylau::detail {

inline constexpr int kMaxJsonDepth = 64;

// Objects keep their keys in a vector, in file order: about 30% less memory than std::map for
// the small objects scenarios are made of, and unknown keys are reported in the order written.
using Json = nlohmann::ordered_json;

struct JsonParse {
    Json value;              // the whole document when ok()
    std::string path;        // JSON Pointer of the problem; "" for a syntax error (the message has line and column)
    std::string message;     // empty when the text was read
    bool ok() const { return message.empty(); }
};

JsonParse parseJson(std::string_view text, int maxDepth = kMaxJsonDepth);

}  // namespace eylau::detail
