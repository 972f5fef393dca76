#pragma once
// A private helper: writes JSON in the scenario files' canonical layout. Objects are spread over
// lines, one member a line; a list of objects has one object a line, each written compactly;
// lists of plain values stay on one line.
#include <nlohmann/json.hpp>

#include <string>

namespace eylau::detail {

std::string canonicalJson(const nlohmann::ordered_json& value);

}  // namespace eylau::detail
