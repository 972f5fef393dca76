#include "network_dialog.h"

#include "app_settings.h"
#include "game_text.h"

#include "network_game.h"

#include "eylau/record/game_record.h"

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
#include <QSpinBox>
#include <QVBoxLayout>

namespace eylau::game {

NetworkDialog::NetworkDialog(bool host, const QString& savedGame, QWidget* parent)
    : QDialog(parent), host_(host), side_(new QComboBox(this)), port_(new QSpinBox(this)), name_(new QLineEdit(this)),
      resume_(new QCheckBox(tr("&Resume the last network game"), this)) {
    setWindowTitle(host ? tr("Host Network Game") : tr("Join Network Game"));
    const auto settings = appSettings();
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(host ? tr("Start a game of Eylau that an opponent joins from another computer. Tell him "
                                       "this computer's address and the port.")
                                  : tr("Join the game an opponent hosts on another computer: his address and port."),
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
    } else {
        address_ = new QLineEdit(settings->value(QStringLiteral("network/address")).toString(), this);
        address_->setPlaceholderText(tr("the host's address or name, such as 192.168.1.20"));
        address_->setMaxLength(253);
        form->addRow(tr("&Host's address:"), address_);
        connect(address_, &QLineEdit::textChanged, this, &NetworkDialog::update);
    }
    port_->setRange(1, 65535);
    port_->setValue(settings->value(QStringLiteral("network/port"), int(net::kDefaultPort)).toInt());
    form->addRow(tr("&Port:"), port_);
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
    if (auto* buttons = findChild<QDialogButtonBox*>())
        buttons->button(QDialogButtonBox::Ok)->setEnabled(host_ || !address_->text().trimmed().isEmpty());
}

NetworkStart NetworkDialog::choice() const {
    NetworkStart start;
    start.host = host_;
    start.side = Side(side_->currentData().toInt());
    start.address = host_ ? interface_->currentData().toString() : address_->text().trimmed();
    start.port = quint16(port_->value());
    start.name = name_->text().trimmed();
    start.resume = resume_->isChecked();
    return start;
}

void NetworkDialog::remember() const {
    const auto settings = appSettings();
    const NetworkStart start = choice();
    settings->setValue(host_ ? QStringLiteral("network/hostSide") : QStringLiteral("network/joinSide"), int(start.side));
    if (host_) settings->setValue(QStringLiteral("network/interface"), start.address);
    else settings->setValue(QStringLiteral("network/address"), start.address);
    settings->setValue(QStringLiteral("network/port"), int(start.port));
    settings->setValue(QStringLiteral("network/name"), start.name);
}

}  // namespace eylau::game
