#pragma once
// The status bar's word on a network link (docs/playing.md, "Playing a remote opponent",
// "Watching a game"): green when it works, amber while it is being made or agreed on, red when it
// is lost or refused; a sign as well as the colour, for those who cannot tell them apart.
#include <QString>

class QLabel;

namespace eylau::game {

enum class LinkMood {
    None,     // no link: the text alone
    Good,     // ● green
    Waiting,  // ◔ amber
    Lost,     // ⚠ red
};

// Shows `text` in `label` in the mood's colour and sign; hides the label when `text` is empty.
void showLinkStatus(QLabel& label, const QString& text, LinkMood mood);

}  // namespace eylau::game
