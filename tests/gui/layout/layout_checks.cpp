#include "layout_checks.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QRegularExpression>
#include <QScreen>
#include <QTabBar>
#include <QTableView>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeWidget>
#include <QWidget>

namespace eylau::test {
namespace {

LayoutScreen& screenOfRun() {
    static LayoutScreen screen;
    return screen;
}

// A widget in a message: its class, its name, its text and the window it is on.
QString named(const QWidget& w, const QString& text = {}) {
    QString s = QString::fromLatin1(w.metaObject()->className());
    if (!w.objectName().isEmpty()) s += QLatin1Char('#') + w.objectName();
    // Where it is: the nearest named parent (a dock, a bar, a page).
    for (const QWidget* p = w.parentWidget(); p && p != w.window(); p = p->parentWidget())
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(QLatin1String("qt_"))) {
            s += QStringLiteral(" (in %1#%2)").arg(QString::fromLatin1(p->metaObject()->className()), p->objectName());
            break;
        }
    if (!text.isEmpty()) s += QStringLiteral(" \"%1\"").arg(text.simplified().left(70));
    if (const QWidget* top = w.window(); top != &w)
        s += QStringLiteral(" in %1").arg(top->windowTitle().isEmpty() ? QString::fromLatin1(top->metaObject()->className())
                                                                       : top->windowTitle());
    return s;
}

QString plain(const QString& text, Qt::TextFormat format) {
    if (format == Qt::PlainText || (format == Qt::AutoText && !Qt::mightBeRichText(text))) return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

// Cut by the program itself: an ellipsis where a word goes on ("French may \u2026ter now"); one at
// the end of a command that opens a window ("New Game\u2026") is the ordinary sign of that.
bool elided(const QString& shown) {
    static const QRegularExpression cut(QStringLiteral("(\u2026|\\.\\.\\.)\\w"));
    return cut.match(shown).hasMatch();
}

// Whether `w` is inside a scrolling area (below `top`): what scrolls out of view is allowed to,
// except the widgets a decision rests on (notWhollyInView).
bool scrolls(const QWidget& w, const QWidget& top) {
    for (const QWidget* p = w.parentWidget(); p && p != &top; p = p->parentWidget())
        if (qobject_cast<const QAbstractScrollArea*>(p)) return true;
    return false;
}

// The part of `w` its parents cut off (up to the window, or to a scrolling area): empty when
// the whole widget can be seen.
bool clippedByParents(const QWidget& w, const QWidget& top) {
    QRect r = w.rect();
    for (const QWidget* c = &w; c != &top && c->parentWidget(); c = c->parentWidget()) {
        const QWidget* p = c->parentWidget();
        r = QRect(c->mapToParent(r.topLeft()), r.size());
        if (qobject_cast<const QAbstractScrollArea*>(p->parentWidget()) || qobject_cast<const QAbstractScrollArea*>(p))
            return false;
        if (!p->rect().contains(r)) return true;
    }
    return false;
}

void checkLabel(const QLabel& label, const QWidget& top, QStringList& problems) {
    if (label.text().isEmpty() || label.width() <= 0) return;
    const QString shown = plain(label.text(), label.textFormat());
    if (shown.trimmed().isEmpty()) return;
    if (elided(shown)) problems << QStringLiteral("elided: %1").arg(named(label, shown));
    const QRect box = label.contentsRect();
    if (label.wordWrap()) {
        const int needed = label.heightForWidth(label.width());
        if (needed > label.height() + 1)
            problems << QStringLiteral("wrapped text cut: %1 needs %2 px of height, has %3")
                            .arg(named(label, shown))
                            .arg(needed)
                            .arg(label.height());
    } else {
        const QSize needed = label.minimumSizeHint();
        if (needed.width() > label.width() + 1 || needed.height() > label.height() + 1)
            problems << QStringLiteral("text cut: %1 needs %2x%3 px, has %4x%5")
                            .arg(named(label, shown))
                            .arg(needed.width())
                            .arg(needed.height())
                            .arg(label.width())
                            .arg(label.height());
    }
    if (box.isValid() && clippedByParents(label, top)) problems << QStringLiteral("clipped by its parent: %1").arg(named(label, shown));
}

void checkButton(const QAbstractButton& button, const QWidget& top, QStringList& problems) {
    if (button.text().isEmpty()) return;
    if (const auto* tool = qobject_cast<const QToolButton*>(&button); tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly)
        return;
    const QString shown = QString(button.text()).remove(QLatin1Char('&'));
    if (elided(shown)) problems << QStringLiteral("elided: %1").arg(named(button, shown));
    const QSize needed = button.minimumSizeHint().isValid() ? button.sizeHint() : button.sizeHint();
    // A button's size hint holds its text, its icon and the style's margins; less width cuts the text.
    const int textWidth = button.fontMetrics().horizontalAdvance(shown);
    if (needed.width() > button.width() + 1 && textWidth + 4 > button.width())
        problems << QStringLiteral("button text cut: %1 needs %2 px, has %3").arg(named(button, shown)).arg(needed.width()).arg(button.width());
    if (clippedByParents(button, top)) problems << QStringLiteral("clipped by its parent: %1").arg(named(button, shown));
}

void checkTabs(const QTabBar& bar, QStringList& problems) {
    for (int i = 0; i < bar.count(); ++i) {
        const QString text = QString(bar.tabText(i)).remove(QLatin1Char('&'));
        const int needed = bar.fontMetrics().horizontalAdvance(text);
        if (needed + 4 > bar.tabRect(i).width())
            problems << QStringLiteral("tab text cut: %1 needs %2 px, has %3").arg(named(bar, text)).arg(needed).arg(bar.tabRect(i).width());
        if (!bar.rect().contains(bar.tabRect(i)))
            problems << QStringLiteral("tab out of its bar: %1").arg(named(bar, text));
    }
}

void checkCombo(const QComboBox& combo, QStringList& problems) {
    const QString text = combo.currentText();
    if (text.isEmpty()) return;
    if (combo.sizeHint().width() > combo.width() + 1 && combo.fontMetrics().horizontalAdvance(text) + 24 > combo.width())
        problems << QStringLiteral("combo box text cut: %1 has %2 px").arg(named(combo, text)).arg(combo.width());
}

void checkGroupTitle(const QGroupBox& group, QStringList& problems) {
    const QString title = QString(group.title()).remove(QLatin1Char('&'));
    if (!title.isEmpty() && group.fontMetrics().horizontalAdvance(title) + 8 > group.width())
        problems << QStringLiteral("group title cut: %1").arg(named(group, title));
}

void checkDockTitle(const QDockWidget& dock, QStringList& problems) {
    const QString title = QString(dock.windowTitle()).remove(QLatin1Char('&'));
    if (dock.isFloating() || title.isEmpty()) return;
    // The title bar holds the float and close buttons besides the title.
    if (dock.fontMetrics().horizontalAdvance(title) + 48 > dock.width())
        problems << QStringLiteral("dock title cut: %1 is %2 px wide").arg(named(dock, title)).arg(dock.width());
}

void checkHeader(const QHeaderView& header, QStringList& problems) {
    const QAbstractItemModel* model = header.model();
    if (!model || header.isHidden()) return;
    const int count = header.count();
    for (int i = 0; i < count; ++i) {
        if (header.isSectionHidden(i)) continue;
        const QString text = model->headerData(i, header.orientation(), Qt::DisplayRole).toString();
        if (text.isEmpty() || header.orientation() != Qt::Horizontal) continue;
        const bool last = header.visualIndex(i) == count - 1 && header.stretchLastSection();
        const int room = last ? header.width() - header.sectionViewportPosition(i) : header.sectionSize(i);
        if (header.fontMetrics().horizontalAdvance(text) + 8 > room)
            problems << QStringLiteral("column heading cut: %1 has %2 px").arg(named(header, text)).arg(room);
    }
}

// Item views that do not wrap: each item in view shows its whole text.
void checkItems(const QAbstractItemView& view, QStringList& problems) {
    const QAbstractItemModel* model = view.model();
    if (!model) return;
    // Views that wrap: each item's wrapped text has the height its row gives it (a tree's row
    // was sized for the column's width, not the narrower width left beside the item's indent).
    bool wraps = false;
    if (const auto* tree = qobject_cast<const QTreeView*>(&view)) wraps = tree->wordWrap();
    if (const auto* list = qobject_cast<const QListView*>(&view)) wraps = list->wordWrap();
    if (const auto* table = qobject_cast<const QTableView*>(&view)) wraps = table->wordWrap();

    const QRect port = view.viewport()->rect();
    std::vector<QModelIndex> todo{QModelIndex()};
    while (!todo.empty()) {
        const QModelIndex parent = todo.back();
        todo.pop_back();
        for (int r = 0; r < model->rowCount(parent); ++r)
            for (int c = 0; c < model->columnCount(parent); ++c) {
                const QModelIndex index = model->index(r, c, parent);
                const QRect rect = view.visualRect(index);
                if (c == 0 && model->hasChildren(index)) todo.push_back(index);
                if (!rect.isValid() || !port.intersects(rect)) continue;
                const QString text = index.data(Qt::DisplayRole).toString();
                if (text.isEmpty()) continue;
                QFont font = view.font();
                if (const QVariant f = index.data(Qt::FontRole); f.isValid()) font = f.value<QFont>();
                const int icon = index.data(Qt::DecorationRole).isValid() ? view.iconSize().width() + 4 : 0;
                const int check = index.data(Qt::CheckStateRole).isValid() ? 20 : 0;
                const int room = std::min(rect.right(), port.right()) - rect.left();
                if (wraps) {
                    const QRect wrapped = QFontMetrics(font).boundingRect(QRect(0, 0, std::max(1, room - icon - check - 4), 100000),
                                                                          Qt::TextWordWrap, text);
                    if (wrapped.height() > rect.height() + 1 || wrapped.width() > room - icon - check - 2)
                        problems << QStringLiteral("wrapped item text cut: %1 needs %2 px of height, has %3")
                                        .arg(named(view, text))
                                        .arg(wrapped.height())
                                        .arg(rect.height());
                    continue;
                }
                const int needed = QFontMetrics(font).horizontalAdvance(text) + icon + check + 6;
                if (needed > room)
                    problems << QStringLiteral("item text cut: %1 needs %2 px, has %3").arg(named(view, text)).arg(needed).arg(room);
            }
    }
}

}  // namespace

const LayoutScreen& LayoutScreen::current() { return screenOfRun(); }
void LayoutScreen::set(LayoutScreen screen) { screenOfRun() = std::move(screen); }
QString LayoutScreen::describe() const { return QStringLiteral("%1 at scale %2, %3").arg(size, scale, language); }

QStringList windowOutsideScreen(const QWidget& window) {
    const QScreen* screen = window.screen() ? window.screen() : QGuiApplication::primaryScreen();
    const QRect free = screen->availableGeometry();
    const QRect frame = window.frameGeometry();
    // At a fractional scale a window's logical size is rounded: allow that one pixel.
    if (free.adjusted(-1, -1, 1, 1).contains(frame)) return {};
    return {QStringLiteral("%1 at %2,%3 %4x%5 is not within the screen's free area %6x%7")
                .arg(named(window, window.windowTitle()))
                .arg(frame.x())
                .arg(frame.y())
                .arg(frame.width())
                .arg(frame.height())
                .arg(free.width())
                .arg(free.height())};
}

QStringList cutTexts(const QWidget& window) {
    QStringList problems;
    for (const QWidget* w : window.findChildren<const QWidget*>()) {
        // A dock behind another's tab is visible to Qt but moved out of sight: nothing of it shows.
        if (!w->isVisible() || w->window() != &window || w->visibleRegion().isEmpty()) continue;
        if (const auto* label = qobject_cast<const QLabel*>(w)) {
            if (!scrolls(*w, window) || label->wordWrap()) checkLabel(*label, window, problems);
        } else if (const auto* button = qobject_cast<const QAbstractButton*>(w)) {
            checkButton(*button, window, problems);
        } else if (const auto* bar = qobject_cast<const QTabBar*>(w)) {
            checkTabs(*bar, problems);
        } else if (const auto* combo = qobject_cast<const QComboBox*>(w)) {
            checkCombo(*combo, problems);
        } else if (const auto* group = qobject_cast<const QGroupBox*>(w)) {
            checkGroupTitle(*group, problems);
        } else if (const auto* dock = qobject_cast<const QDockWidget*>(w)) {
            checkDockTitle(*dock, problems);
        } else if (const auto* header = qobject_cast<const QHeaderView*>(w)) {
            checkHeader(*header, problems);
        } else if (const auto* view = qobject_cast<const QAbstractItemView*>(w)) {
            checkItems(*view, problems);
        }
    }
    problems.removeDuplicates();
    return problems;
}

QStringList notWhollyInView(const std::vector<const QWidget*>& widgets) {
    QStringList problems;
    for (const QWidget* w : widgets) {
        if (!w) {
            problems << QStringLiteral("a widget the test looks for is missing");
            continue;
        }
        if (!w->isVisible()) {
            problems << QStringLiteral("not shown: %1").arg(named(*w));
            continue;
        }
        const QWidget& top = *w->window();
        QRect r = w->rect();
        for (const QWidget* c = w; c != &top; c = c->parentWidget()) {
            const QWidget* p = c->parentWidget();
            r = QRect(c->mapToParent(r.topLeft()), r.size());
            const QRect within = r.intersected(p->rect());
            if (within != r) {
                problems << QStringLiteral("not wholly in view: %1 (%2 of its %3 px rows can be seen)")
                                .arg(named(*w))
                                .arg(std::max(0, within.height()))
                                .arg(w->height());
                break;
            }
        }
    }
    return problems;
}

}  // namespace eylau::test
