// Tracing lines on the map image (docs/editor.md, "Map image"): the Sample tool's click takes the
// exact pixel under the pointer (a thin river's, not the paper's), which the magnifier shows; a
// drag along a line takes the line's colour; samples accumulate, several to a meaning, each one
// undo step, and are removed from the Tool Options panel; calibration points are pins on the map
// with their own error.
#include "editor_test_support.h"

#include "commands/value_command.h"
#include "map_scene.h"
#include "overlay_kinds.h"
#include "panels/colour_samples_box.h"
#include "tools/magnifier.h"
#include "tools/tool_box.h"
#include "underlay/calibration_pins.h"
#include "underlay/colour_picking.h"
#include "underlay/terrain_suggestion.h"
#include "underlay/underlay_view.h"
#include "view/editor_view.h"

#include <QApplication>
#include <QInputDialog>
#include <QListWidget>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <random>

namespace eylau::editor {
namespace {

const QColor kPaper(0xf3, 0xf1, 0xea);
const QColor kRiver(0x2a, 0x62, 0xa8);

// Paper with a river 5 pixels wide drawn across it, slanting, smoothed at its edges.
QImage paperWithARiver() {
    QImage image(600, 400, QImage::Format_RGB32);
    image.fill(kPaper);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kRiver, 5.0, Qt::SolidLine, Qt::FlatCap));
    p.drawLine(QPointF(100, 60), QPointF(500, 340));
    return image;
}

QPointF onTheRiver(double t) { return QLineF(QPointF(100, 60), QPointF(500, 340)).pointAt(t); }

int colourDistance(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

// The teaching scenario with the river picture as its map image (fitted to the map, not
// calibrated), in a view with the map tools, zoomed so that an image pixel is about three screen
// pixels.
class TracingTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(dir_.isValid());
        ASSERT_TRUE(paperWithARiver().save(dir_.filePath(QStringLiteral("river.png"))));
        Scenario s = test::teachingScenario();
        s.underlay = MapUnderlay{};
        s.underlay->image = "river.png";
        doc_ = std::make_unique<ScenarioDocument>(s, dir_.filePath(QStringLiteral("s.json")));
        view_ = std::make_unique<EditorView>(*doc_);
        view_->resize(1000, 800);
        view_->show();
        underlay_ = std::make_unique<UnderlayView>(*doc_, *view_->mapScene());
        ASSERT_TRUE(underlay_->hasImage()) << underlay_->status().toStdString();
        tools_ = std::make_unique<ToolBox>(*doc_, *view_);
        tools_->context().setUnderlay(underlay_.get());
        tools_->use(ToolId::Sample);
        const double unitsPerPixel = underlay_->imageToScene().m11();
        view_->setZoom(3.0 / unitsPerPixel);
        view_->centerOn(underlay_->imageToScene().map(onTheRiver(0.5)));
        QApplication::processEvents();
    }
    void TearDown() override {
        tools_.reset();
        underlay_.reset();
        view_.reset();
        doc_.reset();
    }
    QWidget* port() const { return view_->viewport(); }
    // The screen point over an image point.
    QPoint screen(QPointF image) const { return view_->mapFromScene(underlay_->imageToScene().map(image)); }
    const std::vector<ColourSample>& samples() const { return doc_->scenario().underlay->samples; }

    QTemporaryDir dir_;
    std::unique_ptr<ScenarioDocument> doc_;
    std::unique_ptr<EditorView> view_;
    std::unique_ptr<UnderlayView> underlay_;
    std::unique_ptr<ToolBox> tools_;
};

TEST_F(TracingTest, AClickOnAFivePixelRiverSamplesTheRiverNotThePaper) {
    tools_->settings().sampleFeature = HexsideFeature::River;
    const QPointF at = onTheRiver(0.5);
    // The colour most pixels have around the click (what the tool took before) is the paper's.
    EXPECT_LT(colourDistance(dominantColour(underlay_->image(), at, 12), kPaper), 6);
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, screen(at));
    ASSERT_EQ(samples().size(), 1u);
    EXPECT_EQ(samples().front().colour, kRiver.name().toStdString());
    EXPECT_EQ(samples().front().feature, HexsideFeature::River);
    EXPECT_FALSE(samples().front().terrain.has_value());
    EXPECT_EQ(doc_->undoStack()->count(), 1);
}

