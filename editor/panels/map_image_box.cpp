#include "panels/map_image_box.h"

#include "commands/value_command.h"
#include "document/scenario_document.h"
#include "underlay/underlay_view.h"

#include "eylau/scenario/scenario.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>

#include <cmath>

namespace eylau::editor {
namespace {

constexpr int kOpacityMergeKey = 7101;

}  // namespace

MapImageBox::MapImageBox(ScenarioDocument& document, QWidget* parent)
    : QGroupBox(tr("Map image"), parent), document_(document), status_(new QLabel(this)),
      opacity_(new QSlider(Qt::Horizontal, this)), locked_(new QCheckBox(tr("&Locked"), this)),
      clear_(new QPushButton(tr("Clear Calibration"), this)) {
    auto* form = new QFormLayout(this);
    status_->setWordWrap(true);
    form->addRow(status_);
    auto* add = new QPushButton(tr("Add Map Image..."), this);
    connect(add, &QPushButton::clicked, this, &MapImageBox::addRequested);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(clear_);
    buttons->addStretch(1);
    form->addRow(buttons);
    opacity_->setObjectName(QStringLiteral("mapImageOpacity"));
    opacity_->setRange(0, 100);
    opacity_->setToolTip(tr("How much of the map image shows over the drawn terrain"));
    form->addRow(tr("Opacity:"), opacity_);
    locked_->setObjectName(QStringLiteral("mapImageLocked"));
    locked_->setToolTip(tr("A locked image keeps its calibration: the Calibrate tool leaves it alone"));
    form->addRow(locked_);

    connect(opacity_, &QSlider::valueChanged, this, [this](int value) {
        if (updating_ || !document_.scenario().underlay) return;
        std::optional<MapUnderlay> after = document_.scenario().underlay;
        after->opacity = value / 100.0;
        document_.push(new ValueCommand<std::optional<MapUnderlay>>(document_, underlayField, after, Change::Underlay,
                                                                     tr("Map image opacity %1%").arg(value),
                                                                     kOpacityMergeKey));
    });
    connect(locked_, &QCheckBox::toggled, this, [this](bool on) {
        if (updating_ || !document_.scenario().underlay) return;
        std::optional<MapUnderlay> after = document_.scenario().underlay;
        after->locked = on;
        document_.push(new ValueCommand<std::optional<MapUnderlay>>(
            document_, underlayField, after, Change::Underlay, on ? tr("Lock the map image") : tr("Unlock the map image")));
    });
    connect(clear_, &QPushButton::clicked, this, [this] {
        if (!document_.scenario().underlay) return;
        std::optional<MapUnderlay> after = document_.scenario().underlay;
        after->points.clear();
        document_.push(new ValueCommand<std::optional<MapUnderlay>>(document_, underlayField, after, Change::Underlay,
                                                                     tr("Clear the map image's calibration")));
    });
    connect(&document_, &ScenarioDocument::changed, this, [this](Changes what) {
        if (what & Change::Underlay) refresh();
    });
    refresh();
}

void MapImageBox::showStatus(const QString& status) { status_->setText(status); }

void MapImageBox::refresh() {
    updating_ = true;
    const auto& u = document_.scenario().underlay;
    {
        const QSignalBlocker block(opacity_);
        opacity_->setValue(u ? int(std::lround(u->opacity * 100)) : 50);
    }
    locked_->setChecked(u && u->locked);
    opacity_->setEnabled(u.has_value());
    locked_->setEnabled(u.has_value());
    clear_->setEnabled(u && !u->points.empty() && !u->locked);
    updating_ = false;
}

}  // namespace eylau::editor
