// View > High Contrast: the map painted with the high-contrast palette (mapview/map_contrast.h)
// once chosen, the choice remembered for the next start, and counter text that reads at 7:1 or
// more against its fill (WCAG AAA) in it.
#include "play_test_support.h"

#include "keys/action_registry.h"
#include "shared/app_settings.h"

#include "colour_metrics.h"
#include "counter_art.h"
#include "counter_item.h"

#include <QAction>
#include <QImage>
#include <QPainter>

namespace eylau::game {
namespace {

using mapview::Contrast;

// A French counter on the map that nothing covers, and a point of its fill clear of its text and
// symbol (the left edge, half way down).
struct FillPoint {
    mapview::CounterItem* counter = nullptr;
    QPointF at;
};

FillPoint frenchFill(const MainWindow& window, const Scenario& scenario) {
    mapview::MapScene& scene = *window.mapScene();
    for (const Unit& unit : scenario.units) {
        if (unit.side != Side::French) continue;
        mapview::CounterItem* counter = scene.counter(unit.id);
        if (!counter || !counter->isVisible()) continue;
        const QPointF at = counter->scenePos() + QPointF(-counter->size() * 0.4, 0.0);
        if (scene.itemAt(at, QTransform()) == counter) return {counter, at};
    }
    return {};
}

// The colour the scene paints at `at` (one scene unit to a pixel).
QColor paintedAt(mapview::MapScene& scene, QPointF at) {
    QImage image(9, 9, QImage::Format_ARGB32);
    image.fill(Qt::magenta);
    QPainter painter(&image);
    scene.render(&painter, QRectF(image.rect()), QRectF(at - QPointF(4.5, 4.5), QSizeF(9, 9)));
    painter.end();
    return image.pixelColor(4, 4);
}

TEST(HighContrastTest, TheViewMenuRepaintsTheMapAndTheChoiceIsRemembered) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    setHighContrastSetting(false);
    const QColor normalText = QApplication::palette().color(QPalette::WindowText);
    const mapview::CounterColours normal = mapview::counterColours(Side::French, "french", false);
    const mapview::CounterColours high = mapview::counterColours(Side::French, "french", false, Contrast::High);
    ASSERT_NE(normal.fill, high.fill);
    {
        auto window = test::playWindow(*scenario);
        QAction* action = window->actionRegistry().action(QStringLiteral("highContrast"));
        ASSERT_NE(action, nullptr);
        EXPECT_TRUE(action->isCheckable());
        EXPECT_FALSE(action->isChecked());
        mapview::MapScene& scene = *window->mapScene();
        const FillPoint fill = frenchFill(*window, *scenario);
        ASSERT_NE(fill.counter, nullptr) << "no uncovered French counter";
        EXPECT_EQ(paintedAt(scene, fill.at), normal.fill);

        action->trigger();
        EXPECT_EQ(scene.contrast(), Contrast::High);
        EXPECT_EQ(paintedAt(scene, fill.at), high.fill);
        EXPECT_EQ(QApplication::palette().color(QPalette::WindowText), QColor(Qt::black));
        EXPECT_TRUE(highContrastSetting());
    }
    {
        // The next start comes back in high contrast; choosing again turns it off.
        auto window = test::playWindow(*scenario);
        QAction* action = window->actionRegistry().action(QStringLiteral("highContrast"));
        ASSERT_NE(action, nullptr);
        EXPECT_TRUE(action->isChecked());
        EXPECT_EQ(window->mapScene()->contrast(), Contrast::High);
        action->trigger();
        EXPECT_EQ(window->mapScene()->contrast(), Contrast::Normal);
        EXPECT_FALSE(highContrastSetting());
        EXPECT_EQ(QApplication::palette().color(QPalette::WindowText), normalText);
    }
}

TEST(HighContrastTest, CounterTextReadsAtSevenToOneOrMore) {
    struct Army {
        Side side;
        const char* nationality;
        bool guard;
    };
    for (const Army& a : {Army{Side::French, "french", false}, Army{Side::French, "french", true},
                          Army{Side::Allied, "russian", false}, Army{Side::Allied, "prussian", false}}) {
        const mapview::CounterColours c = mapview::counterColours(a.side, a.nationality, a.guard, Contrast::High);
        EXPECT_GE(mapview::contrastRatio(c.ink, c.fill), 7.0) << a.nationality << (a.guard ? " guard" : "");
    }
}

}  // namespace
}  // namespace eylau::game
