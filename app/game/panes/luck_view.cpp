#include "panes/luck_view.h"

#include "text/case_links.h"
#include "text/game_text.h"
#include "shared/screen_fit.h"

#include "eylau/reports/luck_report.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStringList>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>

namespace eylau::game {
namespace {

// "+0.8", with the language's decimal separator ("+0,8").
QString luck(double value) {
    // The language's decimal separator (the default locale follows the language chosen).
    return QString::fromStdString(formatLuck(value)).replace(QLatin1Char('.'), QLocale().decimalPoint());
}

QString unitList(const std::vector<std::string>& ids) {
    QStringList names;
    for (const std::string& id : ids) names << QString::fromStdString(id);
    return names.join(QStringLiteral(", "));
}

// "Leg.1, Leg.2 on Ost.3": the engine's AttackLuck::attack is English, worded here from its ids.
QString attackWords(const AttackLuck& a) {
    return LuckDialog::tr("%1 on %2", "attackers on defenders").arg(unitList(a.attackers), unitList(a.defenders));
}

// "Fr.1 on Ru.1 (French, Game-Turn 1): Dr at 1-1, +0.8", as AttackLuck::describe says it in English.
QString luckWords(const AttackLuck& a) {
    return LuckDialog::tr("%1 (%2, Game-Turn %3): %4 at %5, %6")
        .arg(attackWords(a), sideName(a.attacker), QString::number(a.turn),
             QString::fromStdString(std::string(toString(a.result))), QString::fromStdString(a.column), luck(a.luck()));
}

QTableWidgetItem* item(const QString& text, bool right = false) {
    auto* i = new QTableWidgetItem(text);
    if (right) i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return i;
}

QTableWidget* table(const QStringList& heads, QWidget* parent) {
    auto* t = new QTableWidget(0, int(heads.size()), parent);
    t->setHorizontalHeaderLabels(heads);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

}  // namespace

QString luckSummaryHtml(const LuckReport& report) {
    if (report.attacks.empty()) return LuckDialog::tr("<p><b>The dice:</b> no attack was made.</p>");
    const double french = report.total[std::size_t(Side::French)];
    QString text = std::abs(french) < 0.05
                       ? LuckDialog::tr("<p><b>The dice</b> favoured neither side")
                       : LuckDialog::tr("<p><b>The dice</b> favoured the %1 by %2 Victory Points")
                             .arg(french > 0 ? sideName(Side::French) : sideName(Side::Allied))
                             .arg(luck(std::abs(french)).remove(QLatin1Char('+')));
    text += LuckDialog::tr(" over %n attack(s): each roll's worth against what its column could expect.", nullptr,
                           int(report.attacks.size()));
    text += LuckDialog::tr("<br>Luckiest roll: %1.<br>Unluckiest: %2.</p>")
                .arg(luckWords(*report.luckiest()).toHtmlEscaped(), luckWords(*report.unluckiest()).toHtmlEscaped());
    return text;
}

LuckDialog::LuckDialog(const LuckReport& report, std::size_t lines, QWidget* parent)
    : QDialog(parent),
      attacks_(table({tr("Game-Turn"), tr("Attacker"), tr("Attack"), tr("Column"), tr("Rolled"), tr("Worth"),
                       tr("Expected"), tr("Luck")},
                      this)),
      turns_(table({tr("Game-Turn"), tr("French"), tr("Allies")}, this)) {
    setWindowTitle(tr("Luck Report"));
    attacks_->setAccessibleName(tr("Attacks"));
    turns_->setAccessibleName(tr("Luck by Game-Turn"));
    std::map<int, std::array<double, 2>> byTurn;
    std::array<double, 2> total{};
    for (const AttackLuck& a : report.attacks) {
        if (a.line >= lines) break;
        const int r = attacks_->rowCount();
        attacks_->insertRow(r);
        attacks_->setItem(r, 0, item(QString::number(a.turn), true));
        attacks_->setItem(r, 1, item(sideName(a.attacker)));
        attacks_->setItem(r, 2, item(attackWords(a)));
        attacks_->setItem(r, 3, item(QString::fromStdString(a.column)));
        attacks_->setItem(r, 4, item(QString::fromStdString(std::string(toString(a.result)))));
        attacks_->setItem(r, 5, item(luck(a.rolled()), true));
        attacks_->setItem(r, 6, item(luck(a.expected()), true));
        attacks_->setItem(r, 7, item(luck(a.luck()), true));
        const std::size_t side = std::size_t(a.attacker);
        byTurn[a.turn][side] += a.luck();
        byTurn[a.turn][1 - side] -= a.luck();
        total[side] += a.luck();
        total[1 - side] -= a.luck();
    }
    for (const auto& [turn, sides] : byTurn) {
        const int r = turns_->rowCount();
        turns_->insertRow(r);
        turns_->setItem(r, 0, item(QString::number(turn), true));
        turns_->setItem(r, 1, item(luck(sides[0]), true));
        turns_->setItem(r, 2, item(luck(sides[1]), true));
    }
    const int r = turns_->rowCount();
    turns_->insertRow(r);
    turns_->setItem(r, 0, item(tr("Whole game")));
    turns_->setItem(r, 1, item(luck(total[0]), true));
    turns_->setItem(r, 2, item(luck(total[1]), true));
    for (int c = 0; c < 3; ++c) {
        QFont f = turns_->item(r, c)->font();
        f.setBold(true);
        turns_->item(r, c)->setFont(f);
    }

    auto* note = new QLabel(this);
    note->setWordWrap(true);
    followCaseLinks(note);
    note->setText(htmlWithCaseLinks(
        this, tr("Each attack's result is worth Victory Points to the attacker (23.1): De the defenders' printed "
                 "strength, Ae minus the attackers' (bombarding guns are never hurt, 6.8), Ee the defenders' less as "
                 "much of the attackers'; retreats nothing. <b>Expected</b> is the worth of each result times its "
                 "chance in the attack's column (with the weather die when 22.0 is in play); <b>Luck</b> is the worth "
                 "rolled less that. A side's luck adds its attacks' and takes away its opponent's.")));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("&Close"));  // every dialog button has a mnemonic
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(attacks_, 3);
    layout->addWidget(turns_, 1);
    layout->addWidget(buttons);
    resize(fittedToScreen(parent, QSize(760, 620)));
}

}  // namespace eylau::game
