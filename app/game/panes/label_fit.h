#pragma once
// A one- or two-line label in a bar (the instruction bar, the status bar) that grows to the lines
// its text needs at the width it gets, instead of cutting the text (issue 40). Measured on the
// plain words: a QLabel's own height for a width keeps its first answer inside a tool bar.
class QLabel;
class QString;

namespace eylau::game {

// Gives `label` the height of `plainText` wrapped at its width, at least `minLines` lines.
void fitLabelHeight(QLabel& label, const QString& plainText, int minLines);

}  // namespace eylau::game
