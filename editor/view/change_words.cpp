#include "view/change_words.h"

#include "view/hex_description.h"

#include "sentence_words.h"

#include "eylau/scenario/victory.h"

#include <QCoreApplication>

namespace eylau::editor {
namespace {

class ChangeWords {
    Q_DECLARE_TR_FUNCTIONS(ChangeWords)
};

QString id(Hex hex) { return QString::fromStdString(hex.id()); }
QString quoted(const std::string& s) { return ChangeWords::tr("“%1”").arg(QString::fromStdString(s)); }

QString features(HexsideFeatures set) {
    QStringList names;
    for (HexsideFeature f : kHexsideFeatures)
        if (set.has(f)) names << i18n::engineWord(toString(f));
    return names.join(QStringLiteral(", "));
}

QString words(const TerrainChange& c) {
    return ChangeWords::tr("%1 → %2").arg(i18n::engineWord(toString(c.before)), i18n::engineWord(toString(c.after)));
}

QString words(const PlaceNameChange& c) {
    if (c.before.empty()) return ChangeWords::tr("name %1 added").arg(quoted(c.after));
    if (c.after.empty()) return ChangeWords::tr("name %1 removed").arg(quoted(c.before));
    return ChangeWords::tr("name %1 → %2").arg(quoted(c.before), quoted(c.after));
}

QString words(const HexProvenanceChange& c) {
    return ChangeWords::tr("provenance %1 → %2").arg(provenanceName(c.before), provenanceName(c.after));
}

// 23.4.
QString words(const VictoryHexChange& c) {
    if (!c.before) return ChangeWords::tr("victory hex added, %n Victory Point(s)", nullptr, c.after->points);
    if (!c.after) return ChangeWords::tr("victory hex removed (was %n Victory Point(s))", nullptr, c.before->points);
    QStringList parts;
    if (c.before->points != c.after->points)
        parts << ChangeWords::tr("Victory Points %1 → %2").arg(c.before->points).arg(c.after->points);
    if (c.before->name != c.after->name)
        parts << ChangeWords::tr("victory hex name %1 → %2").arg(quoted(c.before->name), quoted(c.after->name));
    if (parts.isEmpty()) parts << ChangeWords::tr("victory hex: provenance or note changed");
    return parts.join(QStringLiteral(", "));
}

// Something that lies at a hex (`what`: "entry area A", "Tut.1") added, removed or moved; one
// with no hex at the other end is a unit that enters as a reinforcement there.
QString placed(const QString& what, Placement placement, const std::optional<Hex>& other) {
    switch (placement) {
        case Placement::Added: return ChangeWords::tr("%1 added here").arg(what);
        case Placement::Removed: return ChangeWords::tr("%1 removed").arg(what);
        case Placement::MovedHere:
            return other ? ChangeWords::tr("%1 moved here from %2").arg(what, id(*other))
                         : ChangeWords::tr("%1 now starts here (was a reinforcement)").arg(what);
        case Placement::MovedAway:
            return other ? ChangeWords::tr("%1 moved to %2").arg(what, id(*other))
                         : ChangeWords::tr("%1 now enters as a reinforcement").arg(what);
        case Placement::Changed: break;
    }
    return what;
}

// 7.0.
QString words(const EntryAreaChange& c) {
    const QString area = ChangeWords::tr("entry area %1").arg(QString::fromStdString(c.id));
    if (c.placement != Placement::Changed) return placed(area, c.placement, c.other);
    return ChangeWords::tr("%1 renamed %2 → %3").arg(area, quoted(c.nameBefore), quoted(c.nameAfter));
}

QString words(const UnitStartChange& c) { return placed(QString::fromStdString(c.unit), c.placement, c.other); }

}  // namespace

QString describeHexChange(Hex hex, const HexChange& change) {
    return ChangeWords::tr("%1: %2").arg(id(hex), std::visit([](const auto& c) { return words(c); }, change));
}

QStringList describeHexChanges(Hex hex, const std::vector<HexChange>& changes) {
    QStringList lines;
    for (const HexChange& c : changes) lines << describeHexChange(hex, c);
    return lines;
}

QString describeHexsideChange(const Hexside& hexside, const HexsideChange& change) {
    QStringList parts;
    if (!change.added().empty()) parts << ChangeWords::tr("%1 added").arg(features(change.added()));
    if (!change.removed().empty()) parts << ChangeWords::tr("%1 removed").arg(features(change.removed()));
    if (change.provenanceBefore != change.provenanceAfter)
        parts << ChangeWords::tr("provenance %1 → %2")
                     .arg(provenanceName(change.provenanceBefore), provenanceName(change.provenanceAfter));
    return ChangeWords::tr("hexside %1/%2: %3").arg(id(hexside.first), id(hexside.second), parts.join(QStringLiteral(", ")));
}

}  // namespace eylau::editor
