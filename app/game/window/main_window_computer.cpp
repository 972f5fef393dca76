// MainWindow: the computer opponent (docs/playing.md, docs/computer-opponent.md): who plays each
// side (Game > French/Allies Played By), Pause Computer, the pace of its moves, the marks that show
// each of its commands on the map, and the guard that keeps a person's clicks off the computer's
// turn.
#include "window/main_window.h"
#include "controllers/network_controller.h"

#include "keys/action_registry.h"

#include "window/app_settings.h"
#include "controllers/combat_controller.h"
#include "controllers/computer_status.h"
#include "controllers/computer_turns.h"
#include "window/game_document.h"
#include "text/game_text.h"
#include "map/map_overlay.h"
#include "controllers/movement_controller.h"
#include "network_game.h"
#include "panes/turn_bar.h"

#include "map_scene.h"
#include "map_view.h"

#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QStatusBar>
#include <QTimer>

#include <array>

namespace eylau::game {

using Group = MapOverlay::Group;
using mapview::OverlayTone;

namespace {

struct Pace {
    const char* name;
    int milliseconds;
};
constexpr std::array<Pace, 4> kPaces{{{"&Watch Each Move", 800}, {"&Normal", 300}, {"&Fast", 80}, {"&Instant", 0}}};

}  // namespace

void MainWindow::createComputer(MenuPlace place) {
    computer_ = new ComputerTurns(*document_, this);
    computer_->setPace(std::chrono::milliseconds(appSettings()->value(QStringLiteral("computer/pace"), 300).toInt()));

    pauseComputer_ = new QAction(tr("&Pause Computer"), this);
    pauseComputer_->setCheckable(true);
    pauseComputer_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    pauseComputer_->setStatusTip(tr("Stop the computer at once; while it is paused you may play its side by hand"));
    connect(pauseComputer_, &QAction::toggled, this, [this](bool paused) {
        computer_->setPaused(paused);
        showMessage(paused ? tr("The computer is paused: you may play its side by hand, or resume it.")
                           : tr("The computer plays on."),
                    false);
    });

    for (Side side : kSides) {
        const QString seat = QString::fromStdString(std::string(toString(side))) + QStringLiteral("PlayedBy");
        QMenu* menu = actions_->addMenu(
            seat, new QMenu(side == Side::French ? tr("&French Played By") : tr("A&llies Played By"), this), place);
        auto* group = new QActionGroup(this);
        QAction* person = actions_->addUnplaced(seat + QStringLiteral(".person"), menu->addAction(tr("A &Person")));
        person->setCheckable(true);
        person->setData(-1);
        group->addAction(person);
        for (ai::Level level : kComputerLevels) {
            QAction* a = actions_->addUnplaced(seat + QLatin1Char('.') + QString::number(int(level)),
                                               menu->addAction(tr("The Computer \u2014 %1").arg(levelName(level))));
            a->setCheckable(true);
            a->setData(int(level));
            group->addAction(a);
        }
        connect(group, &QActionGroup::triggered, this, [this, side](QAction* a) {
            Seats seats = computer_->seats();
            const int level = a->data().toInt();
            seats.set(side, level >= 0 ? std::optional<ai::Level>(ai::Level(level)) : std::nullopt);
            setSeats(seats);
            showMessage(seats.describe() + QLatin1Char('.'), false);
        });
        seatGroups_[std::size_t(side)] = group;
    }
    actions_->add(QStringLiteral("pauseComputer"), pauseComputer_, place);
    QMenu* paceMenu = actions_->addMenu(QStringLiteral("paceMenu"), new QMenu(tr("Computer &Pace"), this), place);
    auto* paces = new QActionGroup(this);
    for (const Pace& pace : kPaces) {
        QAction* a = actions_->addUnplaced(QStringLiteral("pace.%1").arg(pace.milliseconds), paceMenu->addAction(tr(pace.name)));
        a->setCheckable(true);
        a->setChecked(pace.milliseconds == int(computer_->pace().count()));
        a->setData(pace.milliseconds);
        paces->addAction(a);
    }
    connect(paces, &QActionGroup::triggered, this, [this](QAction* a) {
        computer_->setPace(std::chrono::milliseconds(a->data().toInt()));
        appSettings()->setValue(QStringLiteral("computer/pace"), a->data().toInt());
    });

    computerStatus_ = new ComputerStatus(*computer_, pauseComputer_, this);
    statusBar()->addPermanentWidget(computerStatus_);

    connect(computer_, &ComputerTurns::played, this, [this](Side side, const Command& command, const std::vector<Event>& events) {
        showComputerResult(side, command, events);
    });
    connect(computer_, &ComputerTurns::problem, this, [this](const QString& text) {
        const QSignalBlocker block(pauseComputer_);
        pauseComputer_->setChecked(true);
        showMessage(text, true);
        turnBar_->showMessage(text, true);
    });
    connect(computer_, &ComputerTurns::stateChanged, this, [this] {
        const QSignalBlocker block(pauseComputer_);
        pauseComputer_->setChecked(computer_->isPaused());
        pauseComputer_->setEnabled(computer_->seats().anyComputer());
        updateActions();
        phaseGuidance();
    });
    combat_->setPersonActs([this] { return computer_->personMayAct(); });
    pauseComputer_->setEnabled(false);
    showSeats();
}

void MainWindow::setSeats(const Seats& seats) {
    document_->setPlayers(seats.toRecord());
    computer_->setSeats(seats);
    showSeats();
    refresh();
}

void MainWindow::setSeatChoice(Side side, bool enabled) {
    for (QAction* a : seatGroups_[std::size_t(side)]->actions()) a->setEnabled(enabled);
}

const Seats& MainWindow::seats() const { return computer_->seats(); }

ComputerTurns& MainWindow::computer() const { return *computer_; }

ComputerStatus& MainWindow::computerStatus() const { return *computerStatus_; }

void MainWindow::showSeats() {
    for (Side side : kSides) {
        const auto level = computer_->seats().level(side);
        for (QAction* a : seatGroups_[std::size_t(side)]->actions())
            if (a->data().toInt() == (level ? int(*level) : -1)) a->setChecked(true);
    }
}

void MainWindow::seatsFromRecord() {
    QStringList problems;
    const Seats seats = Seats::fromRecord(document_->session().record().players, &problems);
    computer_->reset();
    computer_->setSeats(seats);
    {
        const QSignalBlocker block(pauseComputer_);
        pauseComputer_->setChecked(false);
    }
    computer_->setPaused(false);
    showSeats();
    refresh();
    if (!problems.isEmpty()) showMessage(problems.join(QLatin1Char(' ')), true);
}

bool MainWindow::personMayAct(bool explain) {
    if (review_) {
        if (explain)
            showMessage(tr("Reviewing the game: close the review (Close Review, in the review bar) to play."), true);
        return false;
    }
    if (network_->opponentActs()) {
        if (explain) showMessage(network_->waitText(), true);
        return false;
    }
    if (computer_->personMayAct()) return true;
    if (explain) {
        const auto side = computer_->sideToAct();
        showMessage(tr("The computer plays %1 now; wait for it, or pause it (Game > Pause Computer) to play by "
                       "hand.")
                        .arg(side ? sideArmy(*side) : QString()),
                    true);
    }
    return false;
}

// A command of the computer's, just played: the path of a move (the engine's own event gives it),
// the hexes of an attack, and a line in the status bar.
void MainWindow::showComputerResult(Side side, const Command& command, const std::vector<Event>& events) {
    const auto level = computer_->seats().level(side);
    // The person whose units were attacked sees the odds and the result in the attack window.
    const bool personSees = !computer_->seats().isComputer(enemyOf(side)) &&
                            !(network_->game() && network_->game()->mySide() == side);
    showPlayed(tr("Computer (%1), %2").arg(level ? levelName(*level) : QString(), sideName(side)), command, events,
               personSees);
}

void MainWindow::showPlayed(const QString& who, const Command& command, const std::vector<Event>& events,
                            bool personSees) {
    overlay_->clear(Group::Computer);
    const Game& g = game();
    QString text = tr("%1: %2").arg(who, qtext(formatCommand(command)));
    std::optional<Hex> movedTo;
    for (const Event& e : events) {
        if ((e.kind != EventKind::Moved && e.kind != EventKind::Entered) || e.hexes.empty()) continue;
        if (e.hexes.size() >= 2) overlay_->addPath(Group::Computer, e.hexes, OverlayTone::Selected);
        overlay_->addOutline(Group::Computer, e.hexes.back(), OverlayTone::Selected);
        movedTo = e.hexes.back();
    }
    if (const auto* a = std::get_if<AttackCommand>(&command)) {
        for (const auto& ids : {a->attackers, a->bombarding})
            for (const std::string& id : ids)
                if (const auto u = g.unitIndex(id); u && g.state().unit(*u).status == UnitStatus::OnMap)
                    overlay_->addOutline(Group::Computer, g.state().unit(*u).hex, OverlayTone::Selected);
        std::optional<Hex> target;
        for (const std::string& id : a->defenders)
            if (const auto u = g.unitIndex(id); u && g.state().unit(*u).status == UnitStatus::OnMap) {
                overlay_->addOutline(Group::Computer, g.state().unit(*u).hex, OverlayTone::Target);
                target = g.state().unit(*u).hex;
            }
        // The attack window, placed beside the map away from the attack, shows the odds and the
        // result.
        if (personSees && !events.empty()) combat_->showOutcome(events, target);
    } else if (!movedTo) {
        combat_->addOutcome(events);  // an answer in a person's attack: the die, its retreats
    }
    if (!events.empty()) text += QStringLiteral(" \u2014 ") + describe(events.front());
    showMessage(text, false);
    if (movedTo && !view_->isFitted()) view_->ensureVisible(scene_->layout().polygon(*movedTo).boundingRect());
}

}  // namespace eylau::game
