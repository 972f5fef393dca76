#pragma once
// The editor's map: the shared MapView over a MapScene of the document, redrawn after each
// edit (only what the edit changed; zoom and scroll kept), with mouse input going to the current map tool, a middle-
// button pan, counters dropped from the order-of-battle table, and the selection and the
// tool's preview painted over the map.
#include "document/change.h"
#include "map_view.h"

#include <QPointer>
#include <QString>

#include <optional>

namespace eylau::editor {

class Comparison;
class MapTool;
class ScenarioDocument;

class EditorView : public mapview::MapView {
    Q_OBJECT
public:
    // The MIME type of a unit dragged from the order-of-battle table: its id, UTF-8.
    static constexpr const char* kUnitMimeType = "application/x-eylau-unit-id";

    explicit EditorView(ScenarioDocument& document, QWidget* parent = nullptr);
    ~EditorView() override;

    ScenarioDocument& document() const { return document_; }

    // The tool the mouse works (not owned); nullptr: select and pan only.
    void setTool(MapTool* tool);
    MapTool* tool() const { return tool_; }

    // Draws the document afresh now (normally it is redrawn soon after each edit).
    void rebuildNow();
    bool rebuildPending() const { return rebuildPending_; }

    // Selection: set and announced (signals), or only shown.
    void selectHex(std::optional<eylau::Hex> hex);
    void selectUnit(const QString& unitId);
    void showSelection(std::optional<eylau::Hex> hex, const QString& unitId);
    std::optional<eylau::Hex> selectedHex() const { return selectedHex_; }
    QString selectedUnit() const { return selectedUnit_; }
    // File > Compare With...: the other scenario's differences marked on this map (comparison.h).
    Comparison& comparison() const { return *comparison_; }

    // Scrolls so that the hex is in the middle of the view, or just into view.
    void centreOnHex(eylau::Hex hex);
    void revealHex(eylau::Hex hex);

signals:
    void hexSelected(eylau::Hex hex);
    void unitSelected(const QString& unitId);
    void message(const QString& text);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void leaveEvent(QEvent* event) override;

private:
    void redraw(eylau::editor::Changes what);
    void scheduleRebuild();
    void fanOutStacks();
    void updateOverlay(std::optional<QPointF> scenePos);
    void updateSceneRect(const QRectF& sceneRect);
    void applyCursor();

    ScenarioDocument& document_;
    mapview::MapScene* scene_;
    Comparison* comparison_;
    MapTool* tool_ = nullptr;
    bool rebuildPending_ = false;
    bool toolHasMouse_ = false;
    bool panning_ = false;
    QPoint panFrom_;
    std::optional<QPointF> hover_;  // the mouse, in scene coordinates
    QRectF overlayRect_;            // the tool preview painted last
    std::optional<eylau::Hex> selectedHex_;
    QString selectedUnit_;
    std::optional<eylau::Hex> dropHex_;  // under a unit dragged from the table
};

}  // namespace eylau::editor
