#pragma once
// A map tool: one job each (paint terrain, toggle a hexside feature, lay a road, drag a
// counter, ...), as in Tiled. The editor view forwards mouse input in scene coordinates to the
// current tool; the tool edits the document through commands and may paint a preview.
#include "eylau/map/hex.h"

#include <QPointF>
#include <QRectF>
#include <QString>

#include <optional>

class QPainter;
class QWidget;

namespace eylau {
struct Scenario;
}

namespace eylau::mapview {
class HexLayout;
class MapScene;
}  // namespace eylau::mapview

namespace eylau::editor {

class EditorView;
class ScenarioDocument;
class UnderlayView;
struct ToolSettings;

struct ToolEvent {
    QPointF scenePos;
    Qt::MouseButton button = Qt::NoButton;       // the button pressed or released
    Qt::MouseButtons buttons = Qt::NoButton;     // the buttons held
    Qt::KeyboardModifiers modifiers = Qt::NoModifier;
};

// What every tool works with.
class ToolContext {
public:
    ToolContext(ScenarioDocument& document, ToolSettings& settings, EditorView& view)
        : document_(document), settings_(settings), view_(view) {}

    ScenarioDocument& document() const { return document_; }
    const Scenario& scenario() const;
    ToolSettings& settings() const { return settings_; }
    EditorView& view() const { return view_; }
    const mapview::HexLayout& layout() const;
    mapview::MapScene& scene() const;
    QWidget* dialogParent() const;
    // The on-map hex at a scene point.
    std::optional<Hex> hexAt(QPointF scenePos) const;
    void showMessage(const QString& text) const;
    // A fresh number for a stroke: the commands of one stroke merge into one step.
    int newStroke() { return ++stroke_; }
    // The map image of the document, when the window made one (the Calibrate tool needs it).
    UnderlayView* underlay() const { return underlay_; }
    // The same when the scenario has a map image that could be read; otherwise nullptr, having
    // said so in the status bar (`toDoWhat`: "to calibrate", "to sample").
    UnderlayView* mapImage(const QString& toDoWhat) const;
    void setUnderlay(UnderlayView* underlay) { underlay_ = underlay; }

private:
    ScenarioDocument& document_;
    ToolSettings& settings_;
    EditorView& view_;
    int stroke_ = 0;
    UnderlayView* underlay_ = nullptr;
};

class MapTool {
public:
    explicit MapTool(ToolContext& context) : context_(context) {}
    virtual ~MapTool() = default;
    MapTool(const MapTool&) = delete;
    MapTool& operator=(const MapTool&) = delete;

    // Short name for the toolbar ("Terrain"), and a line for the status bar on how to use it.
    virtual QString name() const = 0;
    virtual QString hint() const = 0;

    // Whether a left drag the tool does not take pans the map (the select tool).
    virtual bool pansOnLeftDrag() const { return false; }
    // True when the tool took the press; otherwise the view pans (left drag on empty map).
    virtual bool press(const ToolEvent& event) = 0;
    // Mouse moves, with or without a button held.
    virtual void move(const ToolEvent&) {}
    virtual void release(const ToolEvent&) {}
    // The tool was switched away from in the middle of something.
    virtual void cancel() {}
    // The map's items are about to be redrawn (pointers to them die).
    virtual void sceneAboutToChange() {}

    // A preview at the mouse (scene coordinates), and the rectangle it covers.
    virtual void paintOverlay(QPainter&, QPointF) const {}
    virtual QRectF overlayRect(QPointF) const { return {}; }

protected:
    ToolContext& context() const { return context_; }

private:
    ToolContext& context_;
};

}  // namespace eylau::editor
