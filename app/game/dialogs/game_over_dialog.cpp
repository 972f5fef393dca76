#include "dialogs/game_over_dialog.h"

#include "shared/screen_fit.h"

#include "text/game_text.h"
#include "panes/luck_view.h"
#include "panes/victory_panel.h"

#include "eylau/game/game.h"
#include "eylau/scenario/scenario.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QScrollArea>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace eylau::game {

GameOverDialog::GameOverDialog(const Game& game, const LuckReport& luck, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("The battle is over"));
    auto* layout = new QVBoxLayout(this);
    auto* headline = new QLabel(this);
    headline->setTextFormat(Qt::RichText);
    headline->setAlignment(Qt::AlignCenter);
    QFont big = headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    headline->setFont(big);
    headline->setText(victoryHeadline(game).toHtmlEscaped());
    layout->addWidget(headline);
    auto* sub = new QLabel(tr("%1 ended after %2 (23.0).")
                               .arg(qtext(game.scenario().title.empty() ? game.scenario().name : game.scenario().title),
                                    turnName(game.scenario(), game.turn())),
                           this);
    sub->setAlignment(Qt::AlignCenter);
    sub->setWordWrap(true);
    layout->addWidget(sub);
    // The account of the victory and of the dice scrolls on a short screen (issue 40: at scale 2
    // on 1920x1080 it was cut), the headline and the buttons staying in view.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* account = new QWidget(scroll);
    auto* accountLayout = new QVBoxLayout(account);
    accountLayout->setContentsMargins(0, 0, 0, 0);
    // The account without the verdict: the headline above says it (the table gives the superiority).
    auto* body = new QLabel(victoryAccountHtml(game), account);
    body->setTextFormat(Qt::RichText);
    body->setWordWrap(true);
    accountLayout->addWidget(body);
    auto* dice = new QLabel(luckSummaryHtml(luck), account);
    dice->setTextFormat(Qt::RichText);
    dice->setWordWrap(true);
    accountLayout->addWidget(dice);
    scroll->setWidget(account);
    layout->addWidget(scroll, 1);
    auto* buttons = new QDialogButtonBox(this);
    newGame_ = buttons->addButton(tr("&New Game\u2026"), QDialogButtonBox::ActionRole);
    save_ = buttons->addButton(tr("&Save the Record\u2026"), QDialogButtonBox::ActionRole);
    analyse_ = buttons->addButton(tr("&Analyse the Game"), QDialogButtonBox::ActionRole);
    analyse_->setToolTip(tr("The computer's judgement of every Player-Turn, in review: what each cost against its "
                            "own plan, the mistakes and the turning points"));
    QPushButton* look = buttons->addButton(tr("Look at the &Map"), QDialogButtonBox::AcceptRole);
    look->setDefault(true);
    layout->addWidget(buttons);
    connect(newGame_, &QPushButton::clicked, this, [this] {
        accept();
        emit newGameRequested();
    });
    connect(save_, &QPushButton::clicked, this, &GameOverDialog::saveRequested);
    connect(analyse_, &QPushButton::clicked, this, [this] {
        accept();
        emit analyseRequested();
    });
    connect(look, &QPushButton::clicked, this, &QDialog::accept);
    // At least 480 px, and never narrower than its buttons: a minimum of the dialog's own takes the
    // place of its layout's (QLayout::SetDefaultConstraint), and with a larger font than the test
    // screen's (French at scale 2 on a real screen) the dialog came out narrower than its four
    // buttons and cut one's text.
    setMinimumWidth(std::max(480, layout->minimumSize().width()));
    // As tall as the account needs, within the screen.
    const int accountHeight = account->heightForWidth(440) > 0 ? account->heightForWidth(440) : account->sizeHint().height();
    resize(fittedToScreen(parent, QSize(520, sizeHint().height() - scroll->sizeHint().height() + accountHeight + 8)));
}

}  // namespace eylau::game
