#pragma once
// The Combat Results Table (6.0-6.3) as data.
#include "eylau/map/provenance.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace eylau {

// 6.3. Ee is also written Ex.
enum class CombatResult : std::uint8_t { Ae, Ar, Dr, De, Ee };
std::string_view toString(CombatResult r);
std::optional<CombatResult> parseCombatResult(std::string_view s);  // accepts "Ex" for Ee

// A column heading: attacker-to-defender, "3-1" or "1-5".
struct CombatRatio {
    // The largest term parse() accepts ("9999-1"): odds are written by people, and no table needs more.
    static constexpr int kMaxTerm = 9999;
    int attacker = 1;
    int defender = 1;
    // Each term a whole number from 1 to kMaxTerm; nullopt otherwise.
    static std::optional<CombatRatio> parse(std::string_view s);
    std::string text() const;
    // Compares as fractions: 1-5 < 1-1 < 6-1. The products are taken in 64 bits, so no pair of
    // ints overflows them.
    friend bool operator<(const CombatRatio& a, const CombatRatio& b) {
        return std::int64_t(a.attacker) * b.defender < std::int64_t(b.attacker) * a.defender;
    }
    friend bool operator==(const CombatRatio&, const CombatRatio&) = default;
};

struct CombatResultCell {
    CombatResult result = CombatResult::Ar;
    Provenance provenance = Provenance::Printed;
    friend bool operator==(const CombatResultCell&, const CombatResultCell&) = default;
};

class CombatResultsTable {
public:
    CombatResultsTable() = default;
    // rows[die - 1][column]; every row must have one cell per column.
    CombatResultsTable(std::vector<CombatRatio> columns, std::vector<std::vector<CombatResultCell>> rows);

    const std::vector<CombatRatio>& columns() const { return columns_; }
    int dieFaces() const { return int(rows_.size()); }
    const CombatResultCell& cell(int die, std::size_t column) const { return rows_.at(std::size_t(die - 1)).at(column); }
    void setCell(int die, std::size_t column, CombatResultCell c) { rows_.at(std::size_t(die - 1)).at(column) = c; }
    const std::vector<std::vector<CombatResultCell>>& rows() const { return rows_; }

    friend bool operator==(const CombatResultsTable&, const CombatResultsTable&) = default;

private:
    std::vector<CombatRatio> columns_;
    std::vector<std::vector<CombatResultCell>> rows_;
};

}  // namespace eylau
