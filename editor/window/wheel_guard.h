#pragma once
// Safe input: a spin box, combo box or slider of the editor changes under the mouse wheel only
// when it has the keyboard focus; an unfocused one lets the wheel scroll the panel it sits in
// (docs/editor.md, "Safe input"). One filter on the application covers every such widget of one
// window, those a table's delegate creates later included.
#include <QObject>

class QWidget;

namespace eylau::editor {

class WheelGuard : public QObject {
    Q_OBJECT
public:
    // Guards the widgets of `window`, for as long as the window lives.
    explicit WheelGuard(QWidget* window);

    // A spin box, combo box or slider (not a scroll bar): what the wheel would change.
    static bool changesUnderWheel(const QObject* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool guards(const QWidget* widget) const;
    QWidget* window_;
};

}  // namespace eylau::editor
