#include "dialogs/new_game_dialog.h"

#include "eylau/record/game_record.h"

#include "text/game_text.h"

#include "eylau/scenario/scenario.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

#include <algorithm>

namespace eylau::game {

NewGameDialog::NewGameDialog(const Scenario& scenario, bool hasWeatherRule, const Seats& seats, QWidget* parent)
    : QDialog(parent), weather_(new QCheckBox(tr("&Weather and combat (22.0, optional)"), this)),
      seed_(new QLineEdit(this)) {
    setWindowTitle(tr("New Game"));
    auto* layout = new QVBoxLayout(this);
    auto* title = new QLabel(QStringLiteral("<b>%1</b>").arg(qtext(scenario.title.empty() ? scenario.name : scenario.title).toHtmlEscaped()), this);
    layout->addWidget(title);
    auto* form = new QFormLayout;
    for (Side side : kSides) {
        auto* box = new QComboBox(this);
        box->setObjectName(QStringLiteral("seat_%1").arg(qtext(toString(side))));
        box->addItem(tr("A person"), -1);
        for (ai::Level level : kComputerLevels)
            box->addItem(tr("The computer \u2014 %1").arg(levelName(level)), int(level));
        box->setItemData(1, tr("Thinks about a quarter of a second per phase"), Qt::ToolTipRole);
        box->setItemData(2, tr("Thinks about a second per phase"), Qt::ToolTipRole);
        box->setItemData(3, tr("Thinks up to five seconds per phase and looks further ahead"), Qt::ToolTipRole);
        seat_[std::size_t(side)] = box;
        form->addRow(side == Side::French ? tr("&French played by:") : tr("&Allies played by:"), box);
        setSeat(side, seats.level(side));
        // Who the player is, for the title and the summary's cover (the record keeps it).
        auto* name = new QLineEdit(this);
        name->setObjectName(QStringLiteral("name_%1").arg(qtext(toString(side))));
        name->setMaxLength(int(kMaxPlayerNameBytes / 2));  // a record holds 64 bytes: 32 characters always fit
        name->setPlaceholderText(tr("optional"));
        name_[std::size_t(side)] = name;
        form->addRow(side == Side::French ? tr("French player's &name:") : tr("Allied player's na&me:"), name);
    }
    weather_->setChecked(scenario.rules.option("weather"));
    weather_->setEnabled(hasWeatherRule);
    weather_->setToolTip(tr("After each combat a second die may turn a retreat into an elimination (5) or swap the "
                            "side affected (6)"));
    form->addRow(weather_);
    // The variant rules (CR, AL), adapted from La Bataille: marked as variants, not as SPI's rules.
    auto* readiness = new QCheckBox(tr("&Cavalry readiness (variant after La Bataille, not SPI's)"), this);
    readiness->setObjectName(QStringLiteral("variant_cavalryReadiness"));
    readiness->setToolTip(tr("Cavalry tires as it fights (a half, then a third of its strength), may fight at a "
                             "third to keep its readiness, and recovers by resting a whole Game-Turn (CR.1-CR.6)"));
    auto* limbering = new QCheckBox(tr("Artillery &limbering (variant after La Bataille, not SPI's)"), this);
    limbering->setObjectName(QStringLiteral("variant_artilleryLimbering"));
    limbering->setToolTip(tr("Guns roll a die to limber before they move, unlimber to bombard, and may only "
                             "prolong one clear hex while unlimbered (AL.1-AL.5)"));
    variants_ = {{std::string(kCavalryReadiness), readiness}, {std::string(kArtilleryLimbering), limbering}};
    for (const auto& [option, box] : variants_) {
        box->setChecked(scenario.rules.option(option));
        form->addRow(box);
    }
    seed_->setText(QString::number(QRandomGenerator::global()->generate64() % 1000000000ULL));
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), seed_));
    seed_->setToolTip(tr("The dice follow this number: the same seed and the same moves roll the same dice"));
    form->addRow(tr("Dice &seed:"), seed_);
    layout->addLayout(form);
    auto* hotseat = new QLabel(tr("The French move first (3.0). Two people may share this screen, play against the "
                                  "computer, or watch it play both sides (Game > Pause Computer stops it)."),
                               this);
    hotseat->setWordWrap(true);
    layout->addWidget(hotseat);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    // Mnemonics unique in the dialog (C is the cavalry's, L the limbering's, N the name's).
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&OK"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Canc&el"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

bool NewGameDialog::weather() const { return weather_->isChecked(); }

VariantRules NewGameDialog::variants() const {
    VariantRules v;
    for (const auto& [option, box] : variants_) setVariant(v, option, box->isChecked());
    return v;
}

std::uint64_t NewGameDialog::seed() const { return seed_->text().toULongLong(); }

std::map<std::string, std::string> NewGameDialog::names() const {
    std::map<std::string, std::string> out;
    for (Side side : kSides) {
        const QString name = name_[std::size_t(side)]->text().trimmed();
        if (!name.isEmpty()) out[std::string(toString(side))] = name.toStdString();
    }
    return out;
}

Seats NewGameDialog::seats() const {
    Seats out;
    for (Side side : kSides) {
        const int level = seat_[std::size_t(side)]->currentData().toInt();
        if (level >= 0) out.set(side, ai::Level(level));
    }
    return out;
}

void NewGameDialog::setSeat(Side side, std::optional<ai::Level> level) {
    QComboBox* box = seat_[std::size_t(side)];
    box->setCurrentIndex(std::max(0, box->findData(level ? int(*level) : -1)));
}

}  // namespace eylau::game
