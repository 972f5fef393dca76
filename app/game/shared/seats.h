#pragma once
// Who plays each side: a person at this screen, or the computer opponent at a level
// (docs/computer-opponent.md). Saved in the game record as "player" lines
// (docs/game-record.md), so a game against the computer opens against the computer again.
#ifndef Q_MOC_RUN
#include "eylau/ai/player.h"
#include "eylau/scenario/order_of_battle.h"
#endif

#include <QString>
#include <QStringList>

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace eylau::game {

// The computer levels a player may choose in the window, weakest first.
inline constexpr std::array<ai::Level, 3> kComputerLevels{ai::Level::Quick, ai::Level::Normal, ai::Level::Strong};

// "Quick", "Normal", "Strong".
QString levelName(ai::Level level);
// A computer level the window offers, from its name ("quick", "normal", "strong"); nullopt for
// any other word.
std::optional<ai::Level> computerLevel(std::string_view name);

struct Seats {
    // nullopt: a person plays the side.
    std::array<std::optional<ai::Level>, 2> computer{};

    std::optional<ai::Level> level(Side side) const { return computer[std::size_t(side)]; }
    bool isComputer(Side side) const { return level(side).has_value(); }
    bool anyComputer() const { return isComputer(Side::French) || isComputer(Side::Allied); }
    void set(Side side, std::optional<ai::Level> level) { computer[std::size_t(side)] = level; }

    // The record's "player" lines, and back. A level the window does not offer is left to a
    // person, and `problems` says so.
    std::map<std::string, std::string> toRecord() const;
    static Seats fromRecord(const std::map<std::string, std::string>& players, QStringList* problems = nullptr);

    // "the French: a person; the Allies: the computer (Normal)".
    QString describe() const;

    friend bool operator==(const Seats&, const Seats&) = default;
};

}  // namespace eylau::game
