#include "text/hex_report.h"

#include "text/game_text.h"

#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <QCoreApplication>
#include <QStringList>

namespace eylau::game {

namespace {

// This file's words, in the catalogue's context "eylau::game::HexReport".
struct HexText {
    Q_DECLARE_TR_FUNCTIONS(eylau::game::HexReport)
};

QString text(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

QString capitalised(std::string_view s) {
    QString t = text(s);
    if (!t.isEmpty()) t[0] = t[0].toUpper();
    return t;
}

QString reconstructed(Provenance p) {
    return p == Provenance::Reconstructed ? HexText::tr(" (reconstructed)") : QString();
}

QString describeUnit(const Scenario& scenario, const Unit& unit) {
    const QString division = divisionName(scenario, unit.division);
    // The nationality as the scenario gives it ("russian"), in the catalogue's context "Nationality"
    // (engine_words.cpp): "Russian", "russe".
    const std::string nationality = capitalised(unit.nationality).toStdString();
    const QString people = nationality.empty() ? sideName(unit.side)
                                               : QCoreApplication::translate("Nationality", nationality.c_str());
    return HexText::tr("%1 (%2, %3 %4) %5-%6%7", "id (division, nationality type) strength-movement")
        .arg(text(unit.id), division, people, typeName(unit.type))
        .arg(unit.strength)
        .arg(unit.movement)
        .arg(reconstructed(unit.provenance));
}

}  // namespace

namespace {

QStringList describePlace(const Scenario& scenario, Hex hex) {
    const MapHex data = scenario.map.hex(hex);
    QStringList parts;
    QString place = QStringLiteral("%1 %2").arg(text(hex.id()), capitalised(terrainName(data.terrain).toStdString()));
    if (!data.name.empty()) place += QStringLiteral(", ") + text(data.name);
    parts << place + reconstructed(data.provenance);

    for (const VictoryHex& victory : scenario.victory.hexes) {
        if (victory.hex == hex) {
            parts << HexText::tr("victory hex %1, %2 VP%3")
                         .arg(text(victory.name))
                         .arg(victory.points)
                         .arg(reconstructed(victory.provenance));
        }
    }
    for (const EntryArea& area : scenario.entryAreas) {
        if (area.hex == hex) {
            parts << HexText::tr("entry area %1 (%2)%3")
                         .arg(text(area.id), text(area.name), reconstructed(area.provenance));
        }
    }
    return parts;
}

}  // namespace

QString describeHex(const Scenario& scenario, Hex hex) {
    QStringList parts = describePlace(scenario, hex);
    for (const Unit& unit : scenario.units) {
        if (unit.start == hex) parts << describeUnit(scenario, unit);
    }
    return parts.join(QStringLiteral("  \u2014  "));
}

QString describeHex(const Scenario& scenario, const GameState& state, Hex hex) {
    QStringList parts = describePlace(scenario, hex);
    for (std::size_t u = 0; u < scenario.units.size() && u < state.units.size(); ++u) {
        if (state.units[u].status == UnitStatus::OnMap && state.units[u].hex == hex)
            parts << describeUnit(scenario, scenario.units[u]);
    }
    return parts.join(QStringLiteral("  \u2014  "));
}

}  // namespace eylau::game
