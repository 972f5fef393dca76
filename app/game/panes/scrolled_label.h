#pragma once
// A panel's whole content as one rich-text label that wraps and scrolls (the Victory and Hex
// docks): the label, made a child of `panel` inside a frameless scroll area that fills it.
class QLabel;
class QWidget;

namespace eylau::game {

QLabel* addScrolledLabel(QWidget* panel);

}  // namespace eylau::game
