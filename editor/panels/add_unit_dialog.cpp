#include "panels/add_unit_dialog.h"

#include "document/scenario_edits.h"
#include "panels/columns.h"

#include "sentence_words.h"

#include "eylau/scenario/scenario.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace eylau::editor {

AddUnitDialog::AddUnitDialog(const Scenario& scenario, const std::string& divisionId, QWidget* parent)
    : QDialog(parent), scenario_(scenario), side_(new QComboBox(this)), division_(new QComboBox(this)), id_(new QLabel(this)) {
    setWindowTitle(tr("Add Unit"));
    auto* form = new QFormLayout(this);
    for (Side s : {Side::French, Side::Allied}) side_->addItem(i18n::engineWord(displayName(s)), int(s));
    side_->setObjectName(QStringLiteral("addUnitSide"));
    division_->setObjectName(QStringLiteral("addUnitDivision"));
    form->addRow(tr("&Side:"), side_);
    form->addRow(tr("&Division:"), division_);
    form->addRow(tr("Id:"), id_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    const Division* first = scenario.division(divisionId);
    if (!first && !scenario.divisions.empty()) first = &scenario.divisions.front();
    if (first) side_->setCurrentIndex(side_->findData(int(first->side)));
    listDivisions();
    if (first) division_->setCurrentIndex(std::max(0, division_->findData(qs(first->id))));
    showId();
    connect(side_, &QComboBox::currentIndexChanged, this, [this] {
        listDivisions();
        showId();
    });
    connect(division_, &QComboBox::currentIndexChanged, this, &AddUnitDialog::showId);
}

std::string AddUnitDialog::division() const { return division_->currentData().toString().toStdString(); }

void AddUnitDialog::listDivisions() {
    division_->clear();
    const Side side = Side(side_->currentData().toInt());
    for (const Division& d : scenario_.divisions) {
        if (d.side != side) continue;
        division_->addItem(d.name.empty() ? qs(d.id) : tr("%1 (%2)").arg(qs(d.id), qs(d.name)), qs(d.id));
    }
}

void AddUnitDialog::showId() {
    const std::string d = division();
    id_->setText(d.empty() ? tr("This side has no division: add one first.") : qs(nextUnitId(scenario_, d)));
    if (auto* box = findChild<QDialogButtonBox*>()) box->button(QDialogButtonBox::Ok)->setEnabled(!d.empty());
}

}  // namespace eylau::editor
