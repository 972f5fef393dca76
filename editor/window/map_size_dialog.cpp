#include "window/map_size_dialog.h"

#include "sentence_words.h"

#include "eylau/map/terrain.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace eylau::editor {

MapSizeDialog::MapSizeDialog(Purpose purpose, int columns, int rows, int firstColumn, int firstRow, QWidget* parent)
    : QDialog(parent),
      columns_(new QSpinBox(this)),
      rows_(new QSpinBox(this)),
      firstColumn_(new QSpinBox(this)),
      firstRow_(new QSpinBox(this)),
      terrain_(new QComboBox(this)) {
    setWindowTitle(purpose == Purpose::NewMap ? tr("New scenario") : tr("Resize map"));
    auto* form = new QFormLayout(this);
    if (purpose == Purpose::NewMap)
        form->addRow(new QLabel(tr("A blank map on the Standard Rules, with the Eylau charts (water unfrozen)."), this));
    else
        form->addRow(new QLabel(tr("Hexes and hexsides outside the new bounds are dropped; units left off the map "
                                   "show in the problems panel."),
                                this));
    columns_->setRange(1, 99);
    rows_->setRange(1, 99);
    firstColumn_->setRange(0, 98);
    firstRow_->setRange(0, 98);
    columns_->setValue(columns);
    rows_->setValue(rows);
    firstColumn_->setValue(firstColumn);
    firstRow_->setValue(firstRow);
    form->addRow(tr("&Columns:"), columns_);
    form->addRow(tr("&Rows:"), rows_);
    if (purpose == Purpose::Resize) {
        form->addRow(tr("&First column:"), firstColumn_);
        form->addRow(tr("First &row:"), firstRow_);
    } else {
        firstColumn_->hide();
        firstRow_->hide();
    }
    for (Terrain t : kTerrains) terrain_->addItem(i18n::engineWord(toString(t)));
    if (purpose == Purpose::NewMap)
        form->addRow(tr("&Terrain:"), terrain_);
    else
        terrain_->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

int MapSizeDialog::columns() const { return columns_->value(); }
int MapSizeDialog::rows() const { return rows_->value(); }
int MapSizeDialog::firstColumn() const { return firstColumn_->value(); }
int MapSizeDialog::firstRow() const { return firstRow_->value(); }
int MapSizeDialog::terrainIndex() const { return terrain_->currentIndex(); }

}  // namespace eylau::editor
