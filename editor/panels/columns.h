#pragma once
// Columns for RowTableModel built from a member: text, number, check box, provenance, note.
#include "panels/row_table_model.h"

#include "eylau/map/provenance.h"

#include <string>

namespace eylau::editor {

inline QString qs(const std::string& s) { return QString::fromStdString(s); }
inline QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

template <class T>
Column<T> textColumn(const QString& title, std::string T::*member, bool required = false) {
    return {title, [member](const Scenario&, const T& t) -> QVariant { return qs(t.*member); },
            [member, required](const Scenario&, T& t, const QVariant& v) {
                const std::string text = v.toString().trimmed().toStdString();
                if (required && text.empty()) return false;
                t.*member = text;
                return true;
            }};
}

template <class T>
Column<T> intColumn(const QString& title, int T::*member, int minimum, int maximum) {
    return {title, [member](const Scenario&, const T& t) -> QVariant { return t.*member; },
            [member, minimum, maximum](const Scenario&, T& t, const QVariant& v) {
                bool ok = false;
                const int n = v.toInt(&ok);
                if (!ok || n < minimum || n > maximum) return false;
                t.*member = n;
                return true;
            }};
}

template <class T>
Column<T> boolColumn(const QString& title, bool T::*member) {
    Column<T> c{title, [member](const Scenario&, const T& t) -> QVariant { return t.*member; },
                [member](const Scenario&, T& t, const QVariant& v) {
                    t.*member = v.toBool();
                    return true;
                }};
    c.checkBox = true;
    return c;
}

inline QStringList provenanceChoices(const Scenario&) { return {QStringLiteral("printed"), QStringLiteral("reconstructed")}; }

template <class T>
Column<T> provenanceColumn() {
    Column<T> c{QObject::tr("Provenance"), [](const Scenario&, const T& t) -> QVariant { return qs(toString(t.provenance)); },
                [](const Scenario&, T& t, const QVariant& v) {
                    auto p = parseProvenance(v.toString().toStdString());
                    if (!p) return false;
                    t.provenance = *p;
                    return true;
                },
                provenanceChoices};
    c.toolTip = QObject::tr("Printed in the rulebook, or reconstructed where the rulebook copy is incomplete");
    return c;
}

template <class T>
Column<T> noteColumn() {
    Column<T> c = textColumn<T>(QObject::tr("Note"), &T::note);
    c.toolTip = QObject::tr("Why a value was reconstructed, or an oddity");
    return c;
}

}  // namespace eylau::editor
