#include "controllers/seats_controller.h"

#include "controllers/computer_status.h"
#include "controllers/computer_turns.h"
#include "controllers/play_host.h"
#include "keys/action_registry.h"
#include "text/game_text.h"
#include "shared/app_settings.h"
#include "shared/game_document.h"

#include "eylau/record/game_session.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace eylau::game {

namespace {

struct Pace {
    const char* name;
    int milliseconds;
};
constexpr std::array<Pace, 4> kPaces{{{QT_TRANSLATE_NOOP("eylau::game::SeatsController", "&Watch Each Move"), 800},
                                      {QT_TRANSLATE_NOOP("eylau::game::SeatsController", "&Normal"), 300},
                                      {QT_TRANSLATE_NOOP("eylau::game::SeatsController", "&Fast"), 80},
                                      {QT_TRANSLATE_NOOP("eylau::game::SeatsController", "&Instant"), 0}}};

}  // namespace

SeatsController::SeatsController(QMainWindow& window, PlayHost& host, GameDocument& document, ActionRegistry& actions,
                                 MenuPlace place)
    : QObject(&window), host_(host), document_(document) {
    computer_ = new ComputerTurns(document_, this);
    computer_->setPace(std::chrono::milliseconds(appSettings()->value(QStringLiteral("computer/pace"), 300).toInt()));

    pause_ = new QAction(tr("&Pause Computer"), this);
    pause_->setCheckable(true);
    pause_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    connect(pause_, &QAction::toggled, this, [this](bool paused) {
        computer_->setPaused(paused);
        showPause();
        host_.showMessage(paused ? tr("The computer is paused: you may play its side by hand, or resume it.")
                                 : tr("The computer plays on."),
                          false);
    });

    for (Side side : kSides) {
        const QString seat = QString::fromStdString(std::string(toString(side))) + QStringLiteral("PlayedBy");
        QMenu* menu = actions.addMenu(
            seat, new QMenu(side == Side::French ? tr("&French Played By") : tr("A&llies Played By"), &window), place);
        auto* group = new QActionGroup(this);
        QAction* person = actions.addUnplaced(seat + QStringLiteral(".person"), menu->addAction(tr("A &Person")));
        person->setCheckable(true);
        person->setData(-1);
        group->addAction(person);
        for (ai::Level level : kComputerLevels) {
            QAction* a = actions.addUnplaced(seat + QLatin1Char('.') + QString::number(int(level)),
                                             menu->addAction(tr("The Computer \u2014 %1").arg(levelName(level))));
            a->setCheckable(true);
            a->setData(int(level));
            group->addAction(a);
        }
        connect(group, &QActionGroup::triggered, this, [this, side](QAction* a) {
            Seats seats = computer_->seats();
            const int level = a->data().toInt();
            seats.set(side, level >= 0 ? std::optional<ai::Level>(ai::Level(level)) : std::nullopt);
            host_.setSeats(seats);
            host_.showMessage(seats.describe() + QLatin1Char('.'), false);
        });
        seatGroups_[std::size_t(side)] = group;
    }
    actions.add(QStringLiteral("pauseComputer"), pause_, place);
    QMenu* paceMenu = actions.addMenu(QStringLiteral("paceMenu"), new QMenu(tr("Computer &Pace"), &window), place);
    auto* paces = new QActionGroup(this);
    for (const Pace& pace : kPaces) {
        QAction* a = actions.addUnplaced(QStringLiteral("pace.%1").arg(pace.milliseconds), paceMenu->addAction(tr(pace.name)));
        a->setCheckable(true);
        a->setChecked(pace.milliseconds == int(computer_->pace().count()));
        a->setData(pace.milliseconds);
        paces->addAction(a);
    }
    connect(paces, &QActionGroup::triggered, this, [this](QAction* a) {
        computer_->setPace(std::chrono::milliseconds(a->data().toInt()));
        appSettings()->setValue(QStringLiteral("computer/pace"), a->data().toInt());
    });

    status_ = new ComputerStatus(*computer_, pause_, &window);
    window.statusBar()->addPermanentWidget(status_);

    connect(computer_, &ComputerTurns::problem, this, [this](const QString& text) {
        const QSignalBlocker block(pause_);
        pause_->setChecked(true);
        showPause();
        emit problem(text);
    });
    connect(computer_, &ComputerTurns::stateChanged, this, [this] {
        const QSignalBlocker block(pause_);
        pause_->setChecked(computer_->isPaused());
        pause_->setEnabled(computer_->seats().anyComputer());
        showPause();
        host_.guidanceChanged();
    });
    pause_->setEnabled(false);
    showSeats();
}

// The computer's worker is waited for before the menus go.
SeatsController::~SeatsController() { delete computer_; }

const Seats& SeatsController::seats() const { return computer_->seats(); }

void SeatsController::setSeats(const Seats& seats) {
    document_.setPlayers(seats.toRecord());
    computer_->setSeats(seats);
    showSeats();
}

void SeatsController::setSeatChoice(Side side, bool enabled) {
    for (QAction* a : seatGroups_[std::size_t(side)]->actions()) a->setEnabled(enabled);
}

// The action says what it will do (issue 40: paused, it still said "Pause Computer"). Its button in
// the status bar, beside the computer's progress, says it in a word; the menu and the button's
// tooltip say it whole.
void SeatsController::showPause() {
    pause_->setText(pause_->isChecked() ? tr("Resume Com&puter") : tr("&Pause Computer"));
    pause_->setIconText(pause_->isChecked() ? tr("Resume", "the computer's button in the status bar")
                                            : tr("Pause", "the computer's button in the status bar"));
    pause_->setStatusTip(pause_->isChecked() ? tr("Let the computer play its side again")
                                             : tr("Stop the computer at once; while it is paused you may play its side by hand"));
}

void SeatsController::showSeats() {
    for (Side side : kSides) {
        const auto level = computer_->seats().level(side);
        for (QAction* a : seatGroups_[std::size_t(side)]->actions())
            if (a->data().toInt() == (level ? int(*level) : -1)) a->setChecked(true);
    }
}

void SeatsController::takeSeatsFromRecord() {
    QStringList problems;
    const Seats seats = Seats::fromRecord(document_.session().record().players, &problems);
    computer_->reset();
    computer_->setSeats(seats);
    {
        const QSignalBlocker block(pause_);
        pause_->setChecked(false);
    }
    showPause();
    computer_->setPaused(false);
    showSeats();
    host_.refresh();
    if (!problems.isEmpty()) host_.showMessage(problems.join(QLatin1Char(' ')), true);
}

QString SeatsController::playedBy(Side side) const {
    const auto level = computer_->seats().level(side);
    return tr("Computer (%1), %2").arg(level ? levelName(*level) : QString(), sideName(side));
}

QString SeatsController::whyPersonWaits() const {
    if (computer_->personMayAct()) return {};
    const auto side = computer_->sideToAct();
    return tr("The computer plays %1 now; wait for it, or pause it (Game > Pause Computer) to play by hand.")
        .arg(side ? sideArmy(*side) : QString());
}

QString SeatsController::computerPlaysText() const {
    if (computer_->personMayAct()) return {};
    const auto side = computer_->sideToAct();
    const auto level = side ? computer_->seats().level(*side) : std::nullopt;
    return tr("The computer (%1) plays %2: its moves are marked on the map and written in the log. Game > Pause "
              "Computer (Ctrl+.) stops it.")
        .arg(level ? levelName(*level) : QString(), side ? sideArmy(*side) : QString());
}

}  // namespace eylau::game
