#pragma once
// Whether a list holds a value: the one spelling of std::find(...) != end() (a unit among an
// attack's units, a hex among a retreat's path).
#include <algorithm>
#include <vector>

namespace eylau {

template <typename T>
bool contains(const std::vector<T>& list, const T& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

}  // namespace eylau
