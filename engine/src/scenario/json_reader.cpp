#include "scenario/json_reader.h"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace eylau::detail {

void Problems::error(std::string path, std::string message) {
    if (repairing_ && !note_.empty()) message += "; the editor " + note_;
    if (errors_++ < kMaxListedProblems)
        list_.push_back({ScenarioProblem::Severity::Error, std::move(path), std::move(message), std::nullopt, hex_});
}

void Problems::warning(std::string path, std::string message) {
    if (warnings_++ < kMaxListedProblems)
        list_.push_back({ScenarioProblem::Severity::Warning, std::move(path), std::move(message), std::nullopt, hex_});
}

std::vector<ScenarioProblem> Problems::take(std::size_t* unlistedErrors) {
    std::stable_partition(list_.begin(), list_.end(), [](const ScenarioProblem& p) {
        return p.severity == ScenarioProblem::Severity::Error;
    });
    const std::size_t moreErrors = errors_ > kMaxListedProblems ? errors_ - kMaxListedProblems : 0;
    const std::size_t moreWarnings = warnings_ > kMaxListedProblems ? warnings_ - kMaxListedProblems : 0;
    if (moreErrors > 0) {
        const auto firstWarning = std::find_if(list_.begin(), list_.end(), [](const ScenarioProblem& p) {
            return p.severity == ScenarioProblem::Severity::Warning;
        });
        list_.insert(firstWarning, {ScenarioProblem::Severity::Error, "",
                                    "... and " + withThousands(moreErrors) + " more " +
                                        (moreErrors == 1 ? "error" : "errors") + " (the first " +
                                        std::to_string(kMaxListedProblems) + " are listed)"});
    }
    if (moreWarnings > 0)
        list_.push_back({ScenarioProblem::Severity::Warning, "",
                         "... and " + withThousands(moreWarnings) + " more " +
                             (moreWarnings == 1 ? "warning" : "warnings")});
    if (unlistedErrors) *unlistedErrors = moreErrors;
    errors_ = warnings_ = 0;
    return std::move(list_);
}


