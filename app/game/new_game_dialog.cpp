#include "new_game_dialog.h"

#include "game_text.h"

#include "eylau/scenario.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace eylau::game {

NewGameDialog::NewGameDialog(const Scenario& scenario, bool hasWeatherRule, QWidget* parent)
    : QDialog(parent), weather_(new QCheckBox(tr("&Weather and combat (22.0, optional)"), this)),
      seed_(new QLineEdit(this)) {
    setWindowTitle(tr("New Game"));
    auto* layout = new QVBoxLayout(this);
    auto* title = new QLabel(QStringLiteral("<b>%1</b>").arg(qtext(scenario.title.empty() ? scenario.name : scenario.title).toHtmlEscaped()), this);
    layout->addWidget(title);
    auto* form = new QFormLayout;
    weather_->setChecked(scenario.rules.option("weather"));
    weather_->setEnabled(hasWeatherRule);
    weather_->setToolTip(tr("After each combat a second die may turn a retreat into an elimination (5) or swap the "
                            "side affected (6)"));
    form->addRow(weather_);
    seed_->setText(QString::number(QRandomGenerator::global()->generate64() % 1000000000ULL));
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), seed_));
    seed_->setToolTip(tr("The dice follow this number: the same seed and the same moves roll the same dice"));
    form->addRow(tr("Dice &seed:"), seed_);
    layout->addLayout(form);
    auto* hotseat = new QLabel(tr("Two players share this screen: the French move first (3.0)."), this);
    hotseat->setWordWrap(true);
    layout->addWidget(hotseat);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

bool NewGameDialog::weather() const { return weather_->isChecked(); }

std::uint64_t NewGameDialog::seed() const { return seed_->text().toULongLong(); }

}  // namespace eylau::game
