#include "text/case_links.h"

#include "panes/rules_pane.h"
#include "text/rules_reference_file.h"
#include "shared/lazy_pane.h"

#include "eylau/reports/rules_reference.h"

#include <QLabel>
#include <QUrl>
#include <QWidget>

#include <cctype>

namespace eylau::game {
namespace {

// Escaped `plain` with its case mentions made links; `escape` false for text already escaped.
QString linked(const RulesReference* reference, const QString& text, bool escape) {
    const auto esc = [escape](const QString& s) { return escape ? s.toHtmlEscaped() : s; };
    if (!reference) return esc(text);
    const std::string utf8 = text.toStdString();
    QString out;
    std::size_t at = 0;
    for (const CaseMention& m : caseMentions(*reference, utf8)) {
        // A signed number ("+2.1 Victory Points", " -0.4") is a value, not a case; the second case
        // of a range ("6.4-6.6") is still one.
        if (m.begin > 0) {
            const char before = utf8[m.begin - 1];
            const bool rangeDash = before == '-' && m.begin > 1 && std::isalnum(static_cast<unsigned char>(utf8[m.begin - 2]));
            if (before == '+' || (before == '-' && !rangeDash)) continue;
        }
        out += esc(QString::fromStdString(utf8.substr(at, m.begin - at)));
        const QString number = QString::fromStdString(m.number);
        out += QStringLiteral("<a href=\"%1\">%2</a>").arg(caseUrl(number), number);
        at = m.begin + m.length;
    }
    out += esc(QString::fromStdString(utf8.substr(at)));
    return out;
}

// The pane's place in the window, while the pane is not yet made (shared/lazy_pane.h).
LazyPane* lazyRulesPane(const QWidget* top) { return top->findChild<LazyPane*>(QLatin1String(kRulesPaneName)); }

// The reference when the window has a Rules Reference pane, made or to be made: the links open
// it. Asked without making the pane.
const RulesReference* referenceOf(const QWidget* widget) {
    const QWidget* top = outermostOf(widget);
    if (!top || !(qobject_cast<const RulesPane*>(top) || top->findChild<RulesPane*>() || lazyRulesPane(top)))
        return nullptr;
    return embeddedRulesReference().reference;
}

}  // namespace

QWidget* outermostOf(const QWidget* widget) {
    auto* top = const_cast<QWidget*>(widget);
    while (top && top->parentWidget()) top = top->parentWidget();
    return top;
}

RulesPane* rulesPaneOf(const QWidget* widget) {
    QWidget* top = outermostOf(widget);
    if (!top) return nullptr;
    if (auto* self = qobject_cast<RulesPane*>(top)) return self;
    if (auto* pane = top->findChild<RulesPane*>()) return pane;
    LazyPane* lazy = lazyRulesPane(top);
    return lazy ? lazy->as<RulesPane>() : nullptr;
}

QString caseUrl(const QString& number) { return QStringLiteral("case:") + number; }

QString plainWithCaseLinks(const QWidget* widget, const QString& plain) {
    return linked(referenceOf(widget), plain, true);
}

QString htmlWithCaseLinks(const QWidget* widget, const QString& html) {
    const RulesReference* reference = referenceOf(widget);
    if (!reference) return html;
    // Only text between tags, and not inside a link already.
    QString out;
    int inLink = 0;
    qsizetype at = 0;
    while (at < html.size()) {
        const qsizetype open = html.indexOf(QLatin1Char('<'), at);
        const QString text = html.mid(at, open < 0 ? -1 : open - at);
        out += inLink > 0 ? text : linked(reference, text, false);
        if (open < 0) break;
        const qsizetype close = html.indexOf(QLatin1Char('>'), open);
        const QString tag = html.mid(open, close < 0 ? -1 : close - open + 1);
        if (tag.startsWith(QLatin1String("<a "), Qt::CaseInsensitive)) ++inLink;
        if (tag.startsWith(QLatin1String("</a"), Qt::CaseInsensitive) && inLink > 0) --inLink;
        out += tag;
        if (close < 0) break;
        at = close + 1;
    }
    return out;
}

void followCaseLinks(QLabel* label) {
    label->setTextFormat(Qt::RichText);
    label->setOpenExternalLinks(false);
    label->setTextInteractionFlags(label->textInteractionFlags() | Qt::LinksAccessibleByMouse |
                                   Qt::LinksAccessibleByKeyboard);
    QObject::connect(label, &QLabel::linkActivated, label, [label](const QString& link) {
        const QUrl url(link);
        if (url.scheme() != QLatin1String("case")) return;
        if (RulesPane* pane = rulesPaneOf(label)) pane->openCase(url.path());
    });
}

}  // namespace eylau::game
