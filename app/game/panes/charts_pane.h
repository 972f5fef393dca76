#pragma once
// The charts of the scenario being played (View > Charts, a dock): the Combat Results Table
// (6.0-6.3) and the Terrain Effects Chart (9.0), with reconstructed values marked. While an attack
// is drawn up its column is highlighted and each die row shows its chance, with the chance of
// each result as the engine works it out (OddsAccount, eylau/rules/combat_odds.h).
#include <QWidget>

class QLabel;
class QTableWidget;
class QTabWidget;

namespace eylau {
struct Scenario;
struct OddsAccount;
}  // namespace eylau

namespace eylau::game {

class ChartsPane : public QWidget {
    Q_OBJECT
public:
    explicit ChartsPane(const Scenario& scenario, QWidget* parent = nullptr);

    // The attack drawn up: its column highlighted, the chances shown (with the weather rule, 22.0,
    // when `weather`); nullptr clears them.
    void showAttack(const OddsAccount* odds, bool weather);
    // The highlighted column of the Combat Results Table, or -1.
    int highlightedColumn() const { return highlighted_; }

    QTableWidget* combatTable() const { return crt_; }
    QTableWidget* terrainTable() const { return tec_; }
    QLabel* chanceLabel() const { return chances_; }
    QTabWidget* tabs() const { return tabs_; }

private:
    // A tab: a note (rich text, its cases links), the table, and what goes under it.
    void addPage(const QString& title, const QString& note, QTableWidget* table, QLabel* below);
    void fillCombatTable();
    void fillTerrainTable();

    const Scenario& scenario_;
    QTabWidget* tabs_;
    QTableWidget* crt_;
    QLabel* chances_;
    QTableWidget* tec_;
    int highlighted_ = -1;
};

}  // namespace eylau::game
