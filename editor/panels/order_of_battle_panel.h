#pragma once
// The order of battle: tables of units, divisions and Fresh Strength markers, each cell edited
// in place (one undo step each), with Add, Duplicate and Delete. Units drag from the table onto
// the map to take a start hex.
#include <QString>
#include <QWidget>

class QTabWidget;

namespace eylau::editor {

class ListPanel;
class ScenarioDocument;

class OrderOfBattlePanel : public QWidget {
    Q_OBJECT
public:
    explicit OrderOfBattlePanel(ScenarioDocument& document, QWidget* parent = nullptr);

    ListPanel* units() const { return units_; }
    ListPanel* divisions() const { return divisions_; }
    ListPanel* freshStrength() const { return freshStrength_; }

    // Shows a row (without announcing it).
    void showUnit(const QString& unitId);
    void showDivision(int row);
    void showFreshStrength(int row);

signals:
    void unitSelected(const QString& unitId);

private:
    ListPanel* makeUnits();
    ListPanel* makeDivisions();
    ListPanel* makeFreshStrength();

    ScenarioDocument& document_;
    QTabWidget* tabs_;
    ListPanel* units_;
    ListPanel* divisions_;
    ListPanel* freshStrength_;
    bool showing_ = false;
};

}  // namespace eylau::editor