TEST_F(TracingTest, TheMagnifierShowsTheImagesPixelsWithThePointersOneMarked) {
    const QPointF at = onTheRiver(0.5);
    // The loupe's pixels: the image's own, the pointer's in the middle.
    const QImage pixels = loupePixels(underlay_->image(), at);
    ASSERT_EQ(pixels.size(), QSize(kLoupeCells, kLoupeCells));
    EXPECT_EQ(pixels.pixelColor(kLoupeCells / 2, kLoupeCells / 2), pixelColour(underlay_->image(), at));
    EXPECT_EQ(loupePixels(underlay_->image(), QPointF(0.5, 0.5)).pixelColor(0, 0).alpha(), 0);  // off the image
    // In the view: moving the pointer over the river paints the loupe beside it.
    QTest::mouseMove(port(), screen(at));
    QApplication::processEvents();
    const QImage shot = port()->grab().toImage();
    const QRectF loupe = loupeRect(QPointF(screen(at)), QRectF(port()->rect()));
    const QPointF middle = loupe.topLeft() + QPointF(kLoupeCells / 2 + 0.5, kLoupeCells / 2 + 0.5) * kLoupeCell;
    EXPECT_LT(colourDistance(shot.pixelColor(middle.toPoint()), kRiver), 6);
    // The middle cell's outline (black, then white) and the swatch of the pixel under the caption.
    const QPoint edge = (loupe.topLeft() + QPointF(kLoupeCells / 2, kLoupeCells / 2 + 0.5) * kLoupeCell).toPoint();
    bool outlined = false;
    for (int dx = -2; dx <= 2; ++dx) outlined = outlined || colourDistance(shot.pixelColor(edge + QPoint(dx, 0)), Qt::black) < 60;
    EXPECT_TRUE(outlined);
    const QPoint patch = (loupe.bottomLeft() + QPointF(kLoupeCaption / 2.0, -kLoupeCaption / 2.0)).toPoint();
    EXPECT_LT(colourDistance(shot.pixelColor(patch), kRiver), 6);
}

TEST_F(TracingTest, ADragAlongTheRiverSamplesItsColour) {
    tools_->settings().sampleFeature = HexsideFeature::Stream;
    QTest::mousePress(port(), Qt::LeftButton, Qt::NoModifier, screen(onTheRiver(0.3)));
    for (int step = 1; step <= 10; ++step) QTest::mouseMove(port(), screen(onTheRiver(0.3 + 0.04 * step)));
    QTest::mouseRelease(port(), Qt::LeftButton, Qt::NoModifier, screen(onTheRiver(0.7)));
    ASSERT_EQ(samples().size(), 1u);
    EXPECT_LT(colourDistance(QColor(QString::fromStdString(samples().front().colour)), kRiver), 12);
    EXPECT_EQ(samples().front().feature, HexsideFeature::Stream);
    // A drag over bare paper samples nothing, and says why.
    QTest::mousePress(port(), Qt::LeftButton, Qt::NoModifier, screen(QPointF(150, 300)));
    for (int step = 1; step <= 10; ++step) QTest::mouseMove(port(), screen(QPointF(150 + 8 * step, 300)));
    QTest::mouseRelease(port(), Qt::LeftButton, Qt::NoModifier, screen(QPointF(230, 300)));
    EXPECT_EQ(samples().size(), 1u);
}

