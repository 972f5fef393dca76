#include "view/hex_description.h"

#include "sentence_words.h"

#include "eylau/scenario/scenario.h"

#include <QObject>
#include <QStringList>

namespace eylau::editor {

namespace {
QString text(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
}  // namespace

QString provenanceName(Provenance provenance) {
    return provenance == Provenance::Printed ? QObject::tr("printed") : QObject::tr("reconstructed");
}

QString describeHex(const Scenario& scenario, Hex hex) {
    const MapHex data = scenario.map.hex(hex);
    QStringList parts;
    QString head = QObject::tr("Hex %1: %2").arg(text(hex.id()), i18n::engineWord(toString(data.terrain)));
    if (!data.name.empty()) head += QStringLiteral(", ") + QString::fromStdString(data.name);
    head += QStringLiteral(" (%1)").arg(provenanceName(data.provenance));
    parts << head;
    QStringList sides;
    for (Direction d : kDirections) {
        const MapHexside side = scenario.map.hexside(Hexside::of(hex, d));
        if (side.features.empty()) continue;
        QStringList features;
        for (HexsideFeature f : kHexsideFeatures)
            if (side.features.has(f)) features << i18n::engineWord(toString(f));
        sides << QStringLiteral("%1 %2%3").arg(text(toString(d)), features.join(QLatin1Char('+')),
                                              side.provenance == Provenance::Reconstructed ? QObject::tr(" (reconstructed)")
                                                                                           : QString());
    }
    if (!sides.isEmpty()) parts << QObject::tr("hexsides: %1").arg(sides.join(QStringLiteral(", ")));
    for (const Unit& u : scenario.units)
        if (u.start == hex)
            parts << QObject::tr("unit %1 (%2 %3-%4 %5)")
                         .arg(QString::fromStdString(u.id), i18n::engineWord(displayName(u.side)))
                         .arg(u.strength)
                         .arg(u.movement)
                         .arg(i18n::engineWord(toString(u.type)));
    for (const VictoryHex& v : scenario.victory.hexes)
        if (v.hex == hex) parts << QObject::tr("victory hex, %n point(s)", nullptr, v.points);
    for (const EntryArea& a : scenario.entryAreas)
        if (a.hex == hex) parts << QObject::tr("entry area %1").arg(QString::fromStdString(a.id));
    return parts.join(QStringLiteral("; "));
}

}  // namespace eylau::editor
