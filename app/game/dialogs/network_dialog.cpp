#include "dialogs/network_dialog.h"

#include "shared/app_settings.h"
#include "text/game_text.h"

#include "network_game.h"

#include "eylau/record/game_record.h"
#include "eylau/remote/invitation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkInterface>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace eylau::game {

NetworkDialog::NetworkDialog(bool host, const QString& savedGame, QWidget* parent)
    : QDialog(parent), host_(host), side_(new QComboBox(this)), port_(new QSpinBox(this)), name_(new QLineEdit(this)),
      resume_(new QCheckBox(tr("&Resume the last network game"), this)) {
    setWindowTitle(host ? tr("Host Network Game") : tr("Join Network Game"));
    const auto settings = appSettings();
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(host ? tr("Start a game of Eylau that an opponent joins from another computer. The next "
                                       "window gives the invitation to send him: this computer's address, the port "
                                       "and a join code that only he should have.")
                                  : tr("Join the game an opponent hosts on another computer: paste his invitation, or "
                                       "type his address, port and join code."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    for (Side side : kSides) side_->addItem(sideArmy(side), int(side));
    const int lastSide = settings->value(host ? QStringLiteral("network/hostSide") : QStringLiteral("network/joinSide"),
                                         int(host ? Side::French : Side::Allied))
                             .toInt();
    side_->setCurrentIndex(std::max(0, side_->findData(lastSide)));
    form->addRow(tr("&You play:"), side_);
    if (host) {
        interface_ = new QComboBox(this);
        fillInterfaces();
        const int last = interface_->findData(settings->value(QStringLiteral("network/interface")).toString());
        if (last >= 0) interface_->setCurrentIndex(last);
        form->addRow(tr("&Listen on:"), interface_);
        forward_ = new QCheckBox(tr("Ask my router to &forward the port (UPnP, NAT-PMP)"), this);
        forward_->setChecked(settings->value(QStringLiteral("network/forwardPort"), true).toBool());
        forward_->setToolTip(tr("So that an opponent on the internet can join: most home routers forward a port when "
                                "a program asks (UPnP or NAT-PMP), and stop when the game is left. The invitation then "
                                "gives the router's outside address."));
        form->addRow(QString(), forward_);
        connect(interface_, &QComboBox::currentIndexChanged, this, &NetworkDialog::update);
    } else {
        address_ = new QLineEdit(settings->value(QStringLiteral("network/address")).toString(), this);
        address_->setPlaceholderText(tr("his address, such as 192.168.1.20, or his whole invitation"));
        address_->setMaxLength(300);
        // Wide enough for a whole invitation pasted, so the player sees what he pasted.
        address_->setMinimumWidth(
            address_->fontMetrics().horizontalAdvance(QStringLiteral("eylau://255.255.255.255:18070/XXXX-XXXX-XXXX-XXXX")) + 16);
        form->addRow(tr("&Host's address:"), address_);
        connect(address_, &QLineEdit::textChanged, this, [this](const QString& text) {
            // A whole invitation pasted: its address, port and code go to their fields.
            if (const auto invitation = readInvitation(text.toStdString())) {
                const QSignalBlocker quiet(address_);
                address_->setText(QString::fromStdString(invitation->host));
                port_->setValue(invitation->port);
                code_->setText(QString::fromStdString(invitation->code.text()));
            }
            update();
        });
    }
    port_->setRange(1, 65535);
    port_->setValue(settings->value(QStringLiteral("network/port"), int(net::kDefaultPort)).toInt());
    form->addRow(tr("&Port:"), port_);
    if (!host) {
        code_ = new QLineEdit(this);
        code_->setPlaceholderText(tr("XXXX-XXXX-XXXX-XXXX, from the host's invitation"));
        code_->setMaxLength(64);
        form->addRow(tr("Join co&de:"), code_);
        codeProblem_ = new QLabel(this);
        codeProblem_->setWordWrap(true);
        form->addRow(QString(), codeProblem_);
        connect(code_, &QLineEdit::textChanged, this, &NetworkDialog::update);
    }
    name_->setMaxLength(int(kMaxPlayerNameBytes));
    name_->setText(settings->value(QStringLiteral("network/name")).toString());
    name_->setPlaceholderText(tr("optional"));
    form->addRow(tr("Your &name:"), name_);
    layout->addLayout(form);
    const bool saved = !savedGame.isEmpty() && QFileInfo::exists(savedGame);
    resume_->setEnabled(saved);
    resume_->setToolTip(saved ? tr("The game saved on %1, where it stopped; your side is the one you played then.")
                                    .arg(QFileInfo(savedGame).lastModified().toString(QStringLiteral("d MMM yyyy, hh:mm")))
                              : tr("There is no network game to resume."));
    connect(resume_, &QCheckBox::toggled, this, &NetworkDialog::update);
    layout->addWidget(resume_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(host ? tr("&Host") : tr("&Join"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("&Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    update();
}

void NetworkDialog::fillInterfaces() {
    interface_->addItem(tr("Every interface of this computer"), QString());
    interface_->addItem(tr("This computer only (127.0.0.1, to try it out)"), QStringLiteral("127.0.0.1"));
    for (const QHostAddress& address : QNetworkInterface::allAddresses()) {
        if (address.isLoopback() || address.isNull() || address.isLinkLocal()) continue;
        const QString text = address.toString();
        interface_->addItem(text, text);
    }
}

void NetworkDialog::update() {
    side_->setEnabled(!resume_->isChecked());
    // A router forwards to this computer on the network, not to its loopback.
    if (forward_) forward_->setEnabled(interface_->currentData().toString() != QLatin1String("127.0.0.1"));
    bool ready = true;
    if (!host_) {
        // The code may be left empty when resuming: the saved game has the one it was joined with.
        const QString code = code_->text().trimmed();
        const bool codeOk = (code.isEmpty() && resume_->isChecked()) || JoinCode::read(code.toStdString());
        codeProblem_->setText(code.isEmpty() || codeOk ? QString()
                                                       : tr("A join code has 16 letters and digits, in four groups "
                                                            "such as K7QM-3XTA-P9RD-W2HE (never a U)."));
        codeProblem_->setVisible(!codeProblem_->text().isEmpty());
        ready = !address_->text().trimmed().isEmpty() && codeOk;
    }
    if (auto* buttons = findChild<QDialogButtonBox*>()) buttons->button(QDialogButtonBox::Ok)->setEnabled(ready);
}

NetworkStart NetworkDialog::choice() const {
    NetworkStart start;
    start.host = host_;
    start.side = Side(side_->currentData().toInt());
    start.address = host_ ? interface_->currentData().toString() : address_->text().trimmed();
    start.port = quint16(port_->value());
    start.name = name_->text().trimmed();
    if (code_) start.code = code_->text().trimmed();
    start.resume = resume_->isChecked();
    start.forwardPort = forward_ && forward_->isEnabled() && forward_->isChecked();
    return start;
}

void NetworkDialog::remember() const {
    const auto settings = appSettings();
    const NetworkStart start = choice();
    settings->setValue(host_ ? QStringLiteral("network/hostSide") : QStringLiteral("network/joinSide"), int(start.side));
    if (host_) settings->setValue(QStringLiteral("network/interface"), start.address);
    if (forward_) settings->setValue(QStringLiteral("network/forwardPort"), forward_->isChecked());
    else settings->setValue(QStringLiteral("network/address"), start.address);
    settings->setValue(QStringLiteral("network/port"), int(start.port));
    settings->setValue(QStringLiteral("network/name"), start.name);
}

}  // namespace eylau::game
