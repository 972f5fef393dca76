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

WatchInvitationDialog::WatchInvitationDialog(const QString& code, const QStringList& addresses,
                                             std::function<QString(const QString&)> invitationFor, QWidget* parent)
    : QDialog(parent), invitationFor_(std::move(invitationFor)), address_(new QComboBox(this)),
      line_(new QLineEdit(this)), copy_(new QPushButton(tr("&Copy Invitation"), this)) {
    setWindowTitle(tr("Invitation to Watch"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(wrapped(tr("Whoever has this invitation can watch the game as it is played (Game > Watch a "
                                 "Game...), up to eight at once, but can never play, roll or change it; you and your "
                                 "opponent see who watches in the Network panel. It differs from your opponent's "
                                 "invitation: his code does not let anyone watch, and this one does not let anyone "
                                 "play."),
                              this));
    auto* form = new QFormLayout;
    auto* codeLabel = new QLabel(code, this);
    codeLabel->setObjectName(QStringLiteral("watchCode"));
    codeLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = codeLabel->font();
    bold.setBold(true);
    codeLabel->setFont(bold);
    form->addRow(tr("Watch code:"), codeLabel);
    address_->setEditable(true);
    address_->addItems(addresses);
    form->addRow(tr("&Address they use:"), address_);
    line_->setReadOnly(true);
    line_->setObjectName(QStringLiteral("watchInvitationLine"));
    line_->setMinimumWidth(
        line_->fontMetrics().horizontalAdvance(QStringLiteral("eylau://255.255.255.255:18070/XXXX-XXXX-XXXX-XXXX?watch")) + 16);
    form->addRow(tr("&Invitation:"), line_);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(copy_, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(copy_, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(invitation());
        copy_->setText(tr("Copied"));
    });
    connect(address_, &QComboBox::currentTextChanged, this, [this](const QString& address) {
        line_->setText(invitationFor_(address.trimmed()));
        copy_->setText(tr("&Copy Invitation"));
    });
    layout->addWidget(buttons);
    line_->setText(invitationFor_(address_->currentText().trimmed()));
}

QString WatchInvitationDialog::invitation() const { return line_->text(); }

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
