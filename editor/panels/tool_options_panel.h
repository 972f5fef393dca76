#pragma once
// The tool panel: the terrain palette, brush radius, hexside feature, road or trail, victory
// points, how edits are marked (printed, reconstructed, or as the map), and the Sample tool's
// colour samples (colour_samples_box.h).
#include <QWidget>

class QButtonGroup;
class QComboBox;
class QSpinBox;

namespace eylau::editor {

class ColourSamplesBox;
struct ToolSettings;

class ToolOptionsPanel : public QWidget {
    Q_OBJECT
public:
    ToolOptionsPanel(ToolSettings& settings, QWidget* parent = nullptr);

    // Shows the settings as they are now.
    void refresh();
    // Adds the Sample tool's box (it edits the document, which the window gives it).
    void addSamples(ColourSamplesBox* box);
    ColourSamplesBox* samples() const { return samples_; }

signals:
    // A setting changed (the status bar hint may need updating); `tool` is the ToolId
    // (tool_box.h) of the tool the setting is for, or -1 for general ones.
    void settingsChanged(int tool);

private:
    ToolSettings& settings_;
    QButtonGroup* terrain_;
    QSpinBox* radius_;
    QButtonGroup* feature_;
    QButtonGroup* route_;
    QSpinBox* points_;
    QComboBox* markAs_;
    ColourSamplesBox* samples_ = nullptr;
};

}  // namespace eylau::editor
