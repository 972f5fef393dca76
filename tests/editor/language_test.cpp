// The editor in French (docs/translations.md): with the French catalogues installed, a new
// editor window's menus, tool bar, panels and tool options speak French, with one mnemonic per
// letter in each menu; with them removed, the next window speaks English again.
#include "editor_test_support.h"

#include "window/editor_window.h"

#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableView>
#include <QToolBar>
#include <QThread>
#include <QToolButton>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <memory>

namespace eylau::editor {
namespace {

std::unique_ptr<EditorWindow> openWindow() {
    auto window = std::make_unique<EditorWindow>(test::teachingScenario(), QStringLiteral("/tmp/teaching.json"));
    window->resize(1400, 900);
    window->show();
    QApplication::processEvents();
    return window;
}

QStringList menuTitles(const EditorWindow& window) {
    QStringList titles;
    for (const QAction* a : window.menuBar()->actions()) titles << a->text();
    return titles;
}

QStringList texts(const QMenu& menu) {
    QStringList out;
    for (const QAction* a : menu.actions())
        if (!a->isSeparator()) out << a->text();
    return out;
}

QString dockTitles(const EditorWindow& window) {
    QStringList titles;
    for (const QDockWidget* d : window.findChildren<QDockWidget*>()) titles << d->windowTitle();
    return titles.join(QLatin1Char('|'));
}

class EditorLanguage : public ::testing::Test {
protected:
    void TearDown() override { i18n::removeTranslators(); }
};

TEST_F(EditorLanguage, MenusToolsAndPanelsAreFrench) {
    ASSERT_EQ(i18n::installTranslators(QStringLiteral("fr")), QStringLiteral("fr"));
    const auto window = openWindow();
    EXPECT_EQ(menuTitles(*window), (QStringList{QStringLiteral("&Fichier"), QStringLiteral("&Édition"), QStringLiteral("&Carte"),
                                                QStringLiteral("&Affichage"), QStringLiteral("Aid&e")}));
    const QMenu* file = window->menuBar()->actions().front()->menu();
    ASSERT_TRUE(file);
    EXPECT_TRUE(texts(*file).contains(QStringLiteral("Enregistrer &sous...")))
        << texts(*file).join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(texts(*file).contains(QStringLiteral("&Tester en jeu...")));
    EXPECT_FALSE(texts(*file).contains(QStringLiteral("&Save")));

    // Every menu: a letter underlined at most once, so that Alt+letter is never ambiguous.
    for (const QAction* m : window->menuBar()->actions()) {
        QSet<QChar> letters;
        for (const QString& text : texts(*m->menu())) {
            const qsizetype amp = text.indexOf(QLatin1Char('&'));
            if (amp < 0 || amp + 1 >= text.size()) continue;
            const QChar letter = text.at(amp + 1).toLower();
            EXPECT_FALSE(letters.contains(letter)) << m->text().toStdString() << ": '" << text.toStdString() << "'";
            letters.insert(letter);
        }
    }

    // The tool bar names the tools in French; the docks and the tool options follow.
    QStringList tools;
    for (const QToolBar* bar : window->findChildren<QToolBar*>())
        for (const QAction* a : bar->actions()) tools << a->text();
    EXPECT_TRUE(tools.contains(QStringLiteral("Sélection"))) << tools.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(tools.contains(QStringLiteral("Remplir")));
    EXPECT_FALSE(tools.contains(QStringLiteral("Select")));
    const QString docks = dockTitles(*window);
    EXPECT_TRUE(docks.contains(QStringLiteral("Options de l'outil"))) << docks.toStdString();
    EXPECT_TRUE(docks.contains(QStringLiteral("Ordre de bataille")));
    EXPECT_TRUE(docks.contains(QStringLiteral("Problèmes")));
    EXPECT_FALSE(docks.contains(QStringLiteral("Order of Battle")));
    // A chosen value (a unit's type) shows in French and stays the file's word underneath.
    bool typeSeen = false;
    for (const QTableView* table : window->findChildren<QTableView*>()) {
        const QAbstractItemModel* model = table->model();
        for (int c = 0; model && c < model->columnCount() && !typeSeen; ++c) {
            if (model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString() != QStringLiteral("Type")) continue;
            const QModelIndex cell = model->index(0, c);
            if (cell.data(Qt::EditRole).toString() != QStringLiteral("infantry")) continue;
            EXPECT_EQ(cell.data(Qt::DisplayRole).toString(), QStringLiteral("infanterie"));
            typeSeen = true;
        }
    }
    EXPECT_TRUE(typeSeen) << "no unit table with an infantry unit first";
    // The engine's terrain words, through the game's catalogue (EngineWord).
    const auto* woods = window->findChild<QToolButton*>(QStringLiteral("terrain-woods"));
    ASSERT_TRUE(woods);
    EXPECT_FALSE(woods->text().isEmpty());
    EXPECT_NE(woods->text(), QStringLiteral("woods"));
}

// The Problems panel words the engine's scenario checks in French (they are sentences with codes,
// like the rules' refusals), the unit and division ids kept.
TEST_F(EditorLanguage, TheProblemsPanelWordsTheScenarioChecksInFrench) {
    ASSERT_EQ(i18n::installTranslators(QStringLiteral("fr")), QStringLiteral("fr"));
    Scenario scenario = test::teachingScenario();
    Division empty = scenario.divisions.front();
    empty.id = "Vide";
    scenario.divisions.push_back(empty);  // a division with no units: a warning
    EditorWindow window(scenario, QStringLiteral("/tmp/teaching.json"));
    window.show();
    QStringList shown;
    for (int i = 0; i < 100 && !shown.join(QLatin1Char('|')).contains(QStringLiteral("Vide")); ++i) {
        QApplication::processEvents();
        QThread::msleep(10);
        shown.clear();
        for (const QTreeWidget* list : window.findChildren<QTreeWidget*>())
            for (int r = 0; r < list->topLevelItemCount(); ++r) shown << list->topLevelItem(r)->text(0);
    }
    const QString all = shown.join(QLatin1Char('|'));
    EXPECT_TRUE(all.contains(QStringLiteral("la division \u00ab\u00a0Vide\u00a0\u00bb n'a aucune unit\u00e9"))) << all.toStdString();
    EXPECT_FALSE(all.contains(QStringLiteral("has no units"))) << all.toStdString();
}

TEST_F(EditorLanguage, WithTheTranslatorsRemovedTheEditorSpeaksEnglish) {
    ASSERT_EQ(i18n::installTranslators(QStringLiteral("fr")), QStringLiteral("fr"));
    i18n::removeTranslators();
    const auto window = openWindow();
    EXPECT_EQ(menuTitles(*window), (QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&Map"),
                                                QStringLiteral("&View"), QStringLiteral("&Help")}));
    const auto* woods = window->findChild<QToolButton*>(QStringLiteral("terrain-woods"));
    ASSERT_TRUE(woods);
    EXPECT_EQ(woods->text(), QStringLiteral("woods"));
}

}  // namespace
}  // namespace eylau::editor
