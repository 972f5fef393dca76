#include "dialogs/invitation_dialog.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkInterface>
#include <QPushButton>
#include <QVBoxLayout>

namespace eylau::game {

InvitationDialog::InvitationDialog(const QString& code, const QStringList& addresses,
                                   std::function<QString(const QString&)> invitationFor, quint16 port, QWidget* parent,
                                   Kind kind)
    : QDialog(parent),
      invitationFor_(std::move(invitationFor)),
      code_(new QLabel(code, this)),
      address_(new QComboBox(this)),
      line_(new QLineEdit(this)),
      copy_(new QPushButton(tr("&Copy Invitation"), this)),
      note_(new QLabel(this)) {
    const bool watch = kind == Kind::Watch;
    setWindowTitle(watch ? tr("Invitation to Watch") : tr("Invitation"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        watch ? tr("Whoever has this invitation can watch the game as it is played (Game > Watch a Game...), up to eight "
                   "at once, but can never play, roll or change it; you and your opponent see who watches in the "
                   "Network panel. It differs from your opponent's invitation: his code does not let anyone watch, "
                   "and this one does not let anyone play.")
              : tr("Send your opponent this invitation by a way you trust (a message, a call). Whoever has it can join "
                   "this game, so give it to him alone; a program without it is refused and named in the Network "
                   "panel."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    QFont big = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    code_->setFont(big);
    code_->setObjectName(watch ? QStringLiteral("watchCode") : QStringLiteral("joinCode"));
    code_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    auto* form = new QFormLayout;
    form->addRow(watch ? tr("Watch code:") : tr("Join code:"), code_);
    address_->setEditable(true);
    address_->addItems(addresses);
    address_->setToolTip(tr("The address your opponent reaches this computer at: one of its own on your network, or "
                            "your router's outside address if it forwards port %1 to this computer.")
                             .arg(port));
    form->addRow(watch ? tr("&Address they use:") : tr("&Address he uses:"), address_);
    line_->setReadOnly(true);
    line_->setObjectName(watch ? QStringLiteral("watchInvitationLine") : QStringLiteral("invitationLine"));
    line_->setMinimumWidth(line_->fontMetrics().horizontalAdvance(
                               QStringLiteral("eylau://255.255.255.255:18070/XXXX-XXXX-XXXX-XXXX%1").arg(watch ? "?watch" : "")) +
                           16);
    form->addRow(tr("&Invitation:"), line_);
    layout->addLayout(form);
    note_->setObjectName(QStringLiteral("routerNote"));
    note_->setText(tr("An opponent outside your network reaches this computer only if your router forwards port %1 to "
                      "it, or at an IPv6 address of its own. If neither can be done, play by e-mail (File > Send Turn).")
                       .arg(port));
    note_->setWordWrap(true);
    layout->addWidget(note_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Cl&ose"));
    buttons->addButton(copy_, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(copy_, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(invitation());
        copy_->setText(tr("Copied"));
    });
    connect(address_, &QComboBox::currentTextChanged, this, &InvitationDialog::update);
    layout->addWidget(buttons);
    update();
}

QString InvitationDialog::invitation() const { return line_->text(); }

void InvitationDialog::setRouter(const QString& sentence, const QString& outsideAddress) {
    note_->setText(sentence);
    // The router's answer may be longer than what it replaces: the window grows to show it whole.
    if (isVisible()) adjustSize();
    if (outsideAddress.isEmpty() || outsideAddress == outside_) return;
    // The player's own choice stands; otherwise the router's address is the one to send.
    const bool untouched = address_->currentIndex() == 0 && address_->currentText() == address_->itemText(0);
    outside_ = outsideAddress;
    if (address_->findText(outsideAddress) < 0) address_->insertItem(0, outsideAddress);
    if (untouched) address_->setCurrentIndex(address_->findText(outsideAddress));
    update();
}

void InvitationDialog::update() {
    line_->setText(invitationFor_(address_->currentText().trimmed()));
    copy_->setText(tr("&Copy Invitation"));
}

QStringList invitationAddresses(const QString& listenedOn) {
    if (!listenedOn.isEmpty()) return {listenedOn};
    QStringList v4, v6, local6, linkLocal;
    for (const QNetworkInterface& interface : QNetworkInterface::allInterfaces()) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) || flags.testFlag(QNetworkInterface::IsLoopBack)) continue;
        for (const QNetworkAddressEntry& entry : interface.addressEntries()) {
            const QHostAddress address = entry.ip();
            if (address.isNull() || address.isLoopback()) continue;
            QHostAddress plain = address;
            plain.setScopeId(QString());
            if (address.isLinkLocal()) linkLocal << plain.toString();
            else if (address.protocol() == QAbstractSocket::IPv4Protocol) v4 << plain.toString();
            else if (address.isUniqueLocalUnicast() || address.isSiteLocal()) local6 << plain.toString();
            else v6 << plain.toString();
        }
    }
    QStringList all = v6 + v4 + local6 + linkLocal;
    if (all.isEmpty()) all << QStringLiteral("127.0.0.1");
    return all;
}

}  // namespace eylau::game
