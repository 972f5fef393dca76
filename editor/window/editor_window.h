#pragma once
// The editor's main window: the map with the tool bar in the middle; the tool options on the
// left; the order of battle, schedule, tables and scenario panels on the right; problems and
// the undo history below. File menu: New, Open, Save, Save As, Play-test.
#include <QMainWindow>
#include <QString>

#include <memory>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QUndoGroup;
class QUndoView;

namespace eylau {
struct Scenario;
}

namespace eylau::editor {

class UnderlayView;

class EditorView;
class OrderOfBattlePanel;
class PlayTestDialog;
class ProblemsPanel;
class ScenarioDocument;
class ScenarioPanel;
class SchedulePanel;
class TablesPanel;
class ToolBox;
class ToolOptionsPanel;
enum class ToolId;

class EditorWindow : public QMainWindow {
    Q_OBJECT
public:
    // Edits `scenario`, read from `fileName` (empty: a new scenario never saved).
    explicit EditorWindow(const Scenario& scenario, const QString& fileName = {}, QWidget* parent = nullptr);
    // Edits `document` (a file opened in repair mode: document/opened_file.h).
    explicit EditorWindow(std::unique_ptr<ScenarioDocument> document, QWidget* parent = nullptr);
    ~EditorWindow() override;

    ScenarioDocument& document() const { return *document_; }
    EditorView* view() const { return view_; }
    UnderlayView* underlay() const { return underlay_; }
    ToolBox& tools() const { return *tools_; }
    OrderOfBattlePanel* orderOfBattle() const { return orderOfBattle_; }
    SchedulePanel* schedule() const { return schedule_; }
    TablesPanel* tables() const { return tables_; }
    ScenarioPanel* scenarioPanel() const { return scenarioPanel_; }
    ProblemsPanel* problems() const { return problems_; }
    QAction* toolAction(ToolId id) const;

    // Replaces the document (after asking to save changes); false when the user cancelled.
    bool replaceDocument(const Scenario& scenario, const QString& fileName);
    // Saves, asking for a file name if there is none; false if not saved.
    bool save();
    bool saveAs();
    // Asks whether to save unsaved changes; false when the user cancelled.
    bool maybeSave();
    // Opens a file in this window, whatever its errors (repair mode, docs/editor.md); false (after
    // telling the user why) when it is not a scenario in well-formed JSON.
    bool open(const QString& fileName);
    // After a file with `errors` opened for repair: the Problems panel in front, and a hint.
    void sayOpenedForRepair(int errors);
    // Reacts to a problem's JSON path: selects the unit, centres the hex, shows the table.
    void goToProblem(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createDocks();
    // Gives the map most of the window (after the first show, and when new panels squeeze it).
    void fitDocks();
    void installDocument(std::unique_ptr<ScenarioDocument> document);
    void newScenario();
    void openDialog();
    void playTest();
    void resizeMapDialog();
    // File > Add Map Image..., Remove Map Image (map_image_actions.cpp).
    void addMapImage();
    void removeMapImage();
    // File > Export Map Image...: the scenario's set-up as a PNG, an SVG or a PDF to print.
    void exportMapImage();
    // Map > Suggest Terrain, Accept All Suggestions, Clear Suggestions.
    void suggestTerrain();
    void acceptAllSuggestions();
    void clearSuggestions();
    bool writeTo(const QString& fileName);
    void updateTitle();
    void showHint(const QString& text);

    std::unique_ptr<ScenarioDocument> document_;
    std::unique_ptr<ToolBox> tools_;
    EditorView* view_ = nullptr;
    UnderlayView* underlay_ = nullptr;
    ToolOptionsPanel* toolOptions_ = nullptr;
    OrderOfBattlePanel* orderOfBattle_ = nullptr;
    SchedulePanel* schedule_ = nullptr;
    TablesPanel* tables_ = nullptr;
    ScenarioPanel* scenarioPanel_ = nullptr;
    ProblemsPanel* problems_ = nullptr;
    QUndoView* history_ = nullptr;
    QUndoGroup* undoGroup_ = nullptr;

    QDockWidget* toolDock_ = nullptr;
    QDockWidget* oobDock_ = nullptr;
    QDockWidget* scheduleDock_ = nullptr;
    QDockWidget* tablesDock_ = nullptr;
    QDockWidget* scenarioDock_ = nullptr;
    QDockWidget* problemsDock_ = nullptr;
    QDockWidget* historyDock_ = nullptr;

    QActionGroup* toolGroup_ = nullptr;
    QLabel* hintLabel_ = nullptr;
    QLabel* hexLabel_ = nullptr;
    QLabel* problemsLabel_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    PlayTestDialog* playTestDialog_ = nullptr;  // made at the first play-test, kept for its choices
};

}  // namespace eylau::editor
