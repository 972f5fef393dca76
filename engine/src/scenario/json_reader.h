#pragma once
// A private helper for reading JSON with every problem reported under its JSON Pointer path.
// Readers never throw and never stop at the first problem.
#include "eylau/map/hex.h"
#include "eylau/map/provenance.h"
#include "eylau/scenario/scenario_io.h"

#include "io/bounded_json.h"
#include "io/thousands.h"

#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace eylau::detail {


// Every problem found, of which the first kMaxListedProblems errors and as many warnings are
// kept: a file with a million bad entries is reported in a screenful ("... and 999,900 more").
inline constexpr std::size_t kMaxListedProblems = 100;

class Problems {
public:
    void error(std::string path, std::string message);
    void warning(std::string path, std::string message);
    bool hasErrors() const { return errors_ > 0; }
    // Errors first, then warnings; a last entry counts those not listed (ScenarioLoad::unlistedErrors).
    std::vector<ScenarioProblem> take(std::size_t* unlistedErrors = nullptr);

private:
    std::vector<ScenarioProblem> list_;
    std::size_t errors_ = 0, warnings_ = 0;
};

// The longest text a scenario holds in one string (a name, a note, a description).
inline constexpr std::size_t kMaxTextBytes = 10000;

// "/units" + "0" -> "/units/0", escaping '~' and '/' as JSON Pointer requires.
std::string childPath(const std::string& path, std::string_view key);
std::string childPath(const std::string& path, std::size_t index);
// "a string", "a number", ... for messages.
std::string describeType(const Json& j);
// A value shown in a message: a string quoted and cut short, a number or true/false as written,
// a list or object by its type (never the whole of it).
std::string describeValue(const Json& j);
// "\"swamp\"": JSON-quoted, at most 60 characters of it shown.
std::string quote(std::string_view s);


// Reads the members of one JSON object. Unknown keys are reported at construction.
class ObjectReader {
public:
    ObjectReader(const Json& json, std::string path, Problems& problems,
                 std::initializer_list<std::string_view> allowedKeys);
    ObjectReader(const Json& json, std::string path, Problems& problems,
                 const std::vector<std::string_view>& allowedKeys);

    bool isObject() const { return object_ != nullptr; }
    const std::string& path() const { return path_; }
    std::string pathOf(std::string_view key) const { return childPath(path_, key); }
    Problems& problems() const { return problems_; }
    void error(std::string_view key, std::string message) const;
    bool has(std::string_view key) const;

    // A member, or nullptr (reporting it when required).
    const Json* member(std::string_view key, bool required) const;
    std::optional<std::string> string(std::string_view key, bool required) const;
    std::optional<int> integer(std::string_view key, bool required, int min, int max) const;
    bool boolean(std::string_view key, bool fallback) const;
    // A finite number from min to max (a whole number is a number too).
    std::optional<double> number(std::string_view key, bool required, double min, double max) const;
    std::optional<Hex> hex(std::string_view key, bool required) const;
    Provenance provenance(Provenance fallback) const;  // "provenance"
    std::string note() const;                          // "note"
    // Calls each(element, elementPath) for every element of an array member.
    void forEach(std::string_view key, bool required,
                 const std::function<void(const Json&, const std::string&)>& each) const;

    // Reads a name from a table of allowed names, reporting the allowed ones when it is unknown.
    template <typename E, typename Parse>
    std::optional<E> name(std::string_view key, bool required, std::string_view what, Parse parse,
                          std::string_view allowed) const {
        auto s = string(key, required);
        if (!s) return std::nullopt;
        if (auto v = parse(*s)) return v;
        error(key, "unknown " + std::string(what) + " " + quote(*s) + " (expected one of: " +
                       std::string(allowed) + ")");
        return std::nullopt;
    }

private:
    const Json* object_ = nullptr;
    std::string path_;
    Problems& problems_;
};

// The names a scenario file may give, for "expected one of" messages.
inline constexpr std::string_view kTerrainList = "clear, woods, grove, town, fort, lake";
inline constexpr std::string_view kFeatureList = "road, trail, slope, gully, stream, river, bridge";

// Calls each(element, elementPath) for the first `most` elements of an array member; one more is
// an error saying that at most `most` `what` are read.
void forEachBounded(const ObjectReader& o, std::string_view key, std::size_t most, std::string_view what,
                    const std::function<void(const Json&, const std::string&)>& each);

// Reads a hex id string at `path`.
std::optional<Hex> readHex(const Json& j, const std::string& path, Problems& problems);

}  // namespace eylau::detail
