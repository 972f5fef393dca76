#include "panels/colour_samples_box.h"

#include "commands/value_command.h"
#include "document/scenario_document.h"
#include "tools/sample_colour_tool.h"
#include "tools/tool_settings.h"
#include "underlay/underlay_view.h"

#include "eylau/scenario/scenario.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSignalBlocker>

#include <set>

namespace eylau::editor {
namespace {

// A patch of the colour, outlined so that paper white shows against the panel.
QPixmap swatch(const QColor& colour, QSize size) {
    QPixmap pixmap(size);
    pixmap.fill(colour.isValid() ? colour : QColor(Qt::transparent));
    QPainter painter(&pixmap);
    painter.setPen(QColor(0x40, 0x40, 0x40));
    painter.drawRect(QRect(QPoint(0, 0), size - QSize(1, 1)));
    return pixmap;
}

// The combo box's entries, in order: the terrains, then the hexside features.
ColourSample meaningAt(int index) {
    ColourSample s;
    if (index < int(kTerrains.size())) s.terrain = kTerrains[std::size_t(index)];
    else s.feature = kHexsideFeatures[std::size_t(index) - kTerrains.size()];
    return s;
}

}  // namespace

ColourSamplesBox::ColourSamplesBox(ScenarioDocument& document, ToolSettings& settings, QWidget* parent)
    : QGroupBox(tr("Colour samples (Sample tool)"), parent),
      document_(document),
      settings_(settings),
      meaning_(new QComboBox(this)),
      swatch_(new QLabel(this)),
      last_(new QLabel(this)),
      list_(new QListWidget(this)),
      remove_(new QPushButton(tr("Remove"), this)) {
    auto* form = new QFormLayout(this);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);  // narrow in any language: the map keeps its room
    meaning_->setObjectName(QStringLiteral("sampleMeaning"));
    meaning_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    meaning_->setMinimumContentsLength(12);
    for (std::size_t i = 0; i < kTerrains.size() + kHexsideFeatures.size(); ++i) meaning_->addItem(sampleMeaning(meaningAt(int(i))));
    meaning_->setToolTip(tr("What the next colours you sample mean"));
    form->addRow(tr("Sample as:"), meaning_);
    connect(meaning_, &QComboBox::activated, this, [this](int index) {
        const ColourSample s = meaningAt(index);
        settings_.sampleFeature = s.feature;
        if (s.terrain) settings_.sampleTerrain = *s.terrain;
        emit meaningChosen();
    });
    auto* lastRow = new QHBoxLayout;
    swatch_->setObjectName(QStringLiteral("lastSampleSwatch"));
    lastRow->addWidget(swatch_);
    last_->setWordWrap(true);
    lastRow->addWidget(last_, 1);
    form->addRow(tr("Last sample:"), lastRow);
    list_->setObjectName(QStringLiteral("colourSamples"));
    list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    list_->setIconSize(QSize(28, 16));
    list_->setMinimumHeight(90);
    form->addRow(list_);
    remove_->setToolTip(tr("Remove the selected samples (Suggest Terrain no longer reads with them)"));
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(remove_);
    form->addRow(buttons);
    connect(remove_, &QPushButton::clicked, this, &ColourSamplesBox::removeSelected);
    connect(list_, &QListWidget::itemSelectionChanged, this,
            [this] { remove_->setEnabled(!list_->selectedItems().isEmpty()); });
    connect(&document_, &ScenarioDocument::changed, this, [this](Changes what) {
        if (what & Change::Underlay) refresh();
    });
    refresh();
}

void ColourSamplesBox::refresh() {
    {
        const QSignalBlocker block(meaning_);
        int index = 0;
        for (std::size_t i = 0; i < kTerrains.size(); ++i)
            if (kTerrains[i] == settings_.sampleTerrain) index = int(i);
        if (settings_.sampleFeature)
            for (std::size_t i = 0; i < kHexsideFeatures.size(); ++i)
                if (kHexsideFeatures[i] == *settings_.sampleFeature) index = int(kTerrains.size() + i);
        meaning_->setCurrentIndex(index);
    }
    const auto& u = document_.scenario().underlay;
    const std::vector<ColourSample> samples = u ? u->samples : std::vector<ColourSample>{};
    list_->clear();
    for (const ColourSample& s : samples) {
        const QColor colour(QString::fromStdString(s.colour));
        auto* item = new QListWidgetItem(QIcon(swatch(colour, QSize(28, 16))),
                                         tr("%1  %2").arg(sampleMeaning(s), QString::fromStdString(s.colour)), list_);
        item->setToolTip(tr("%1 means %2").arg(QString::fromStdString(s.colour), sampleMeaning(s)));
    }
    if (!samples.empty()) list_->scrollToBottom();
    const QColor lastColour = samples.empty() ? QColor() : QColor(QString::fromStdString(samples.back().colour));
    swatch_->setPixmap(swatch(lastColour, QSize(40, 24)));
    last_->setText(samples.empty() ? tr("none yet")
                                   : tr("%1, %2").arg(QString::fromStdString(samples.back().colour), sampleMeaning(samples.back())));
    setToolTip(tr("%n colour samples of at most %1", nullptr, int(samples.size())).arg(kMaxColourSamples));
    list_->setEnabled(u.has_value());
    remove_->setEnabled(!list_->selectedItems().isEmpty());
}

bool ColourSamplesBox::removeSelected() {
    const auto& u = document_.scenario().underlay;
    std::set<int> rows;
    for (const QListWidgetItem* item : list_->selectedItems()) rows.insert(list_->row(item));
    if (!u || rows.empty()) return false;
    std::optional<MapUnderlay> after = u;
    after->samples.clear();
    for (std::size_t i = 0; i < u->samples.size(); ++i)
        if (!rows.count(int(i))) after->samples.push_back(u->samples[i]);
    document_.push(new ValueCommand<std::optional<MapUnderlay>>(
        document_, underlayField, after, Change::Underlay, tr("Remove %n colour samples", nullptr, int(rows.size()))));
    return true;
}

}  // namespace eylau::editor
