#pragma once
// Counts in messages, grouped by thousands: 1496000 -> "1,496,000".
#include <cstddef>
#include <string>

namespace eylau::detail {

inline std::string withThousands(std::size_t n) {
    const std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

}  // namespace eylau::detail
