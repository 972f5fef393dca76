#pragma once
// The scenario as a whole: name, title and description; rule options (first player, Exclusive
// Rules sections, weather); the map's size and provenance; victory conditions (points per
// strength point, victory hexes, elimination awards, levels of victory).
#include <QWidget>

#include <string>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;

namespace eylau::editor {

class ListPanel;
class ScenarioDocument;

class MapImageBox;

class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioPanel(ScenarioDocument& document, QWidget* parent = nullptr);

    QLineEdit* nameEdit() const { return name_; }
    ListPanel* victoryHexes() const { return victoryHexes_; }
    MapImageBox* mapImage() const { return mapImage_; }
    void showRules();
    void showVictory();

signals:
    void resizeRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* makeGeneral();
    QGroupBox* makeInfoBox(QWidget* page);
    QGroupBox* makeRulesBox(QWidget* page);
    void addFirstPlayerRow(QGroupBox* rules, QFormLayout* form);
    void addExclusiveRulesRow(QGroupBox* rules, QFormLayout* form);
    void addWeatherRow(QGroupBox* rules, QFormLayout* form);
    void addVariantRows(QGroupBox* rules, QFormLayout* form);
    QGroupBox* makeMapBox(QWidget* page);
    QWidget* makeVictory();
    void refresh();
    void toggleSection(const QString& section, bool on);

    ScenarioDocument& document_;
    QTabWidget* tabs_;
    QLineEdit* name_ = nullptr;
    QLineEdit* title_ = nullptr;
    QPlainTextEdit* description_ = nullptr;
    QComboBox* firstPlayer_ = nullptr;
    std::vector<std::pair<std::string, QCheckBox*>> sections_;  // by section number ("19.0")
    QCheckBox* weather_ = nullptr;
    std::vector<std::pair<std::string, QCheckBox*>> variants_;  // CR, AL (variants)
    QSpinBox* limberTarget_ = nullptr;                           // AL.2
    QLabel* mapSize_ = nullptr;
    QComboBox* mapProvenance_ = nullptr;
    MapImageBox* mapImage_ = nullptr;
    QSpinBox* pointsPerStrength_ = nullptr;
    ListPanel* victoryHexes_ = nullptr;
    bool updating_ = false;
    int editSession_ = 1;
};

}  // namespace eylau::editor
