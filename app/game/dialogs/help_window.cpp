#include "dialogs/help_window.h"

#include "text/case_links.h"
#include "panes/rules_pane.h"
#include "shared/screen_fit.h"

#include <QDesktopServices>
#include <QFile>
#include <QTimer>
#include <QHBoxLayout>
#include <QListWidget>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>

namespace eylau::game {
namespace {

constexpr int kPageRole = Qt::UserRole + 1;

struct Guide {
    const char* page;
    const char* title;
};

// The guides shipped (resources/eylau.qrc), in the order a player needs them.
constexpr Guide kGuides[] = {
    {"playing.md", QT_TRANSLATE_NOOP("eylau::game::HelpWindow", "Playing Eylau")},
    {"computer-opponent.md", QT_TRANSLATE_NOOP("eylau::game::HelpWindow", "The computer opponent")},
    {"game-record.md", QT_TRANSLATE_NOOP("eylau::game::HelpWindow", "Game records")},
    {"turn-summaries.md", QT_TRANSLATE_NOOP("eylau::game::HelpWindow", "Turn summaries")},
    {"editor.md", QT_TRANSLATE_NOOP("eylau::game::HelpWindow", "The scenario editor")},
    {"scenario-format.md", QT_TRANSLATE_NOOP("eylau::game::HelpWindow", "Scenario files")},
    {"eylau-map.md", QT_TRANSLATE_NOOP("eylau::game::HelpWindow", "The Eylau map")},
    {"files.md", QT_TRANSLATE_NOOP("eylau::game::HelpWindow", "Files and folders")},
};

}  // namespace

HelpWindow::HelpWindow(QWidget* parent)
    : QDialog(parent), guides_(new QListWidget(this)), browser_(new QTextBrowser(this)) {
    setWindowTitle(tr("Eylau User Guide"));
    setModal(false);
    browser_->setOpenLinks(false);
    for (const Guide& g : kGuides) {
        auto* item = new QListWidgetItem(tr(g.title), guides_);
        item->setData(kPageRole, QString::fromLatin1(g.page));
    }
    guides_->setMaximumWidth(220);
    auto* split = new QSplitter(this);
    split->addWidget(guides_);
    split->addWidget(browser_);
    split->setStretchFactor(1, 1);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);
    resize(fittedToScreen(parent, QSize(900, 680)));
    guides_->setAccessibleName(tr("Guides"));
    browser_->setAccessibleName(tr("Guide"));
    connect(guides_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { showGuide(item->data(kPageRole).toString()); });
    connect(browser_, &QTextBrowser::anchorClicked, this, &HelpWindow::followLink);
}

bool HelpWindow::showGuide(const QString& page, const QString& section) {
    QFile file(QStringLiteral(":/docs/") + page);
    if (!file.open(QIODevice::ReadOnly)) return false;
    if (page != page_) {
        // The guide's Markdown as rich text, with its case numbers made links.
        QTextDocument doc;
        doc.setMarkdown(QString::fromUtf8(file.readAll()));
        browser_->setHtml(htmlWithCaseLinks(this, doc.toHtml()));
        page_ = page;
    }
    for (int i = 0; i < guides_->count(); ++i)
        if (guides_->item(i)->data(kPageRole).toString() == page) guides_->setCurrentRow(i);
    section_.clear();
    if (!section.isEmpty())
        for (QTextBlock b = browser_->document()->begin(); b.isValid(); b = b.next())
            if (b.blockFormat().headingLevel() > 0 && b.text().startsWith(section, Qt::CaseInsensitive)) {
                section_ = b.text();
                break;
            }
    scrollToSection();
    // Again once the window is laid out (it may not be shown yet).
    QTimer::singleShot(0, this, &HelpWindow::scrollToSection);
    return true;
}

void HelpWindow::scrollToSection() {
    QScrollBar* bar = browser_->verticalScrollBar();
    bar->setValue(0);
    if (section_.isEmpty()) return;
    for (QTextBlock b = browser_->document()->begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() == 0 || b.text() != section_) continue;
        // To the end first, so that showing the heading brings it to the top.
        bar->setValue(bar->maximum());
        browser_->setTextCursor(QTextCursor(b));
        browser_->ensureCursorVisible();
        return;
    }
}

void HelpWindow::followLink(const QUrl& url) {
    if (url.scheme() == QLatin1String("case")) {
        if (RulesPane* pane = rulesPaneOf(this)) pane->openCase(url.path());
    } else if (url.scheme().isEmpty() && url.path().endsWith(QLatin1String(".md"))) {
        const QString page = url.path().section(QLatin1Char('/'), -1);
        if (!showGuide(page, url.fragment().replace(QLatin1Char('-'), QLatin1Char(' '))))
            browser_->setHtml(tr("<p>%1 is not part of the guide shipped with the program.</p>").arg(page.toHtmlEscaped()));
    } else if (url.scheme().isEmpty() && url.hasFragment()) {
        showGuide(page_, url.fragment().replace(QLatin1Char('-'), QLatin1Char(' ')));
    } else if (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http")) {
        QDesktopServices::openUrl(url);  // the player's browser, when the player clicks
    }
}

HelpWindow* showHelp(QWidget* from, const QString& page, const QString& section) {
    QWidget* top = outermostOf(from);
    if (!top) return nullptr;
    auto* help = top->findChild<HelpWindow*>();
    if (!help) help = new HelpWindow(top);
    help->showGuide(page, section);
    help->show();
    help->raise();
    help->activateWindow();
    return help;
}

}  // namespace eylau::game
