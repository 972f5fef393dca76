#pragma once
// A private helper: name tables for the engine's small enums.
#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace eylau::detail {

template <typename E, std::size_t N>
std::string_view nameOf(const std::array<std::pair<E, std::string_view>, N>& table, E value) {
    for (const auto& [e, name] : table)
        if (e == value) return name;
    return "?";
}

template <typename E, std::size_t N>
std::optional<E> parseName(const std::array<std::pair<E, std::string_view>, N>& table, std::string_view s) {
    for (const auto& [e, name] : table)
        if (name == s) return e;
    return std::nullopt;
}

}  // namespace eylau::detail
