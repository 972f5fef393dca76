#pragma once
// A one- or two-line label in a bar (the instruction bar, the status bar) that grows to the lines
// its text needs at the width it gets, instead of cutting the text (issue 40). Measured on the
// plain words shown: a QLabel's own height for a width keeps its first answer inside a tool bar.
class QLabel;

namespace eylau::game {

// Keeps `label` as high as its text wrapped at its width, at least `minLines` lines: fitted now,
// and again whenever its size, text (its tooltip, set with it), style or font changes.
void keepHeightFitted(QLabel& label, int minLines);

}  // namespace eylau::game
