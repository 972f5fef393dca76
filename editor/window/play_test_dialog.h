#pragma once
// File > Play-test: how the game begins on the scenario being edited (docs/editor.md,
// "Play-test"): at Game-Turn 1 as any game; at a later Game-Turn, every unit as set up and the
// reinforcements of earlier Game-Turns free to enter; or replaying a saved game as far as the
// edited scenario still lets it. The window keeps the dialog, so the choice stays for the next
// play-test of the session.
#include <QDialog>
#include <QStringList>

class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace eylau::editor {

class PlayTestDialog : public QDialog {
    Q_OBJECT
public:
    // `lastTurn`: the last Game-Turn of the scenario's track.
    PlayTestDialog(int lastTurn, QWidget* parent = nullptr);
    void setLastTurn(int lastTurn);

    // The game's arguments after "--play-test FILE": none, {"--game-turn", "4"} or
    // {"--replay", RECORD}.
    QStringList gameArguments() const;

    // The choices, for tests and for a caller that knows them.
    void beginAtGameTurn(int turn);
    void replaySavedGame(const QString& record);

private:
    void browse();
    void updateButtons();

    QRadioButton* fromStart_ = nullptr;
    QRadioButton* fromTurn_ = nullptr;
    QRadioButton* replay_ = nullptr;
    QSpinBox* turn_ = nullptr;
    QLineEdit* record_ = nullptr;
};

}  // namespace eylau::editor
