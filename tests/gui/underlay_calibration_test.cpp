// The map image (docs/editor.md, "Map image"): calibration from known hex centres, with
// rotation, and reading PNG, SVG and a page of a PDF.
#include "map_image.h"
#include "underlay_calibration.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

namespace eylau::mapview {
namespace {

Similarity known(double scale, double degrees, double tx, double ty) {
    const double r = degrees * std::numbers::pi / 180.0;
    return Similarity{scale * std::cos(r), scale * std::sin(r), tx, ty};
}

TEST(UnderlayCalibration, TwoPointsRecoverScaleRotationAndOffset) {
    const Similarity truth = known(0.8, 12.0, 35.0, -20.0);
    const QPointF p1(100, 200), p2(900, 650);
    const auto c = calibrate({{p1, truth.map(p1)}, {p2, truth.map(p2)}});
    ASSERT_TRUE(c.has_value());
    EXPECT_NEAR(c->similarity.scale(), 0.8, 1e-9);
    EXPECT_NEAR(c->similarity.rotationDegrees(), 12.0, 1e-9);
    EXPECT_NEAR(c->similarity.tx, 35.0, 1e-7);
    EXPECT_NEAR(c->similarity.ty, -20.0, 1e-7);
    EXPECT_NEAR(c->residual, 0.0, 1e-9);
    // The transform a QGraphicsItem takes maps the same way.
    const QPointF q = c->similarity.transform().map(QPointF(400, 300));
    EXPECT_NEAR(q.x(), truth.map(QPointF(400, 300)).x(), 1e-7);
    EXPECT_NEAR(q.y(), truth.map(QPointF(400, 300)).y(), 1e-7);
}

TEST(UnderlayCalibration, ThreeClicksOffTheirCentresGiveAResidual) {
    const Similarity truth = known(1.25, -30.0, 0.0, 400.0);
    const QPointF a(50, 60), b(700, 90), c(300, 800);
    // Each click a couple of pixels off: the fit is close, and the residual says by how much.
    const auto fit = calibrate({{a + QPointF(2, 0), truth.map(a)}, {b + QPointF(0, -2), truth.map(b)}, {c, truth.map(c)}});
    ASSERT_TRUE(fit.has_value());
    EXPECT_NEAR(fit->similarity.rotationDegrees(), -30.0, 0.5);
    EXPECT_NEAR(fit->similarity.scale(), 1.25, 0.01);
    EXPECT_GT(fit->residual, 0.1);
    EXPECT_LT(fit->residual, 3.0);
}

TEST(UnderlayCalibration, OnePointOrOnePlaceDoesNotCalibrate) {
    EXPECT_FALSE(calibrate({}).has_value());
    EXPECT_FALSE(calibrate({{QPointF(1, 1), QPointF(5, 5)}}).has_value());
    EXPECT_FALSE(calibrate({{QPointF(1, 1), QPointF(5, 5)}, {QPointF(1, 1), QPointF(50, 5)}}).has_value());
}

TEST(MapImage, ReadsPngSvgAndAPageOfAPdfAndNamesTheFileWhenItCannot) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QImage png(40, 30, QImage::Format_RGB32);
    png.fill(QColor(0x2f, 0x5d, 0x1e));
    ASSERT_TRUE(png.save(dir.filePath(QStringLiteral("map.png"))));
    MapImage m = readMapImage(dir.filePath(QStringLiteral("map.png")));
    ASSERT_TRUE(m.ok()) << m.error.toStdString();
    EXPECT_EQ(m.image.size(), QSize(40, 30));
    EXPECT_EQ(m.image.pixelColor(5, 5), QColor(0x2f, 0x5d, 0x1e));

    QFile svg(dir.filePath(QStringLiteral("map.svg")));
    ASSERT_TRUE(svg.open(QIODevice::WriteOnly));
    svg.write("<svg xmlns='http://www.w3.org/2000/svg' width='200' height='100'>"
              "<rect width='200' height='100' fill='#3b6fc4'/></svg>");
    svg.close();
    m = readMapImage(svg.fileName());
    ASSERT_TRUE(m.ok()) << m.error.toStdString();
    EXPECT_EQ(m.image.width(), 2 * m.image.height());  // drawn larger, in proportion
    EXPECT_EQ(m.image.pixelColor(m.image.width() / 2, m.image.height() / 2), QColor(0x3b, 0x6f, 0xc4));

    const QString pdfPath = dir.filePath(QStringLiteral("map.pdf"));
    {
        QPdfWriter pdf(pdfPath);
        QPainter p(&pdf);
        p.fillRect(QRect(0, 0, pdf.width(), pdf.height()), Qt::white);
        pdf.newPage();
        p.fillRect(QRect(0, 0, pdf.width(), pdf.height()), QColor(0x9a, 0x3b, 0x2a));
    }
    m = readMapImage(pdfPath, 2);
    ASSERT_TRUE(m.ok()) << m.error.toStdString();
    EXPECT_EQ(m.pages, 2);
    const QColor mid = m.image.pixelColor(m.image.width() / 2, m.image.height() / 2);
    EXPECT_NEAR(mid.red(), 0x9a, 3);
    EXPECT_NEAR(mid.blue(), 0x2a, 3);
    m = readMapImage(pdfPath, 3);
    EXPECT_FALSE(m.ok());
    EXPECT_TRUE(m.error.contains(QStringLiteral("there is no page 3 (the PDF has 2)"))) << m.error.toStdString();

    m = readMapImage(dir.filePath(QStringLiteral("none.png")));
    EXPECT_FALSE(m.ok());
    EXPECT_TRUE(m.error.endsWith(QStringLiteral("none.png: no such file"))) << m.error.toStdString();
    QFile junk(dir.filePath(QStringLiteral("junk.png")));
    ASSERT_TRUE(junk.open(QIODevice::WriteOnly));
    junk.write("this is not a picture");
    junk.close();
    m = readMapImage(junk.fileName());
    EXPECT_FALSE(m.ok());
    EXPECT_TRUE(m.error.startsWith(junk.fileName())) << m.error.toStdString();
}

}  // namespace
}  // namespace eylau::mapview
