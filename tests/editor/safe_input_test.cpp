// Safe input (docs/editor.md): the wheel changes a spin box or combo box only when it has the
// focus; File > New leaves the map most of the window; Add Unit asks the side and the division
// and gives the division's next id; the history says what each step ends at, and counts are
// worded by the English plural catalogue ("1 error", not "1 errors").
#include "editor_test_support.h"
#include "support/modal_answer.h"
#include "window_fixture.h"

#include "panels/add_unit_dialog.h"
#include "panels/list_panel.h"
#include "panels/order_of_battle_panel.h"
#include "panels/problems_panel.h"
#include "panels/scenario_panel.h"
#include "tools/tool_box.h"
#include "view/editor_view.h"
#include "window/editor_window.h"
#include "window/map_size_dialog.h"

#include "translations.h"


#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QToolButton>
#include <QWheelEvent>

#include <gtest/gtest.h>

#include <memory>

namespace eylau::editor {
namespace {

// One notch of the wheel, towards the user (a spin box steps down), over the widget's centre.
void wheelOver(QWidget* widget) {
    const QPointF at = QPointF(widget->rect().center());
    QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &wheel);
}

QAction* actionNamed(QWidget* window, const QString& text) {
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text() == text) return a;
    return nullptr;
}

class SafeInput : public test::EditorWindowTest {
protected:
    void SetUp() override {
        showWindow(test::eylauScenario());
        window_->activateWindow();
        QApplication::processEvents();
    }
    QUndoStack* stack() const { return window_->document().undoStack(); }
};

TEST_F(SafeInput, TheWheelChangesOnlyAFocusedSpinBox) {
    QWidget* up = window_->scenarioPanel();  // the panel scrolls inside its dock
    while (up && !qobject_cast<QDockWidget*>(up)) up = up->parentWidget();
    auto* dock = qobject_cast<QDockWidget*>(up);
    ASSERT_NE(dock, nullptr);
    dock->raise();
    window_->scenarioPanel()->showRules();
    QApplication::processEvents();
    auto* limber = window_->scenarioPanel()->findChild<QSpinBox*>(QStringLiteral("limberTarget"));
    ASSERT_NE(limber, nullptr);
    ASSERT_TRUE(limber->isVisible());
    EXPECT_NE(limber->focusPolicy(), Qt::WheelFocus) << "the wheel must not give it the focus";
    window_->view()->setFocus();
    const int before = limber->value();
    const int steps = stack()->count();
    ASSERT_FALSE(limber->hasFocus());
    for (int i = 0; i < 3; ++i) wheelOver(limber);
    EXPECT_EQ(limber->value(), before) << "a passing wheel changed \"Limber on a roll of\"";
    EXPECT_EQ(stack()->count(), steps);

    limber->setFocus();
    QApplication::processEvents();
    ASSERT_TRUE(limber->hasFocus());
    wheelOver(limber);
    EXPECT_EQ(limber->value(), before - 1);
    EXPECT_EQ(stack()->count(), steps + 1);
}

// A combo box that a table's delegate makes later is guarded too.
TEST_F(SafeInput, TheWheelLeavesATablesComboBoxAloneUnlessFocused) {
    QTableView* units = window_->orderOfBattle()->units()->view();
    const QModelIndex type = units->model()->index(0, 4);  // Type: a choice
    units->openPersistentEditor(type);
    QApplication::processEvents();
    auto* combo = units->viewport()->findChild<QComboBox*>();
    ASSERT_NE(combo, nullptr);
    window_->view()->setFocus();
    const int before = combo->currentIndex();
    wheelOver(combo);
    EXPECT_EQ(combo->currentIndex(), before);
    units->closePersistentEditor(type);
}

// In English and in French, whose words are longer; 960x540 is 1920x1080 at scale 2.
TEST_F(SafeInput, NewLeavesTheMapMostOfTheWindow) {
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("fr")})
    for (const QSize size : {QSize(960, 540), QSize(1280, 720), QSize(1600, 1000)}) {
        SCOPED_TRACE(language.toStdString());
        i18n::installTranslators(language);
        window_->resize(size);
        QApplication::processEvents();
        QAction* newAction = actionNamed(window_.get(), QStringLiteral("&New..."));  // the menus keep their first words
        ASSERT_NE(newAction, nullptr);
        auto accepted = test::answerNextModal([](QDialog* d) { d->accept(); });
        newAction->trigger();
        ASSERT_TRUE(accepted->seen);
        for (int i = 0; i < 5; ++i) QApplication::processEvents();
        QString docks;
        for (const QDockWidget* d : window_->findChildren<QDockWidget*>())
            if (d->isVisible()) docks += QStringLiteral(" %1 %2 px (min %3x%4);").arg(d->windowTitle()).arg(d->width()).arg(d->minimumSizeHint().width()).arg(d->minimumSizeHint().height());
        EXPECT_GE(window_->view()->width(), size.width() / 2)
            << size.width() << "x" << size.height() << ": the map is " << window_->view()->width() << " px wide;"
            << docks.toStdString();
        EXPECT_GE(window_->view()->height(), size.height() / 2);
        // The whole window fits the screen's height: the tool options scroll (their colour samples
        // once pushed the window past 720 px in French).
        EXPECT_LE(window_->minimumSizeHint().height(), size.height() - 40) << size.height();  // a title bar
        EXPECT_LE(window_->height(), size.height());
    }
    i18n::installTranslators(QStringLiteral("en"));
}

