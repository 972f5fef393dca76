#pragma once
// Reading and writing a scenario's "underlay" (eylau/scenario/map_underlay.h): private to the
// scenario reader and writer.
#include "eylau/scenario/map_underlay.h"
#include "scenario/json_reader.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace eylau::detail {

std::optional<MapUnderlay> readUnderlay(const Json& json, const std::string& path, Problems& problems);
nlohmann::ordered_json underlayJson(const MapUnderlay& underlay);

}  // namespace eylau::detail