std::string childPath(const std::string& path, std::string_view key) {
    std::string out = path + "/";
    for (char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

std::string childPath(const std::string& path, std::size_t index) {
    return path + "/" + std::to_string(index);
}

std::string describeType(const Json& j) {
    switch (j.type()) {
        case Json::value_t::null: return "null";
        case Json::value_t::object: return "an object";
        case Json::value_t::array: return "a list";
        case Json::value_t::string: return "a string";
        case Json::value_t::boolean: return "true/false";
        case Json::value_t::number_float: return "a fractional number";
        case Json::value_t::number_integer:
        case Json::value_t::number_unsigned: return "a whole number";
        default: return "an unreadable value";
    }
}

std::string quote(std::string_view s) {
    constexpr std::size_t kShown = 60;
    if (s.size() <= kShown) return Json(std::string(s)).dump(-1, ' ', false, Json::error_handler_t::replace);
    // Cut at a character boundary, so the quoted text stays valid UTF-8.
    std::size_t cut = kShown;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
    std::string shown = Json(std::string(s.substr(0, cut))).dump(-1, ' ', false, Json::error_handler_t::replace);
    shown.insert(shown.size() - 1, "...");
    return shown;
}

std::string describeValue(const Json& j) {
    switch (j.type()) {
        case Json::value_t::string: return quote(j.get_ref<const std::string&>());
        case Json::value_t::boolean:
        case Json::value_t::null:
        case Json::value_t::number_float:
        case Json::value_t::number_integer:
        case Json::value_t::number_unsigned: return j.dump();
        default: return describeType(j);
    }
}

ObjectReader::ObjectReader(const Json& json, std::string path, Problems& problems,
                           std::initializer_list<std::string_view> allowedKeys)
    : ObjectReader(json, std::move(path), problems, std::vector<std::string_view>(allowedKeys)) {}

ObjectReader::ObjectReader(const Json& json, std::string path, Problems& problems,
                           const std::vector<std::string_view>& allowedKeys)
    : path_(std::move(path)), problems_(problems) {
    if (!json.is_object()) {
        problems_.error(path_, "expected an object, found " + describeType(json));
        return;
    }
    object_ = &json;
    const RepairNote asRead(problems_, "leaves it out");
    for (const auto& [key, value] : json.items()) {
        if (std::find(allowedKeys.begin(), allowedKeys.end(), key) != allowedKeys.end()) continue;
        std::string allowed;
        for (std::string_view k : allowedKeys) allowed += (allowed.empty() ? "" : ", ") + std::string(k);
        problems_.error(pathOf(key), "unknown key " + quote(key) + " (expected one of: " + allowed + ")");
    }
}

void ObjectReader::error(std::string_view key, std::string message) const {
    problems_.error(pathOf(key), std::move(message));
}

bool ObjectReader::has(std::string_view key) const {
    return object_ && object_->contains(std::string(key));
}

const Json* ObjectReader::member(std::string_view key, bool required) const {
    if (!object_) return nullptr;
    auto it = object_->find(std::string(key));
    if (it == object_->end()) {
        if (required) problems_.error(path_, "missing required key " + quote(key));
        return nullptr;
    }
    return &*it;
}

std::optional<std::string> ObjectReader::string(std::string_view key, bool required) const {
    const Json* j = member(key, required);
    if (!j) return std::nullopt;
    if (!j->is_string()) {
        error(key, "expected a string, found " + describeType(*j));
        return std::nullopt;
    }
    const auto& text = j->get_ref<const std::string&>();
    if (text.size() > kMaxTextBytes) {
        error(key, "the text is " + withThousands(text.size()) + " bytes long; at most " +
                       withThousands(kMaxTextBytes) + " are allowed");
        return std::nullopt;
    }
    return text;
}

std::optional<int> ObjectReader::integer(std::string_view key, bool required, int min, int max) const {
    const Json* j = member(key, required);
    if (!j) return std::nullopt;
    if (!j->is_number_integer()) {
        error(key, "expected a whole number, found " + describeType(*j));
        return std::nullopt;
    }
    // Compared before any conversion: a value above 2^63 is unsigned in the document and would
    // wrap to a negative number as a long long.
    const std::string range = " is out of range (" + std::to_string(min) + " to " + std::to_string(max) + ")";
    if (j->is_number_unsigned()) {
        const auto v = j->get<std::uint64_t>();
        if (v > std::uint64_t(max) || (min > 0 && v < std::uint64_t(min))) {
            error(key, std::to_string(v) + range);
            return std::nullopt;
        }
        return int(v);
    }
    const auto v = j->get<std::int64_t>();
    if (v < min || v > max) {
        error(key, std::to_string(v) + range);
        return std::nullopt;
    }
    return int(v);
}

std::optional<double> ObjectReader::number(std::string_view key, bool required, double min, double max) const {
    const Json* j = member(key, required);
    if (!j) return std::nullopt;
    if (!j->is_number()) {
        error(key, "expected a number, found " + describeType(*j));
        return std::nullopt;
    }
    const double v = j->get<double>();
    if (!(v >= min && v <= max)) {  // also refuses NaN
        error(key, describeValue(*j) + " is out of range (" + describeValue(Json(min)) + " to " + describeValue(Json(max)) + ")");
        return std::nullopt;
    }
    return v;
}

std::string ObjectReader::stringOr(std::string_view key, bool required, const std::string& fallback) const {
    const RepairNote asRead(problems_, fallback.empty() ? "reads it as empty" : "reads it as " + quote(fallback));
    return string(key, required).value_or(fallback);
}

int ObjectReader::integerOr(std::string_view key, bool required, int min, int max, int fallback) const {
    const RepairNote asRead(problems_, "reads it as " + std::to_string(fallback));
    return integer(key, required, min, max).value_or(fallback);
}

bool ObjectReader::boolean(std::string_view key, bool fallback) const {
    const Json* j = member(key, false);
    if (!j) return fallback;
    if (!j->is_boolean()) {
        const RepairNote asRead(problems_, fallback ? "reads it as true" : "reads it as false");
        error(key, "expected true or false, found " + describeType(*j));
        return fallback;
    }
    return j->get<bool>();
}

std::optional<Hex> ObjectReader::hex(std::string_view key, bool required, std::string repairNote) const {
    const RepairNote asRead(problems_, repairNote);
    const Json* j = member(key, required);
    if (!j) return std::nullopt;
    return readHex(*j, pathOf(key), problems_);
}

Provenance ObjectReader::provenance(Provenance fallback) const {
    return nameOr<Provenance>("provenance", false, "provenance", parseProvenance, "printed, reconstructed", fallback);
}

std::string ObjectReader::note() const { return stringOr("note", false); }

void ObjectReader::forEach(std::string_view key, bool required,
                           const std::function<void(const Json&, const std::string&)>& each) const {
    const Json* j = member(key, required);
    if (!j) return;
    if (!j->is_array()) {
        error(key, "expected a list, found " + describeType(*j));
        return;
    }
    const std::string base = pathOf(key);
    for (std::size_t i = 0; i < j->size(); ++i) each((*j)[i], childPath(base, i));
}

std::optional<Hex> readHex(const Json& j, const std::string& path, Problems& problems, std::string repairNote) {
    const RepairNote asRead(problems, std::move(repairNote));
    if (!j.is_string()) {
        problems.error(path, "expected a hex id such as \"1213\", found " + describeType(j));
        return std::nullopt;
    }
    const auto s = j.get<std::string>();
    auto h = Hex::parse(s);
    if (!h) problems.error(path, quote(s) + " is not a hex id (four digits, column then row: \"1213\")");
    return h;
}

void forEachBounded(const ObjectReader& o, std::string_view key, std::size_t most, std::string_view what,
                    const std::function<void(const Json&, const std::string&)>& each) {
    std::size_t count = 0;
    o.forEach(key, false, [&](const Json& j, const std::string& path) {
        if (++count <= most) each(j, path);
        else if (count == most + 1)
            o.problems().error(path, "at most " + std::to_string(most) + " " + std::string(what) + " are read");
    });
}

}  // namespace eylau::detail
