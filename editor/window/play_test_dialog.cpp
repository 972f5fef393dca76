#include "window/play_test_dialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace eylau::editor {

PlayTestDialog::PlayTestDialog(int lastTurn, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Play-test"));
    fromStart_ = new QRadioButton(tr("Begin a new game at Game-Turn &1"), this);
    fromTurn_ = new QRadioButton(tr("Begin at &Game-Turn:"), this);
    turn_ = new QSpinBox(this);
    turn_->setAccessibleName(tr("Game-Turn to begin at"));
    replay_ = new QRadioButton(tr("&Replay a saved game as far as it still holds:"), this);
    record_ = new QLineEdit(this);
    record_->setAccessibleName(tr("Saved game to replay"));
    record_->setPlaceholderText(tr("game.eylau"));
    auto* browse = new QPushButton(tr("&Browse..."), this);
    fromStart_->setChecked(true);

    auto* explain = new QLabel(tr("The game plays the saved scenario file. From a later Game-Turn, every unit "
                                  "stands as set up and the reinforcements of earlier Game-Turns may enter. A "
                                  "saved game is replayed until its first command the edited scenario refuses; "
                                  "the game says which, and you play on from there."),
                               this);
    explain->setWordWrap(true);

    auto* turnRow = new QHBoxLayout;
    turnRow->addWidget(fromTurn_);
    turnRow->addWidget(turn_);
    turnRow->addStretch(1);
    auto* grid = new QGridLayout;
    grid->addWidget(fromStart_, 0, 0, 1, 2);
    grid->addLayout(turnRow, 1, 0, 1, 2);
    grid->addWidget(replay_, 2, 0, 1, 2);
    grid->addWidget(record_, 3, 0);
    grid->addWidget(browse, 3, 1);
    grid->setColumnStretch(0, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start the Game"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(explain);
    layout->addLayout(grid);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &PlayTestDialog::browse);
    for (QRadioButton* b : {fromStart_, fromTurn_, replay_}) connect(b, &QRadioButton::toggled, this, &PlayTestDialog::updateButtons);
    connect(record_, &QLineEdit::textChanged, this, &PlayTestDialog::updateButtons);
    // Choosing the value chooses its way of beginning.
    connect(turn_, &QSpinBox::valueChanged, this, [this] { fromTurn_->setChecked(true); });
    connect(record_, &QLineEdit::textEdited, this, [this] { replay_->setChecked(true); });
    setLastTurn(lastTurn);
    updateButtons();
}

void PlayTestDialog::setLastTurn(int lastTurn) {
    const QSignalBlocker quiet(turn_);
    turn_->setRange(1, std::max(1, lastTurn));
}

QStringList PlayTestDialog::gameArguments() const {
    if (fromTurn_->isChecked() && turn_->value() > 1) return {QStringLiteral("--game-turn"), QString::number(turn_->value())};
    if (replay_->isChecked() && !record_->text().trimmed().isEmpty())
        return {QStringLiteral("--replay"), QFileInfo(record_->text().trimmed()).absoluteFilePath()};
    return {};
}

void PlayTestDialog::beginAtGameTurn(int turn) {
    turn_->setValue(turn);
    (turn > 1 ? fromTurn_ : fromStart_)->setChecked(true);
}

void PlayTestDialog::replaySavedGame(const QString& record) {
    record_->setText(record);
    replay_->setChecked(true);
}

void PlayTestDialog::browse() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Replay a Saved Game"), record_->text(),
                                                      tr("Eylau game records (*.eylau);;All files (*)"));
    if (!path.isEmpty()) replaySavedGame(path);
}

void PlayTestDialog::updateButtons() {
    auto* box = findChild<QDialogButtonBox*>();
    if (box) box->button(QDialogButtonBox::Ok)->setEnabled(!replay_->isChecked() || !record_->text().trimmed().isEmpty());
}

}  // namespace eylau::editor
