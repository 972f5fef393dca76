// The dialog of File > Export Map Image... (app/mapexport/export_map_dialog.h): it shows the
// PNG's size and the PDF's pages as the choice changes, and refuses what would be too large.
#include "board_pictures.h"
#include "export_map_dialog.h"

#include "map_scene.h"

#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include "translations.h"

#include <QLocale>

#include <gtest/gtest.h>

namespace eylau::mapexport {
namespace {

TEST(ExportMapDialog, ShowsThePngSizeForThePixelsPerHex) {
    const mapview::MapScene scene(test::eylauScenario());
    ExportMapDialog dialog(scene);
    BoardExport choice;
    choice.format = BoardFormat::Png;
    choice.pixelsPerHex = 100;
    dialog.setChoice(choice);
    const QSize size = pngSize(scene, 100);
    EXPECT_TRUE(dialog.pngSizeText().contains(QLocale().toString(size.width()))) << dialog.pngSizeText().toStdString();
    EXPECT_TRUE(dialog.pngSizeText().contains(QLocale().toString(size.height())));
    EXPECT_TRUE(dialog.mayExport());
    EXPECT_EQ(dialog.choice().format, BoardFormat::Png);
    EXPECT_EQ(dialog.choice().pixelsPerHex, 100);
}

// In French the figures are French: a space between thousands, a decimal comma ("1 774 x 1 985
// pixels (3,5 millions)"), in the words and in the spin boxes.
TEST(ExportMapDialog, FrenchFiguresInFrench) {
    ASSERT_EQ(i18n::installTranslators(QStringLiteral("fr")), QStringLiteral("fr"));
    const mapview::MapScene scene(test::eylauScenario());
    ExportMapDialog dialog(scene);
    BoardExport choice;
    choice.format = BoardFormat::Png;
    choice.pixelsPerHex = 80;
    dialog.setChoice(choice);
    const QString said = dialog.pngSizeText();
    i18n::installTranslators(QStringLiteral("en"));
    EXPECT_TRUE(said.contains(QStringLiteral("1\u202f774")) || said.contains(QStringLiteral("1\u00a0774"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("3,5"))) << said.toStdString();
}

TEST(ExportMapDialog, ShowsThePagesOfThePrintedBoard) {
    const mapview::MapScene scene(test::eylauScenario());
    ExportMapDialog dialog(scene);
    EXPECT_EQ(dialog.choice().format, BoardFormat::Pdf);  // what it offers first
    EXPECT_DOUBLE_EQ(dialog.choice().print.hexMm, 16.0);
    EXPECT_TRUE(dialog.pagesText().startsWith(QStringLiteral("4 pages of A4 portrait, 2 across by 2 down")))
        << dialog.pagesText().toStdString();
    BoardExport choice = dialog.choice();
    choice.print.paper = Paper::A3;
    dialog.setChoice(choice);
    EXPECT_TRUE(dialog.pagesText().startsWith(QStringLiteral("2 pages of A3 landscape"))) << dialog.pagesText().toStdString();
    EXPECT_TRUE(dialog.mayExport());
}

TEST(ExportMapDialog, RefusesAnImageTooLarge) {
    const Scenario big = test::loadScenario(test::emptyBoardJson(99, 99));
    const mapview::MapScene scene(big);
    ExportMapDialog dialog(scene);
    BoardExport choice;
    choice.format = BoardFormat::Png;
    choice.pixelsPerHex = 400;
    dialog.setChoice(choice);
    EXPECT_FALSE(dialog.mayExport());
    EXPECT_TRUE(dialog.pngSizeText().contains(QStringLiteral("too large"))) << dialog.pngSizeText().toStdString();
    choice.pixelsPerHex = 40;
    dialog.setChoice(choice);
    EXPECT_TRUE(dialog.mayExport());
    // An SVG of any map may be made.
    choice.pixelsPerHex = 400;
    choice.format = BoardFormat::Svg;
    dialog.setChoice(choice);
    EXPECT_TRUE(dialog.mayExport());
    // A PDF of the 99 x 99 map at 40 mm a hex would be 304 pages.
    choice.format = BoardFormat::Pdf;
    choice.print.hexMm = 40.0;
    dialog.setChoice(choice);
    EXPECT_FALSE(dialog.mayExport());
    EXPECT_TRUE(dialog.pagesText().contains(QStringLiteral("more than 200 pages"))) << dialog.pagesText().toStdString();
}

}  // namespace
}  // namespace eylau::mapexport