// The line's colour from a drag on a scan-like line: blurred and noisy, the drag wandering a
// pixel or two off the middle.
TEST(LineColour, FindsABlurredNoisyLinesCoreAgainstThePaper) {
    QImage image = paperWithARiver();
    QImage blurred = image.scaled(image.size() / 2, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                         .scaled(image.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    std::mt19937 random(7);
    for (int y = 0; y < blurred.height(); ++y)
        for (int x = 0; x < blurred.width(); ++x) {
            const QColor c = blurred.pixelColor(x, y);
            const auto noisy = [&](int v) { return std::clamp(v + int(random() % 13) - 6, 0, 255); };
            blurred.setPixelColor(x, y, QColor(noisy(c.red()), noisy(c.green()), noisy(c.blue())));
        }
    std::vector<QPointF> drag;
    for (int i = 0; i <= 20; ++i) drag.push_back(onTheRiver(0.2 + 0.03 * i) + QPointF(i % 3 == 0 ? 1.5 : -1.0, 0));
    const LineColour line = lineColour(blurred, drag);
    ASSERT_TRUE(line.colour.isValid());
    EXPECT_LT(colourDistance(line.colour, kRiver), 60) << line.colour.name().toStdString();
    EXPECT_LT(colourDistance(line.paper, kPaper), 20) << line.paper.name().toStdString();
    EXPECT_GT(line.inLine, 10);
    // Along bare paper: nothing.
    EXPECT_FALSE(lineColour(blurred, {QPointF(50, 350), QPointF(150, 350)}).colour.isValid());
}

TEST_F(TracingTest, SamplesAccumulateSeveralToAMeaningEachOneStepSavedAndRemoved) {
    tools_->settings().sampleTerrain = Terrain::Woods;
    ASSERT_TRUE(test::undoesAndRedoes(*doc_, [&] { QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, screen(onTheRiver(0.5))); }));
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, screen(QPointF(300, 120)));  // paper, also woods
    ASSERT_EQ(samples().size(), 2u);
    EXPECT_EQ(samples()[0].terrain, Terrain::Woods);
    EXPECT_EQ(samples()[1].terrain, Terrain::Woods);
    EXPECT_EQ(samples()[1].colour, kPaper.name().toStdString());
    EXPECT_EQ(doc_->undoStack()->count(), 2);
    // Saved and read back, both are there.
    const ScenarioLoad reread = readScenario(test::json(*doc_));
    ASSERT_TRUE(reread.ok());
    EXPECT_EQ(reread.scenario->underlay->samples, samples());
    // The Tool Options box lists them with their swatches; removing one is one step.
    ColourSamplesBox box(*doc_, tools_->settings());
    ASSERT_EQ(box.list()->count(), 2);
    EXPECT_FALSE(box.list()->item(0)->icon().isNull());
    EXPECT_TRUE(box.list()->item(1)->text().contains(kPaper.name()));
    EXPECT_FALSE(box.removeSelected());  // nothing selected
    box.list()->item(0)->setSelected(true);
    ASSERT_TRUE(test::undoesAndRedoes(*doc_, [&] { ASSERT_TRUE(box.removeSelected()); }));
    ASSERT_EQ(samples().size(), 1u);
    EXPECT_EQ(samples().front().colour, kPaper.name().toStdString());
    doc_->undoStack()->undo();
    EXPECT_EQ(samples().size(), 2u);
    EXPECT_EQ(box.list()->count(), 2);
}

// A file of the editor that kept one sample a meaning, as such a file has it, reads unchanged.
TEST(ColourSamples, AFileWithOneSampleAMeaningStillReads) {
    std::string json = writeScenario(test::teachingScenario());
    const std::size_t end = json.rfind('}');
    ASSERT_NE(end, std::string::npos);
    json.insert(end, R"(, "underlay": {"image": "scan.png", "samples": [{"colour": "#2f5d1e", "terrain": "woods"},
                                                                    {"colour": "#3b6fc4", "feature": "stream"}]})");
    const ScenarioLoad old = readScenario(json);
    ASSERT_TRUE(old.ok());
    ASSERT_TRUE(old.scenario->underlay.has_value());
    const std::vector<ColourSample> expected{ColourSample{"#2f5d1e", Terrain::Woods, std::nullopt},
                                             ColourSample{"#3b6fc4", std::nullopt, HexsideFeature::Stream}};
    EXPECT_EQ(old.scenario->underlay->samples, expected);
}

