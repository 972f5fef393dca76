#pragma once
// The top tool bar row holds the file buttons and the turn bar side by side. On a narrow window
// (a small screen, a large scale, longer French words, a night turn's longer time) the two no
// longer fit, and Qt hides the turn bar's last buttons (End Movement Phase among them) behind an
// overflow arrow. This keeps the turn bar whole: it moves to a row of its own, under the file
// buttons, while the two do not fit, and back when they do (issue 40).
class QMainWindow;
class QToolBar;

namespace eylau::game {

// `first` and `second` are tool bars of `window`'s top area, `second` just after `first`. Watches
// the window's width and both bars' contents from now on.
void keepSecondBarWhole(QMainWindow& window, QToolBar& first, QToolBar& second);

}  // namespace eylau::game