TEST_F(SafeInput, AddUnitAsksTheSideAndDivisionAndFollowsTheDivisionsIds) {
    auto* add = window_->orderOfBattle()->units()->findChild<QToolButton*>(QStringLiteral("add"));
    if (!add)
        for (QToolButton* b : window_->orderOfBattle()->units()->findChildren<QToolButton*>())
            if (b->text() == QLatin1String("Add unit")) add = b;
    ASSERT_NE(add, nullptr);
    const std::size_t units = window_->document().scenario().units.size();
    auto chosen = test::answerNextModal([](QDialog* d) {
        auto* ask = qobject_cast<AddUnitDialog*>(d);
        ASSERT_NE(ask, nullptr);
        ask->sideBox()->setCurrentIndex(ask->sideBox()->findData(int(Side::Allied)));
        ask->divisionBox()->setCurrentIndex(ask->divisionBox()->findData(QStringLiteral("Ost")));
        ask->accept();
    });
    add->click();
    ASSERT_TRUE(chosen->seen);
    const Scenario& scenario = window_->document().scenario();
    ASSERT_EQ(scenario.units.size(), units + 1);
    const Unit& unit = scenario.units.back();
    EXPECT_EQ(unit.id, "Ost.7");
    EXPECT_EQ(unit.division, "Ost");
    EXPECT_EQ(unit.side, Side::Allied);
    EXPECT_EQ(stack()->undoText(), QStringLiteral("Add unit Ost.7"));
}

TEST(AddUnitDialog, ListsTheSidesDivisionsAndShowsTheNextId) {
    const Scenario& eylau = test::eylauScenario();
    AddUnitDialog ask(eylau, "Tut");
    EXPECT_EQ(Side(ask.sideBox()->currentData().toInt()), Side::Allied);
    EXPECT_EQ(ask.division(), "Tut");
    ask.sideBox()->setCurrentIndex(ask.sideBox()->findData(int(Side::French)));
    for (int i = 0; i < ask.divisionBox()->count(); ++i)
        EXPECT_EQ(eylau.division(ask.divisionBox()->itemData(i).toString().toStdString())->side, Side::French);
    ask.divisionBox()->setCurrentIndex(ask.divisionBox()->findData(QStringLiteral("Gd")));
    bool shown = false;
    for (QLabel* l : ask.findChildren<QLabel*>()) shown |= l->text() == QLatin1String("Gd.4");
    EXPECT_TRUE(shown) << "the id the unit will take";
}

TEST_F(SafeInput, ADraggedSliderStepSaysWhereItEnded) {
    Scenario withImage = test::teachingScenario();
    MapUnderlay image;
    image.image = "missing-map.png";
    withImage.underlay = image;
    ASSERT_TRUE(window_->replaceDocument(withImage, QString()));
    auto* opacity = window_->scenarioPanel()->findChild<QSlider*>(QStringLiteral("mapImageOpacity"));
    ASSERT_NE(opacity, nullptr);
    const int steps = stack()->count();
    for (int v : {55, 70, 100}) opacity->setValue(v);
    EXPECT_EQ(stack()->count(), steps + 1) << "one drag, one step";
    EXPECT_EQ(stack()->undoText(), QStringLiteral("Map image opacity 100%"));
    EXPECT_EQ(stack()->text(stack()->count() - 1), QStringLiteral("Map image opacity 100%"));
}

TEST_F(SafeInput, CountsAreWordedForOneAndForMany) {
    EXPECT_EQ(ProblemsPanel::countText(1, 1), QStringLiteral("1 error, 1 warning"));
    EXPECT_EQ(ProblemsPanel::countText(2, 0), QStringLiteral("2 errors, 0 warnings"));
    // A fill of one hex (the flood fill tool's history text).
    EXPECT_EQ(QObject::tr("Fill %n hex(es) with %1", nullptr, 1).arg(QStringLiteral("woods")),
              QStringLiteral("Fill 1 hex with woods"));
}

}  // namespace
}  // namespace eylau::editor
