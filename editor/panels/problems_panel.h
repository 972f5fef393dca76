#pragma once
// The live problems panel: what checkScenario finds (errors, then warnings), refreshed a moment
// after each edit. Activating a problem announces what it points at.
#include <QString>
#include <QWidget>

class QLabel;
class QTreeWidget;
class QTimer;

namespace eylau::editor {

class ScenarioDocument;

class ProblemsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProblemsPanel(ScenarioDocument& document, QWidget* parent = nullptr);

    int errorCount() const { return errors_; }
    int warningCount() const { return warnings_; }
    QTreeWidget* list() const { return list_; }
    // Checks now (normally a moment after each edit).
    void refresh();
    // "2 errors, 1 warning".
    static QString countText(int errors, int warnings);

signals:
    // The JSON path of the problem activated (clicked).
    void problemActivated(const QString& path);
    void countsChanged(int errors, int warnings);

private:
    ScenarioDocument& document_;
    QLabel* summary_;
    QTreeWidget* list_;
    QTimer* timer_;
    int errors_ = -1;
    int warnings_ = -1;
};

}  // namespace eylau::editor
