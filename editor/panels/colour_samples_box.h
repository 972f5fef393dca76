#pragma once
// The Sample tool's box in the Tool Options panel (docs/editor.md, "Map image"): what the next
// sample means (a terrain or a hexside feature), a swatch of the last sample taken, and the
// scenario's colour samples, each with its swatch and meaning, to select and remove (one undo
// step). Several samples may share a meaning: Suggest Terrain reads a pixel as the meaning of the
// sample nearest its colour.
#include <QGroupBox>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace eylau::editor {

class ScenarioDocument;
struct ToolSettings;

class ColourSamplesBox : public QGroupBox {
    Q_OBJECT
public:
    ColourSamplesBox(ScenarioDocument& document, ToolSettings& settings, QWidget* parent = nullptr);

    // Shows the samples and the chosen meaning as they are now.
    void refresh();
    QListWidget* list() const { return list_; }
    QComboBox* meaning() const { return meaning_; }
    // Removes the selected samples, one undo step; false when none is selected.
    bool removeSelected();

signals:
    // The meaning for the next samples was chosen (the Sample tool is wanted).
    void meaningChosen();

private:
    ScenarioDocument& document_;
    ToolSettings& settings_;
    QComboBox* meaning_;
    QLabel* swatch_;
    QLabel* last_;
    QListWidget* list_;
    QPushButton* remove_;
};

}  // namespace eylau::editor
