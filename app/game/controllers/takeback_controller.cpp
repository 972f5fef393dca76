// Taking back moves by consent in a network game (controllers/takeback_controller.h).
#include "controllers/takeback_controller.h"

#include "controllers/play_host.h"
#include "keys/action_registry.h"
#include "shared/game_document.h"
#include "text/game_text.h"

#include "network_game.h"

#include "eylau/record/game_session.h"
#include "eylau/remote/remote_game.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QStringList>
#include <QWidget>

namespace eylau::game {

TakebackController::TakebackController(QWidget& window, PlayHost& host, GameDocument& document, Hooks hooks,
                                       ActionRegistry& actions, MenuPlace place)
    : QObject(&window), window_(window), host_(host), document_(document), hooks_(std::move(hooks)) {
    ask_ = new QAction(tr("Ask to Take &Back Moves Since the Last Roll"), this);
    ask_->setStatusTip(tr("Ask your opponent to take back all your moves since the last die roll; he accepts or "
                          "declines"));
    connect(ask_, &QAction::triggered, this, [this] { ask(0); });
    actions.add(QStringLiteral("askTakeback"), ask_, place);
    actions.enableWhen(ask_, [this] { return available() > 0; });
}

std::size_t TakebackController::available() const {
    const net::NetworkGame* network = hooks_.network();
    return network ? network->remote().takebackAvailable() : 0;
}

void TakebackController::say(const QString& text, bool problem) {
    hooks_.addEvent(text, problem);
    host_.showMessage(text, problem);
}

QString TakebackController::moveList(const std::vector<RecordLine>& lines) {
    QStringList moves;
    for (const RecordLine& line : lines) moves << commandText(line.command);
    return moves.join(tr(", "));
}

void TakebackController::ask(std::size_t count) {
    net::NetworkGame* network = hooks_.network();
    if (!network) return;
    const std::size_t n = count == 0 ? network->remote().takebackAvailable() : count;
    if (const Verdict why = network->askTakeback(n == 0 ? 1 : n))
        host_.showMessage(tr("Cannot ask to take back: %1").arg(describe(*why)), true);
}

void TakebackController::onNotice(const RemoteNotice& notice) {
    const int n = int(notice.lines.size());
    switch (notice.kind) {
    case RemoteNotice::Kind::TakebackAsked:
        if (notice.ours)
            say(tr("You asked %1 to take back %n move(s) (%2); waiting for the answer.", nullptr, n)
                    .arg(hooks_.opponentName(), moveList(notice.lines)),
                false);
        else
            showQuestion(notice);
        break;
    case RemoteNotice::Kind::TakenBack:
        closeQuestion();
        takeBack(notice);
        say(notice.ours ? tr("%1 agreed: %n move(s) of yours taken back.", nullptr, n).arg(hooks_.opponentName())
                        : tr("You agreed: %n move(s) of %1 taken back.", nullptr, n).arg(hooks_.opponentName()),
            false);
        break;
    case RemoteNotice::Kind::TakebackDeclined:
        closeQuestion();
        say(notice.ours ? tr("%1 declined: your %n move(s) stand.", nullptr, n).arg(hooks_.opponentName())
                        : tr("You declined: the %n move(s) of %1 stand.", nullptr, n).arg(hooks_.opponentName()),
            false);
        break;
    case RemoteNotice::Kind::TakebackLapsed:
        closeQuestion();
        say(tr("The connection was lost before the question to take back %n move(s) was answered: nothing was taken "
               "back. Ask again once the programs agree.",
               nullptr, n),
            true);
        break;
    default: return;
    }
    host_.actorsChanged();
}

// The opponent's question, in a box that leaves the window free: the map, the panels and the
// chat can be looked at before answering.
void TakebackController::showQuestion(const RemoteNotice& notice) {
    closeQuestion();
    const int n = int(notice.lines.size());
    const QString opponent = hooks_.opponentName();
    auto* box = new QMessageBox(QMessageBox::Question, tr("Take Back Moves?"),
                                tr("%1 asks to take back %n move(s) since the last die roll: %2.", nullptr, n)
                                    .arg(opponent, moveList(notice.lines)),
                                QMessageBox::NoButton, &window_);
    box->setObjectName(QStringLiteral("takebackQuestion"));
    box->setInformativeText(tr("Accept, and both programs take the moves back; decline, and they stand. Rolls of the "
                               "die are never taken back."));
    QPushButton* accept = box->addButton(tr("&Accept"), QMessageBox::AcceptRole);
    QPushButton* decline = box->addButton(tr("&Decline"), QMessageBox::RejectRole);
    accept->setObjectName(QStringLiteral("acceptTakeback"));
    decline->setObjectName(QStringLiteral("declineTakeback"));
    box->setDefaultButton(decline);
    box->setEscapeButton(decline);
    box->setWindowModality(Qt::NonModal);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, accept](QAbstractButton* button) {
        net::NetworkGame* network = hooks_.network();
        if (!network) return;
        if (const Verdict why = network->answerTakeback(button == accept))
            host_.showMessage(tr("Cannot answer: %1").arg(describe(*why)), true);
    });
    question_ = box;
    box->show();
    say(tr("%1 asks to take back %n move(s): accept or decline in the box shown.", nullptr, n).arg(opponent), false);
}

QMessageBox* TakebackController::question() const { return question_; }

void TakebackController::closeQuestion() {
    if (question_) question_->close();
    question_ = nullptr;
}

// The window's game takes back the same moves, through the engine's undo as the network game
// did; should it not follow, it is made again from the network game's record.
void TakebackController::takeBack(const RemoteNotice& notice) {
    const std::size_t before = notice.index + notice.lines.size();
    bool inStep = document_.session().record().lines.size() == before;
    for (std::size_t i = 0; inStep && i < notice.lines.size(); ++i) inStep = !document_.undo();
    inStep = inStep && document_.session().record().lines.size() == notice.index;
    const net::NetworkGame* network = hooks_.network();
    if (!inStep && network && network->remote().hasGame()) {
        hooks_.mirror(network->remote().session().recordText());
        hooks_.addEvent(tr("The game shown was made again from the network game's record."), true);
    }
}

QString TakebackController::waitText() const {
    const net::NetworkGame* network = hooks_.network();
    if (!network || !network->remote().isTakebackOpen()) return {};
    return network->remote().takebackAskedHere()
               ? tr("Waiting for your opponent's answer: you asked him to take back moves.")
               : tr("%1 asks to take back moves: accept or decline.").arg(hooks_.opponentName());
}

}  // namespace eylau::game
