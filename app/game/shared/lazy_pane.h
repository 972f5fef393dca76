#pragma once
// A dock's contents made when first needed (issue 40: start-up). A pane that is not in front when
// the window opens (Charts, Rules Reference and Hex behind a tab, the hidden Network dock) costs
// the first paint its construction and its layout, for nothing the player sees. The dock holds an
// empty placeholder; the real pane is made, and put in its place, when the dock first becomes
// visible (shown, or its tab brought forward) or when code asks for it with pane().
#include <QObject>

#include <functional>

class QDockWidget;
class QWidget;

namespace eylau::game {

class LazyPane : public QObject {
    Q_OBJECT  // found by findChild (case_links.cpp)
public:
    // Makes the pane, its parent given (the dock).
    using Make = std::function<QWidget*(QWidget* parent)>;

    // Puts the placeholder in `dock`; `make` is called at most once, later.
    LazyPane(QDockWidget& dock, Make make);

    // The pane, made now if it was not yet; nullptr only while it is being made.
    QWidget* pane();
    // The pane if made, else nullptr: for what needs only a pane that is already there.
    QWidget* built() const { return pane_; }

    template <class Pane>
    Pane* as() {
        return static_cast<Pane*>(pane());
    }
    template <class Pane>
    Pane* builtAs() const {
        return static_cast<Pane*>(pane_);
    }

private:
    QDockWidget& dock_;
    Make make_;
    QWidget* placeholder_;
    QWidget* pane_ = nullptr;
};

}  // namespace eylau::game
