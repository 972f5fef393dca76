#include "panels/tool_options_panel.h"

#include "panels/colour_samples_box.h"

#include "tools/tool_box.h"
#include "tools/tool_settings.h"

#include "hex_layout.h"
#include "map_palette.h"
#include "terrain_art.h"

#include "sentence_words.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QRadioButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace eylau::editor {

namespace {

QString text(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// A hex of the terrain, as the map draws it.
QIcon terrainIcon(Terrain terrain) {
    const int size = 40;
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(size / 2.0, size / 2.0);
    const mapview::HexLayout layout(size / 2.0 - 1.0);
    const QPolygonF hex = layout.localPolygon();
    mapview::paintTerrain(painter, hex, layout.radius(), {terrain, false, 7u, true});
    painter.setPen(QPen(QColor(mapview::palette::kHexOutline), 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawPolygon(hex);
    return QIcon(pixmap);
}

}  // namespace

ToolOptionsPanel::ToolOptionsPanel(ToolSettings& settings, QWidget* parent)
    : QWidget(parent),
      settings_(settings),
      terrain_(new QButtonGroup(this)),
      feature_(new QButtonGroup(this)),
      route_(new QButtonGroup(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto* terrainBox = new QGroupBox(tr("Terrain (Terrain, Fill tools)"), this);
    auto* grid = new QGridLayout(terrainBox);
    int i = 0;
    for (Terrain t : kTerrains) {
        auto* b = new QToolButton(terrainBox);
        b->setCheckable(true);
        b->setIcon(terrainIcon(t));
        b->setIconSize(QSize(32, 32));
        b->setText(i18n::engineWord(toString(t)));
        b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        b->setToolTip(tr("Paint %1").arg(i18n::engineWord(toString(t))));
        b->setObjectName(QStringLiteral("terrain-") + text(toString(t)));
        terrain_->addButton(b, int(t));
        grid->addWidget(b, i / 3, i % 3);
        ++i;
    }
    connect(terrain_, &QButtonGroup::idClicked, this, [this](int id) {
        settings_.terrain = Terrain(id);
        emit settingsChanged(int(ToolId::Terrain));
    });
    auto* radiusRow = new QFormLayout;
    radius_ = new QSpinBox(terrainBox);
    radius_->setRange(0, 5);
    radius_->setToolTip(tr("0: one hex; 1: the hex and its six neighbours; ..."));
    radiusRow->addRow(tr("Brush radius:"), radius_);
    grid->addLayout(radiusRow, 2, 0, 1, 3);
    connect(radius_, &QSpinBox::valueChanged, this, [this](int r) {
        settings_.radius = r;
        emit settingsChanged(int(ToolId::Terrain));
    });
    layout->addWidget(terrainBox);

    auto* featureBox = new QGroupBox(tr("Hexside feature (Hexside tool)"), this);
    auto* featureLayout = new QGridLayout(featureBox);
    i = 0;
    for (HexsideFeature f : {HexsideFeature::Slope, HexsideFeature::Gully, HexsideFeature::Stream, HexsideFeature::River,
                             HexsideFeature::Bridge}) {
        auto* b = new QRadioButton(i18n::engineWord(toString(f)), featureBox);
        feature_->addButton(b, int(f));
        featureLayout->addWidget(b, i / 3, i % 3);
        ++i;
    }
    connect(feature_, &QButtonGroup::idClicked, this, [this](int id) {
        settings_.feature = HexsideFeature(id);
        emit settingsChanged(int(ToolId::Hexside));
    });
    layout->addWidget(featureBox);

    auto* routeBox = new QGroupBox(tr("Route (Road tool)"), this);
    auto* routeLayout = new QHBoxLayout(routeBox);
    for (HexsideFeature f : {HexsideFeature::Road, HexsideFeature::Trail}) {
        auto* b = new QRadioButton(i18n::engineWord(toString(f)), routeBox);
        route_->addButton(b, int(f));
        routeLayout->addWidget(b);
    }
    routeLayout->addStretch(1);
    connect(route_, &QButtonGroup::idClicked, this, [this](int id) {
        settings_.route = HexsideFeature(id);
        emit settingsChanged(int(ToolId::Road));
    });
    layout->addWidget(routeBox);

    auto* other = new QFormLayout;
    other->setRowWrapPolicy(QFormLayout::WrapLongRows);  // narrow in any language: the map keeps its room
    points_ = new QSpinBox(this);
    points_->setRange(0, 999);
    other->addRow(tr("Victory hex points:"), points_);
    connect(points_, &QSpinBox::valueChanged, this, [this](int p) {
        settings_.victoryPoints = p;
        emit settingsChanged(int(ToolId::Victory));
    });
    markAs_ = new QComboBox(this);
    markAs_->addItem(tr("keep / as the map"));
    markAs_->addItem(tr("printed"));
    markAs_->addItem(tr("reconstructed"));
    markAs_->setToolTip(tr("How hexes, hexsides, victory hexes and entry areas you edit are marked: printed (checked "
                           "against the rulebook or your own battle), reconstructed, or left as they were (new "
                           "ones take the map's provenance)"));
    other->addRow(tr("Mark edits as:"), markAs_);
    connect(markAs_, &QComboBox::activated, this, [this](int index) {
        settings_.markAs = index == 0 ? std::nullopt
                                      : std::optional<Provenance>(index == 1 ? Provenance::Printed : Provenance::Reconstructed);
        emit settingsChanged(-1);
    });
    layout->addLayout(other);
    layout->addStretch(1);
    refresh();
}

void ToolOptionsPanel::addSamples(ColourSamplesBox* box) {
    samples_ = box;
    box->setParent(this);
    auto* column = static_cast<QVBoxLayout*>(layout());
    column->insertWidget(column->count() - 1, box);  // above the stretch
    connect(box, &ColourSamplesBox::meaningChosen, this, [this] { emit settingsChanged(int(ToolId::Sample)); });
}

void ToolOptionsPanel::refresh() {
    const QSignalBlocker b1(radius_), b2(points_), b3(markAs_);
    if (QAbstractButton* b = terrain_->button(int(settings_.terrain))) b->setChecked(true);
    if (QAbstractButton* b = feature_->button(int(settings_.feature))) b->setChecked(true);
    if (QAbstractButton* b = route_->button(int(settings_.route))) b->setChecked(true);
    terrain_->setExclusive(true);
    radius_->setValue(settings_.radius);
    points_->setValue(settings_.victoryPoints);
    markAs_->setCurrentIndex(!settings_.markAs ? 0 : *settings_.markAs == Provenance::Printed ? 1 : 2);
    if (samples_) samples_->refresh();
}

}  // namespace eylau::editor
