#pragma once
// The rules tables as data: the Combat Results Table (6.0) and the Terrain Effects Chart (9.0),
// with whether water is frozen (the Eylau chart note). Every cell is one undo step.
#include <QWidget>

class QCheckBox;
class QTabWidget;
class QTableView;

namespace eylau::editor {

class CombatResultsModel;
class ScenarioDocument;

class TablesPanel : public QWidget {
    Q_OBJECT
public:
    explicit TablesPanel(ScenarioDocument& document, QWidget* parent = nullptr);

    CombatResultsModel* combatResults() const { return crtModel_; }
    QTableView* combatResultsView() const { return crtView_; }
    QTableView* terrainView() const { return terrainView_; }
    QTableView* hexsideView() const { return hexsideView_; }

    void showCombatResults();
    void showTerrainEffects();

private:
    QWidget* makeCombatResults();
    QWidget* makeTerrainEffects();

    ScenarioDocument& document_;
    QTabWidget* tabs_;
    CombatResultsModel* crtModel_ = nullptr;
    QTableView* crtView_ = nullptr;
    QTableView* terrainView_ = nullptr;
    QTableView* hexsideView_ = nullptr;
    QCheckBox* frozen_ = nullptr;
};

}  // namespace eylau::editor
