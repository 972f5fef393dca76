// eylau-startup-baseline: what start-up is measured against (tests/benchmarks/startup_ratio.sh).
// A bare Qt window laid out as the game's: the same size, a menu bar, a tool bar and a status
// bar, the six docks of app/game/window/game_docks.cpp in the same places (a label in each), and
// in the middle a view of the same number of flat-topped hexes as the Eylau map, each a filled
// polygon with its number, fitted to the view as the game's map is. It exits after the view's
// first paint, with the game's own code for --exit-after-first-paint; no scenario, no rules, no
// settings, no translations: the least a window of this kind costs.
//   eylau-startup-baseline [COLUMNS ROWS]   (24 24 by default: the Eylau map's)
#include "startup/first_paint_exit.h"

#include <QApplication>
#include <QBrush>
#include <QDockWidget>
#include <QGraphicsPolygonItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QPen>
#include <QResizeEvent>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>

#include <cmath>
#include <cstdlib>
#include <numbers>

namespace {

constexpr double kRadius = 50.0;  // the game's (mapview::MapScene::kHexRadius)

// The hexes of columns 1..columns, rows 1..rows, as the rulebook numbers them (0101 upwards):
// even columns half a hex down, as in mapview::HexLayout.
void addHexes(QGraphicsScene& scene, int columns, int rows) {
    const double height = std::sqrt(3.0) * kRadius;
    QPolygonF outline;
    for (int i = 0; i < 6; ++i) {
        const double angle = std::numbers::pi / 3.0 * i;
        outline << QPointF(kRadius * std::cos(angle), kRadius * std::sin(angle));
    }
    const QPen pen(Qt::darkGray, 1.5);
    const QBrush fill(QColor(0xe8, 0xe4, 0xd0));
    for (int col = 1; col <= columns; ++col) {
        for (int row = 1; row <= rows; ++row) {
            const QPointF centre(col * 1.5 * kRadius, row * height + (col % 2 == 0 ? height / 2.0 : 0.0));
            auto* hex = scene.addPolygon(outline, pen, fill);
            hex->setPos(centre);
            auto* number = scene.addSimpleText(QString::asprintf("%02d%02d", col, row));
            number->setPos(centre + QPointF(-number->boundingRect().width() / 2.0, -height / 2.0 + 4.0));
        }
    }
}

// The whole map fitted to the view, as the game's view keeps it until the player zooms.
class FittedView : public QGraphicsView {
public:
    using QGraphicsView::QGraphicsView;

protected:
    void resizeEvent(QResizeEvent* event) override {
        QGraphicsView::resizeEvent(event);
        fitInView(sceneRect(), Qt::KeepAspectRatio);
    }
};

QDockWidget* dock(QMainWindow& window, const QString& title, Qt::DockWidgetArea area) {
    auto* made = new QDockWidget(title, &window);
    made->setObjectName(title);
    made->setWidget(new QLabel(title, made));
    window.addDockWidget(area, made);
    return made;
}

// The docks of the game's window (window/game_docks.cpp): Off the Map and Hex in tabs on the
// left; Victory over Log on the right, Charts and Rules Reference in tabs beside Log.
void addDocks(QMainWindow& window) {
    QDockWidget* offMap = dock(window, QStringLiteral("Off the Map"), Qt::LeftDockWidgetArea);
    window.tabifyDockWidget(offMap, dock(window, QStringLiteral("Hex"), Qt::LeftDockWidgetArea));
    offMap->raise();
    QDockWidget* victory = dock(window, QStringLiteral("Victory"), Qt::RightDockWidgetArea);
    QDockWidget* log = dock(window, QStringLiteral("Log"), Qt::RightDockWidgetArea);
    window.splitDockWidget(victory, log, Qt::Vertical);
    QDockWidget* rules = dock(window, QStringLiteral("Rules Reference"), Qt::RightDockWidgetArea);
    QDockWidget* charts = dock(window, QStringLiteral("Charts"), Qt::RightDockWidgetArea);
    window.tabifyDockWidget(log, charts);
    window.tabifyDockWidget(charts, rules);
    log->raise();
    window.resizeDocks({victory, log}, {260, 600}, Qt::Vertical);
    window.resizeDocks({victory, offMap}, {360, 200}, Qt::Horizontal);
}

}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    const int columns = argc > 2 ? std::atoi(argv[1]) : 24;
    const int rows = argc > 2 ? std::atoi(argv[2]) : 24;

    QMainWindow window;
    for (const char* menu : {"&File", "&Edit", "&Game", "&Tools", "&View", "&Help"})
        window.menuBar()->addMenu(QString::fromLatin1(menu))->addAction(QStringLiteral("Item"));
    window.addToolBar(QStringLiteral("Tools"))->addAction(QStringLiteral("Action"));
    window.statusBar()->showMessage(QStringLiteral("Ready"));
    addDocks(window);

    QGraphicsScene scene;
    addHexes(scene, columns, rows);
    auto* view = new FittedView(&scene, &window);
    view->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    window.setCentralWidget(view);

    // The game's size: 94% of the screen's available area, then maximized (MainWindow::placeOnScreen).
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        const QRect available = screen->availableGeometry();
        const QSize size(int(available.width() * 0.94), int(available.height() * 0.94));
        window.setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    }
    window.showMaximized();
    eylau::game::exitAfterFirstPaint(*view->viewport());
    return QApplication::exec();
}
