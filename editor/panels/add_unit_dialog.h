#pragma once
// Add Unit asks which side and which division the new unit serves (docs/editor.md, "Order of
// battle"): the divisions listed are the side's, and the dialog shows the id the unit will take,
// the division's next ("Tut.7").
#include <QDialog>

#include <string>

class QComboBox;
class QLabel;

namespace eylau {
struct Scenario;
}

namespace eylau::editor {

class AddUnitDialog : public QDialog {
    Q_OBJECT
public:
    // `divisionId`: the division offered first (the selected unit's), when there is one.
    AddUnitDialog(const Scenario& scenario, const std::string& divisionId, QWidget* parent = nullptr);

    QComboBox* sideBox() const { return side_; }
    QComboBox* divisionBox() const { return division_; }
    // The division chosen; empty when the side has none.
    std::string division() const;

private:
    void listDivisions();
    void showId();

    const Scenario& scenario_;
    QComboBox* side_;
    QComboBox* division_;
    QLabel* id_;
};

}  // namespace eylau::editor
