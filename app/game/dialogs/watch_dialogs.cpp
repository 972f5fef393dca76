// The dialogs of watching a game (dialogs/watch_dialogs.h).
#include "dialogs/watch_dialogs.h"

#include "shared/app_settings.h"

#include "eylau/record/game_record.h"
#include "eylau/remote/invitation.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace eylau::game {

namespace {

QLabel* wrapped(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}

}  // namespace

WatchDialog::WatchDialog(QWidget* parent)
    : QDialog(parent), invitation_(new QLineEdit(this)), name_(new QLineEdit(this)), problem_(new QLabel(this)) {
    setWindowTitle(tr("Watch a Game"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(wrapped(tr("Paste the invitation to watch that the host gave you (it ends in ?watch). The game "
                                 "opens as in review and follows each move as the players agree on it; nothing can "
                                 "be played from this window."),
                              this));
    auto* form = new QFormLayout;
    invitation_->setObjectName(QStringLiteral("watchInvitation"));
    invitation_->setPlaceholderText(QStringLiteral("eylau://192.168.1.20:18070/XXXX-XXXX-XXXX-XXXX?watch"));
    // Wide enough for a whole invitation pasted, so the spectator sees what he pasted.
    invitation_->setMinimumWidth(invitation_->fontMetrics().horizontalAdvance(invitation_->placeholderText()) + 16);
    invitation_->setMaxLength(300);
    form->addRow(tr("&Invitation:"), invitation_);
    name_->setMaxLength(int(kMaxPlayerNameBytes));
    name_->setText(appSettings()->value(QStringLiteral("network/name")).toString());
    name_->setToolTip(tr("Shown to both players, beside your address"));
    form->addRow(tr("Your &name:"), name_);
    layout->addLayout(form);
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("QLabel { color: #b00020; }"));
    layout->addWidget(problem_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    ok_->setText(tr("&Watch"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(invitation_, &QLineEdit::textChanged, this, &WatchDialog::check);
    layout->addWidget(buttons);
    check();
}

// The engine reads the line; the dialog says what is wrong with it before anything connects.
void WatchDialog::check() {
    std::string error;
    const std::optional<Invitation> read = readInvitation(invitation().toStdString(), &error);
    QString problem;
    if (invitation().isEmpty()) problem.clear();
    else if (!read) problem = QString::fromStdString(error);
    else if (!read->watch)
        problem = tr("This is a player's invitation (it lets its holder play, not watch): ask the host for an "
                     "invitation to watch, which ends in ?watch.");
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    ok_->setEnabled(read && read->watch);
}

QString WatchDialog::invitation() const { return invitation_->text().trimmed(); }
QString WatchDialog::name() const { return name_->text().trimmed(); }

void WatchDialog::remember() const {
    if (!name().isEmpty()) appSettings()->setValue(QStringLiteral("network/name"), name());
}

}  // namespace eylau::game
