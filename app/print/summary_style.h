#pragma once
// The look of a printed turn summary in one place: fonts (in points), colours and spacing, so
// that every page is set alike. Sizes are in typographic points and converted to device units
// by PageWriter::pt (the printer's resolution decides the rest).
#include <QColor>
#include <QFont>
#include <QStringList>

namespace eylau::print::style {

// Serif for the reading text, a condensed sans for tables and small print. DejaVu ships with
// every Linux desktop; the generic families are the fallback elsewhere.
inline QFont serif(double points, bool bold = false, bool italic = false) {
    QFont f;
    f.setFamilies({QStringLiteral("DejaVu Serif"), QStringLiteral("Liberation Serif"), QStringLiteral("Times New Roman"),
                   QStringLiteral("serif")});
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setItalic(italic);
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

inline QFont sans(double points, bool bold = false, bool condensed = true) {
    QFont f;
    f.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Liberation Sans"), QStringLiteral("Arial"),
                   QStringLiteral("sans-serif")});
    f.setPointSizeF(points);
    f.setBold(bold);
    if (condensed) f.setStretch(QFont::SemiCondensed);
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

inline constexpr double kTitle = 26.0;      // the cover's title
inline constexpr double kHeading1 = 17.0;   // "Game-Turn 3"
inline constexpr double kHeading2 = 12.5;   // "French Player-Turn"
inline constexpr double kHeading3 = 10.0;   // "Movement", "Combat"
inline constexpr double kBody = 9.5;
inline constexpr double kTable = 8.3;
inline constexpr double kSmall = 7.3;       // running heads, folios, notes

inline const QColor kInk{0x1b, 0x1b, 0x1b};
inline const QColor kMuted{0x5c, 0x63, 0x69};     // line numbers, notes
inline const QColor kRule{0x9a, 0xa1, 0xa6};      // thin rules
inline const QColor kHeadFill{0xe9, 0xe6, 0xdd};  // table heads
inline const QColor kBand{0xf6, 0xf4, 0xef};      // alternate table rows
inline const QColor kFrench{0x2f, 0x5a, 0xa8};    // as the counters (mapview palette)
inline const QColor kAllied{0x8a, 0x6d, 0x1f};    // the Russian tan, darkened to read as text
inline const QColor kAccent{0x8b, 0x1e, 0x1e};    // results, eliminations
inline const QColor kAlliedArrow{0x7b, 0x32, 0x94}; // Allied moves on the map: no map feature is purple

}  // namespace eylau::print::style
