#include "eylau/record/scenario_name.h"

#include "eylau/scenario/scenario.h"

#include <algorithm>
#include <cctype>

namespace eylau {
namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// The last part of a path, with either separator.
std::string_view fileName(std::string_view path) {
    const std::size_t slash = path.find_last_of("/\\");
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

bool isAbsolute(std::string_view path) {
    return path.starts_with('/') || path.starts_with('\\') || (path.size() > 1 && path[1] == ':');
}

std::string_view withoutDotSlash(std::string_view path) {
    while (path.starts_with("./")) path.remove_prefix(2);
    return path;
}

// Whether `relative`, a path that is not absolute, names the last parts of `path`, whole parts:
// "data/scenarios/eylau.json" of "/home/me/eylau/data/scenarios/eylau.json", not "ta/scenarios/eylau.json".
bool endsWithParts(std::string_view path, std::string_view relative) {
    relative = withoutDotSlash(relative);
    if (relative.empty() || isAbsolute(relative) || relative.find("..") != std::string_view::npos) return false;
    if (path.size() <= relative.size() || !path.ends_with(relative)) return false;
    const char before = path[path.size() - relative.size() - 1];
    return before == '/' || before == '\\';
}

std::string_view stem(std::string_view name) {
    const std::size_t dot = name.rfind('.');
    return dot == std::string_view::npos || dot == 0 ? name : name.substr(0, dot);
}

}  // namespace

std::string recordNameOf(const Scenario& scenario) {
    std::string name = lower(scenario.name);
    std::replace(name.begin(), name.end(), ' ', '-');
    std::replace(name.begin(), name.end(), '#', '-');
    return name.empty() ? "eylau" : name;
}

bool recordNamesScenario(std::string_view recorded, const Scenario& scenario, std::string_view file) {
    if (recorded.empty()) return false;
    const std::string name = lower(recorded);
    if (name == lower(scenario.name) || name == recordNameOf(scenario)) return true;
    if (file.empty()) return false;
    // The same path, the file's bare name, or a relative path from the folder the recording program
    // ran in, unknown here: a record written by `eylau-cli selfplay data/scenarios/eylau.json` in the
    // source folder, opened with the file's whole path. (Not the other way round: the folder a
    // relative `file` is read from is known to the program, which can compare whole paths.)
    return recorded == file || recorded == stem(fileName(file)) || endsWithParts(file, recorded);
}

}  // namespace eylau
