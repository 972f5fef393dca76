#include "io/canonical_json.h"

#include <algorithm>

namespace eylau::detail {
namespace {

using OJson = nlohmann::ordered_json;

void compact(const OJson& v, std::string& out) {
    if (v.is_object()) {
        out += '{';
        bool first = true;
        for (const auto& [key, member] : v.items()) {
            if (!first) out += ", ";
            first = false;
            out += OJson(key).dump();
            out += ": ";
            compact(member, out);
        }
        out += '}';
    } else if (v.is_array()) {
        out += '[';
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (i) out += ", ";
            compact(v[i], out);
        }
        out += ']';
    } else {
        out += v.dump();
    }
}

bool isContainer(const OJson& v) { return v.is_object() || v.is_array(); }

void spread(const OJson& v, int indent, std::string& out) {
    const std::string pad(std::size_t(indent + 2), ' ');
    const std::string closePad(std::size_t(indent), ' ');
    if (v.is_object() && !v.empty()) {
        out += "{\n";
        std::size_t i = 0;
        for (const auto& [key, member] : v.items()) {
            out += pad + OJson(key).dump() + ": ";
            spread(member, indent + 2, out);
            out += ++i < v.size() ? ",\n" : "\n";
        }
        out += closePad + "}";
    } else if (v.is_array() && !v.empty() && std::any_of(v.begin(), v.end(), isContainer)) {
        out += "[\n";
        for (std::size_t i = 0; i < v.size(); ++i) {
            out += pad;
            compact(v[i], out);
            out += i + 1 < v.size() ? ",\n" : "\n";
        }
        out += closePad + "]";
    } else {
        compact(v, out);
    }
}

}  // namespace

std::string canonicalJson(const nlohmann::ordered_json& value) {
    std::string out;
    spread(value, 0, out);
    out += '\n';
    return out;
}

}  // namespace eylau::detail
