#include "shared/seats.h"

#include "text/game_text.h"

#include <QCoreApplication>

#include <algorithm>

namespace eylau::game {

namespace {
// This file's words, in the catalogue's context "eylau::game::Seats" (lupdate reads it from the macro).
struct SeatsText {
    Q_DECLARE_TR_FUNCTIONS(eylau::game::Seats)
};
}  // namespace

QString levelName(ai::Level level) {
    switch (level) {
        case ai::Level::Quick: return SeatsText::tr("Quick");
        case ai::Level::Normal: return SeatsText::tr("Normal");
        case ai::Level::Strong: return SeatsText::tr("Strong");
        case ai::Level::Greedy: return SeatsText::tr("Greedy");
        case ai::Level::Random: return SeatsText::tr("Random");
    }
    return {};
}

std::optional<ai::Level> computerLevel(std::string_view name) {
    const auto level = ai::parseLevel(name);
    if (!level || std::find(kComputerLevels.begin(), kComputerLevels.end(), *level) == kComputerLevels.end())
        return std::nullopt;
    return level;
}

std::map<std::string, std::string> Seats::toRecord() const {
    std::map<std::string, std::string> out;
    for (Side side : kSides)
        if (const auto l = level(side)) out[std::string(toString(side))] = std::string(ai::toString(*l));
    return out;
}

Seats Seats::fromRecord(const std::map<std::string, std::string>& players, QStringList* problems) {
    Seats seats;
    for (Side side : kSides) {
        const auto it = players.find(std::string(toString(side)));
        if (it == players.end()) continue;
        if (const auto l = computerLevel(it->second)) {
            seats.set(side, *l);
        } else if (problems) {
            problems->append(SeatsText::tr("The record asks for a computer level '%1' for %2, which this program does not "
                                "have; a person plays %2.")
                                 .arg(qtext(it->second), sideArmy(side)));
        }
    }
    return seats;
}

QString Seats::describe() const {
    QStringList parts;
    for (Side side : kSides) {
        const auto l = level(side);
        const QString army = sideArmy(side);
        parts << (l ? SeatsText::tr("%1: the computer (%2)").arg(army, levelName(*l)) : SeatsText::tr("%1: a person").arg(army));
    }
    return parts.join(QStringLiteral("; "));
}

}  // namespace eylau::game
