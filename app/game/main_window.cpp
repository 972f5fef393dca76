#include "main_window.h"

#include "hex_report.h"

#include "map_scene.h"
#include "map_view.h"

#include "eylau/scenario.h"

#include <QAction>
#include <QApplication>
#include <QGuiApplication>
#include <QIcon>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>

#include <cmath>

namespace eylau::game {

MainWindow::MainWindow(const Scenario& scenario, QWidget* parent)
    : QMainWindow(parent), scenario_(std::make_unique<Scenario>(scenario)) {
    const QString title = QString::fromStdString(scenario.title.empty() ? scenario.name : scenario.title);
    setWindowTitle(QStringLiteral("Eylau \u2014 %1").arg(title));
    setWindowIcon(QIcon(QStringLiteral(":/icons/eylau.svg")));

    scene_ = new mapview::MapScene(*scenario_, this);
    view_ = new mapview::MapView(this);
    view_->setMapScene(scene_);
    setCentralWidget(view_);

    hexLabel_ = new QLabel(this);
    hexLabel_->setTextFormat(Qt::PlainText);
    zoomLabel_ = new QLabel(this);
    statusBar()->addWidget(hexLabel_, 1);
    statusBar()->addPermanentWidget(zoomLabel_);
    clearHex();
    showZoom(view_->zoom());

    connect(view_, &mapview::MapView::hexHovered, this, &MainWindow::showHex);
    connect(view_, &mapview::MapView::hoverLeftMap, this, &MainWindow::clearHex);
    connect(view_, &mapview::MapView::zoomChanged, this, &MainWindow::showZoom);
    createMenus();

    // Most of the screen; the view keeps the whole map fitted until the user zooms.
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        const QRect available = screen->availableGeometry();
        const QSize size(int(available.width() * 0.94), int(available.height() * 0.94));
        setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    }
    view_->setFocus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* zoomIn = view->addAction(tr("Zoom &In"), view_, &mapview::MapView::zoomIn);
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction* zoomOut = view->addAction(tr("Zoom &Out"), view_, &mapview::MapView::zoomOut);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction* fit = view->addAction(tr("&Fit to Window"), view_, &mapview::MapView::fitToWindow);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About Eylau"), this, [this] {
        QMessageBox::about(this, tr("About Eylau"),
                           tr("<p><b>Eylau</b> %1</p><p>SPI's <i>Eylau: Napoleon's Winter Battle, 1807</i> "
                              "(1979) on the computer.</p><p>Map terrain and some charts are reconstructed "
                              "where the rulebook copy is incomplete; the program says so wherever it "
                              "shows them.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::showHex(Hex hex) { hexLabel_->setText(describeHex(*scenario_, hex)); }

void MainWindow::clearHex() { hexLabel_->setText(tr("Point at a hex to see its terrain and units.")); }

void MainWindow::showZoom(double zoom) {
    // 100% is the whole map fitted to the window.
    const double fit = view_->fitZoom();
    zoomLabel_->setText(tr("Zoom %1%").arg(int(std::lround(fit > 0 ? zoom / fit * 100.0 : 100.0))));
}

}  // namespace eylau::game
