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
    // Repairing (ReadMode::Repair): the scenario is kept whatever its errors, and an error raised
    // while a RepairNote is alive says what the kept scenario holds instead (docs/editor.md,
    // "Repair mode").
    explicit Problems(bool repairing = false) : repairing_(repairing) {}
    bool repairing() const { return repairing_; }
    void error(std::string path, std::string message);
    void warning(std::string path, std::string message);
    bool hasErrors() const { return errors_ > 0; }
    // Errors first, then warnings; a last entry counts those not listed (ScenarioLoad::unlistedErrors).
    std::vector<ScenarioProblem> take(std::size_t* unlistedErrors = nullptr);

private:
    friend class RepairNote;
    friend class ProblemsAbout;
    std::vector<ScenarioProblem> list_;
    std::size_t errors_ = 0, warnings_ = 0;
    bool repairing_ = false;
    std::string note_;
    std::optional<Hex> hex_;
};

// While alive, the problems raised are about `hex` (ScenarioProblem::hex), when it is known.
class ProblemsAbout {
public:
    ProblemsAbout(Problems& problems, std::optional<Hex> hex) : problems_(problems), saved_(problems.hex_) {
        if (hex) problems_.hex_ = hex;
    }
    ~ProblemsAbout() { problems_.hex_ = saved_; }
    ProblemsAbout(const ProblemsAbout&) = delete;
    ProblemsAbout& operator=(const ProblemsAbout&) = delete;

private:
    Problems& problems_;
    std::optional<Hex> saved_;
};

// While alive, a repairing reader's errors end with "; the editor NOTE" ("reads it as clear",
// "leaves it out"): what the repaired scenario holds in place of the value that could not be read.
class RepairNote {
public:
    // An empty note keeps the one already in force.
    RepairNote(Problems& problems, std::string note) : problems_(problems), saved_(problems.note_) {
        if (!note.empty()) problems_.note_ = std::move(note);
    }
    ~RepairNote() { problems_.note_ = std::move(saved_); }
    RepairNote(const RepairNote&) = delete;
    RepairNote& operator=(const RepairNote&) = delete;

private:
    Problems& problems_;
    std::string saved_;
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
    // The same, read as `fallback` when missing or unreadable (a repairing reader says so).
    std::string stringOr(std::string_view key, bool required, const std::string& fallback = {}) const;
    int integerOr(std::string_view key, bool required, int min, int max, int fallback) const;
    bool boolean(std::string_view key, bool fallback) const;
    // A finite number from min to max (a whole number is a number too).
    std::optional<double> number(std::string_view key, bool required, double min, double max) const;
    // `repairNote`: what a repairing reader holds when the hex cannot be read ("leaves the hex out").
    std::optional<Hex> hex(std::string_view key, bool required, std::string repairNote = {}) const;
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
    // The same, read as `fallback` when missing or unknown (a repairing reader says so).
    template <typename E, typename Parse>
    E nameOr(std::string_view key, bool required, std::string_view what, Parse parse, std::string_view allowed,
             E fallback) const {
        const RepairNote asRead(problems_, "reads it as " + std::string(toString(fallback)));
        return name<E>(key, required, what, parse, allowed).value_or(fallback);
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

// Reads a hex id string at `path`; `repairNote` as for ObjectReader::hex.
std::optional<Hex> readHex(const Json& j, const std::string& path, Problems& problems, std::string repairNote = {});

}  // namespace eylau::detail
