#pragma once
// The map image's settings in the Scenario panel (docs/editor.md, "Map image"): which file, how
// it is calibrated and how well, its opacity over the drawn terrain, and whether it is locked.
// Every change is one undo step (opacity drags merge into one).
#include <QGroupBox>

class QCheckBox;
class QLabel;
class QPushButton;
class QSlider;

namespace eylau::editor {

class ScenarioDocument;

class MapImageBox : public QGroupBox {
    Q_OBJECT
public:
    explicit MapImageBox(ScenarioDocument& document, QWidget* parent = nullptr);

    // The map image's state as its view reports it (file, calibration, residual).
    void showStatus(const QString& status);
    QSlider* opacity() const { return opacity_; }
    QCheckBox* locked() const { return locked_; }

signals:
    void addRequested();

private:
    void refresh();

    ScenarioDocument& document_;
    QLabel* status_;
    QSlider* opacity_;
    QCheckBox* locked_;
    QPushButton* clear_;
    bool updating_ = false;
};

}  // namespace eylau::editor
