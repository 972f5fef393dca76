#include "shared/lazy_pane.h"

#include <QDockWidget>
#include <QWidget>

#include <utility>

namespace eylau::game {

LazyPane::LazyPane(QDockWidget& dock, Make make)
    : QObject(&dock), dock_(dock), make_(std::move(make)), placeholder_(new QWidget(&dock)) {
    dock_.setWidget(placeholder_);
    // Qt says a dock is visible when it is shown and when its tab comes forward.
    connect(&dock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible) pane();
    });
}

QWidget* LazyPane::pane() {
    // A pane whose construction asks for itself (through the case links) gets nothing.
    if (pane_ || !make_) return pane_;
    pane_ = std::exchange(make_, nullptr)(&dock_);
    dock_.setWidget(pane_);
    // A widget given to a dock already on screen stays hidden until shown (QDockWidget::setWidget).
    if (dock_.isVisible()) pane_->show();
    delete std::exchange(placeholder_, nullptr);
    return pane_;
}

}  // namespace eylau::game
