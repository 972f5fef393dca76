#include "panes/rules_pane.h"

#include "text/case_links.h"
#include "text/rules_reference_file.h"

#include "eylau/reports/rules_reference.h"

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace eylau::game {
namespace {

constexpr int kCaseRole = Qt::UserRole + 1;

QString q(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

RulesPane::RulesPane(QWidget* parent)
    : QWidget(parent), reference_(embeddedRulesReference().reference), error_(embeddedRulesReference().error),
      find_(new QLineEdit(this)), list_(new QListWidget(this)), browser_(new QTextBrowser(this)) {
    find_->setPlaceholderText(tr("Find a case or a word (such as 6.4 or retreat)"));
    find_->setClearButtonEnabled(true);
    browser_->setOpenLinks(false);
    browser_->setOpenExternalLinks(false);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(list_);
    split->addWidget(browser_);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(find_);
    layout->addWidget(split, 1);

    if (reference_) {
        std::vector<const RuleEntry*> all;
        for (const RuleEntry& e : reference_->entries) all.push_back(&e);
        for (const RuleEntry& e : reference_->variants) all.push_back(&e);  // after the rulebook's cases
        for (const RuleEntry* entry : all) {
            const RuleEntry& e = *entry;
            auto* item = new QListWidgetItem(QStringLiteral("%1  %2").arg(q(e.number), q(e.title)), list_);
            item->setData(kCaseRole, q(e.number));
            const bool section = e.number.ends_with(".0");
            if (section) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            item->setToolTip(q(e.summary));
        }
        browser_->setHtml(tr("<p>%1</p><p><i>%2</i></p>").arg(q(reference_->title).toHtmlEscaped(),
                                                           q(reference_->note).toHtmlEscaped()));
    } else {
        list_->setEnabled(false);
        find_->setEnabled(false);
        browser_->setHtml(tr("<p><b>The Rules Reference cannot be shown.</b></p><p>%1</p>").arg(error_.toHtmlEscaped()));
    }
    connect(list_, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item) showCase(item->data(kCaseRole).toString());
    });
    find_->setAccessibleName(tr("Find a case"));
    list_->setAccessibleName(tr("Cases"));
    browser_->setAccessibleName(tr("Case"));
    connect(find_, &QLineEdit::textChanged, this, &RulesPane::filter);
    connect(browser_, &QTextBrowser::anchorClicked, this, &RulesPane::followLink);
}

bool RulesPane::openCase(const QString& number) {
    if (!reference_ || !reference_->find(number.toStdString())) return false;
    if (auto* dock = qobject_cast<QDockWidget*>(parentWidget())) {
        dock->show();
        dock->raise();
    }
    find_->clear();
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->data(kCaseRole).toString() == number) {
            list_->setCurrentRow(i);
            list_->scrollToItem(list_->item(i));
        }
    showCase(number);
    return true;
}

void RulesPane::showCase(const QString& number) {
    const RuleEntry* e = reference_ ? reference_->find(number.toStdString()) : nullptr;
    if (!e) return;
    current_ = number;
    QString html = QStringLiteral("<h3>%1 %2</h3>").arg(q(e->number), q(e->title).toHtmlEscaped());
    const std::string section = RulesReference::sectionOf(e->number);
    if (section != e->number)
        if (const RuleEntry* s = reference_->find(section))
            html += tr("<p><small>In %1</small></p>")
                        .arg(QStringLiteral("<a href=\"%1\">%2 %3</a>")
                                 .arg(caseUrl(q(s->number)), q(s->number), q(s->title).toHtmlEscaped()));
    html += QStringLiteral("<p>%1</p>").arg(plainWithCaseLinks(this, q(e->summary)));
    for (const std::string& r : e->readings)
        html += tr("<p style=\"background-color:#fff4d6\"><b>Our reading:</b> %1</p>").arg(plainWithCaseLinks(this, q(r)));
    if (!e->see.empty()) {
        QStringList links;
        for (const std::string& s : e->see) {
            const RuleEntry* other = reference_->find(s);
            links << QStringLiteral("<a href=\"%1\">%2</a> %3")
                         .arg(caseUrl(q(s)), q(s), other ? q(other->title).toHtmlEscaped() : QString());
        }
        html += tr("<p><b>See also:</b> %1</p>").arg(links.join(QStringLiteral("; ")));
    }
    const bool variant = std::any_of(reference_->variants.begin(), reference_->variants.end(),
                                     [&](const RuleEntry& v) { return &v == e; });
    html += variant ? tr("<p><small><i>A variant rule adapted from La Bataille, not one of SPI's rules; docs/rules-engine.md "
                         "says how it departs from La Bataille.</i></small></p>")
                    : tr("<p><small><i>A summary in our own words, not the rulebook's text.</i></small></p>");
    browser_->setHtml(html);
}

void RulesPane::filter(const QString& words) {
    const QString w = words.trimmed();
    for (int i = 0; i < list_->count(); ++i) {
        QListWidgetItem* item = list_->item(i);
        const QString number = item->data(kCaseRole).toString();
        bool show = w.isEmpty() || number.startsWith(w) || item->text().contains(w, Qt::CaseInsensitive);
        if (!show && reference_)
            if (const RuleEntry* e = reference_->find(number.toStdString()))
                show = q(e->summary).contains(w, Qt::CaseInsensitive);
        item->setHidden(!show);
    }
}

void RulesPane::followLink(const QUrl& url) {
    if (url.scheme() == QLatin1String("case")) openCase(url.path());
}

}  // namespace eylau::game
