// View > Board Image (docs/playing.md, "Your own map as the board"): the scenario's map image as
// the board under the counters, the drawn terrain hidden or faint; greyed without an image.
#include "play_test_support.h"
#include "controllers/board_image_controller.h"

#include "counter_item.h"
#include "item_kinds.h"

#include <QAction>
#include <QGraphicsPixmapItem>
#include <QImage>
#include <QTemporaryDir>

namespace eylau::game {
namespace {

double terrainOpacity(const mapview::MapScene& scene, bool& visible) {
    for (QGraphicsItem* item : scene.items())
        if (item->type() == mapview::TerrainKind) {
            visible = item->isVisible();
            return item->opacity();
        }
    return -1;
}

TEST(BoardImageTest, TheMapImageBecomesTheBoardAndTheDrawnTerrainMayShowOverIt) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QImage picture(300, 240, QImage::Format_RGB32);
    picture.fill(QColor(0xe8, 0xe0, 0xc8));
    const QString path = dir.filePath(QStringLiteral("map.png"));
    ASSERT_TRUE(picture.save(path));
    Scenario scenario = test::smallBoard();
    MapUnderlay u;
    u.image = path.toStdString();  // absolute: the test has no scenario file
    u.points = {CalibrationPoint{*Hex::parse("0101"), 20, 20}, CalibrationPoint{*Hex::parse("0808"), 280, 220}};
    scenario.underlay = u;
    auto window = test::playWindow(scenario, test::seeded());
    QAction* board = window->boardImage().boardImageAction();
    QAction* drawn = window->boardImage().drawnMapAction();
    ASSERT_TRUE(board && drawn);
    ASSERT_TRUE(board->isEnabled());
    EXPECT_EQ(window->mapScene()->underlay(), nullptr);
    board->trigger();
    QApplication::processEvents();
    ASSERT_NE(window->mapScene()->underlay(), nullptr);
    EXPECT_DOUBLE_EQ(window->mapScene()->underlay()->zValue(), mapview::layer::kBoardImage);
    EXPECT_LT(window->mapScene()->underlay()->zValue(), window->mapScene()->counters().front()->zValue());
    bool visible = true;
    terrainOpacity(*window->mapScene(), visible);
    EXPECT_FALSE(visible);  // the image is the board
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("calibrated on 2 hexes"))) << window->statusMessage().toStdString();
    drawn->trigger();
    QApplication::processEvents();
    EXPECT_NEAR(terrainOpacity(*window->mapScene(), visible), 0.35, 1e-9);
    EXPECT_TRUE(visible);
    board->trigger();
    QApplication::processEvents();
    EXPECT_EQ(window->mapScene()->underlay(), nullptr);
    EXPECT_NEAR(terrainOpacity(*window->mapScene(), visible), 1.0, 1e-9);

    // Without a map image the items are greyed.
    auto plain = test::playWindow(test::smallBoard(), test::seeded());
    EXPECT_FALSE(plain->boardImage().boardImageAction()->isEnabled());
}

TEST(BoardImageTest, AnImageThatCannotBeReadSaysWhyAndKeepsTheDrawnMap) {
    Scenario scenario = test::smallBoard();
    MapUnderlay u;
    u.image = "/nonexistent/eylau-map.png";
    scenario.underlay = u;
    auto window = test::playWindow(scenario, test::seeded());
    window->boardImage().boardImageAction()->trigger();
    QApplication::processEvents();
    EXPECT_FALSE(window->boardImage().boardImageAction()->isChecked());
    EXPECT_EQ(window->mapScene()->underlay(), nullptr);
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("no such file"))) << window->statusMessage().toStdString();
}

}  // namespace
}  // namespace eylau::game