TEST_F(TracingTest, CalibrationPointsArePinsWithTheirOwnError) {
    const auto pins = [&] {
        std::vector<CalibrationPin*> out;
        for (QGraphicsItem* item : view_->mapScene()->items())
            if (item->type() == mapview::PinKind) out.push_back(static_cast<CalibrationPin*>(item));
        std::sort(out.begin(), out.end(), [](auto* a, auto* b) { return a->label() < b->label(); });
        return out;
    };
    EXPECT_TRUE(pins().empty());
    // Five hex centres laid on the image at 0.25 scene units a pixel, the last clicked 8 pixels off.
    const mapview::HexLayout& layout = view_->mapScene()->layout();
    std::optional<MapUnderlay> u = doc_->scenario().underlay;
    const std::vector<std::pair<Hex, QPointF>> clicks{
        {Hex{2, 2}, {}}, {Hex{10, 2}, {}}, {Hex{2, 8}, {}}, {Hex{10, 8}, {}}, {Hex{6, 5}, {8, 0}}};
    for (const auto& [hex, off] : clicks) {
        const QPointF image = (layout.centre(hex) - layout.centre(Hex{2, 2})) * 0.25 + QPointF(80, 60) + off;
        u->points.push_back(CalibrationPoint{hex, image.x(), image.y()});
        ASSERT_TRUE(test::undoesAndRedoes(*doc_, [&] {
            doc_->push(new ValueCommand<std::optional<MapUnderlay>>(*doc_, underlayField, u, Change::Underlay, QStringLiteral("calibrate")));
        }));
        // A pin for every point so far.
        EXPECT_EQ(pins().size(), u->points.size());
    }
    const std::vector<CalibrationPin*> shown = pins();
    ASSERT_EQ(shown.size(), 5u);
    ASSERT_TRUE(underlay_->calibration().has_value());
    double worst = 0;
    for (CalibrationPin* pin : shown) {
        ASSERT_TRUE(pin->pixelsOff().has_value());
        worst = std::max(worst, *pin->pixelsOff());
        EXPECT_TRUE(pin->label().contains(QStringLiteral(" px"))) << pin->label().toStdString();
        EXPECT_TRUE(pin->toolTip().contains(QStringLiteral("image pixels from the hex's centre")));
    }
    // The point clicked off is the worst, and each error is its distance from its hex under the fit.
    const CalibrationPoint& off = u->points[4];
    const double expected = underlay_->calibration()->pixelsOff(QPointF(off.x, off.y), layout.centre(off.hex));
    EXPECT_NEAR(worst, expected, 1e-9);
    EXPECT_GT(worst, 2.0);
    const auto offPin = std::find_if(shown.begin(), shown.end(), [](auto* p) { return p->label().startsWith(QStringLiteral("0605")); });
    ASSERT_NE(offPin, shown.end());
    EXPECT_EQ(*(*offPin)->pixelsOff(), worst);
    EXPECT_TRUE((*offPin)->label().contains(QString::number(worst, 'f', 1)));
    // Each pin's point is the clicked image point laid on the scene.
    EXPECT_LT(QLineF((*offPin)->pos(), underlay_->imageToScene().map(QPointF(off.x, off.y))).length(), 1e-6);
    // Undoing the calibration takes its pins away; removing the image, all.
    doc_->undoStack()->undo();
    EXPECT_EQ(pins().size(), 4u);
    doc_->push(new ValueCommand<std::optional<MapUnderlay>>(*doc_, underlayField, std::nullopt, Change::Underlay, QStringLiteral("remove")));
    EXPECT_TRUE(pins().empty());
}

// A click of the Calibrate tool, its hex named in the dialog, leaves a pin where it was made.
TEST_F(TracingTest, ACalibrationClickLeavesAPin) {
    tools_->use(ToolId::Calibrate);
    const QPointF image(200, 150);
    QTimer::singleShot(0, [] {
        if (auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget())) {
            dialog->setTextValue(QStringLiteral("0505"));
            dialog->accept();
        }
    });
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, screen(image));
    ASSERT_EQ(doc_->scenario().underlay->points.size(), 1u);
    std::vector<CalibrationPin*> pins;
    for (QGraphicsItem* item : view_->mapScene()->items())
        if (item->type() == mapview::PinKind) pins.push_back(static_cast<CalibrationPin*>(item));
    ASSERT_EQ(pins.size(), 1u);
    EXPECT_EQ(pins.front()->label(), QStringLiteral("0505"));  // one point: no error yet
    EXPECT_FALSE(pins.front()->pixelsOff().has_value());
    EXPECT_LT(QLineF(view_->mapFromScene(pins.front()->pos()), screen(image)).length(), 1.5);
    doc_->undoStack()->undo();
    for (QGraphicsItem* item : view_->mapScene()->items()) EXPECT_NE(item->type(), int(mapview::PinKind));
}

}  // namespace
}  // namespace eylau::editor
