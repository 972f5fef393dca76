#include "window/extra_menus.h"

#include "keys/action_registry.h"

#include "analysis_beside.h"

#include "export_map_dialog.h"
#include "state_map.h"
#include "summary_print_dialog.h"

#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"
#include "eylau/reports/turn_summary.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>

#include <tuple>

namespace eylau::game {
namespace {

// The summary of the game so far, or nullopt after telling the player why not.
std::optional<GameSummary> summaryOf(QWidget* parent, const GameSession& session) {
    SummaryResult result = summarizeRecord(session.sharedScenario(), session.record(), session.options().scriptedDice);
    if (!result.summary) {
        QMessageBox::warning(parent, QObject::tr("Turn Summary"),
                             QObject::tr("The turn summary could not be made: %1")
                                 .arg(QString::fromStdString(result.error)));
        return std::nullopt;
    }
    return std::move(result.summary);
}

// Starts another program of this installation (eylau, eylau-editor) with `arguments`.
void startSibling(QWidget* parent, const QString& program, const QStringList& arguments) {
    const QString path = QDir(QCoreApplication::applicationDirPath()).filePath(program);
    if (!QFileInfo(path).isExecutable() || !QProcess::startDetached(path, arguments))
        QMessageBox::warning(parent, QObject::tr("Eylau"),
                             QObject::tr("%1 was not found beside this program (%2).").arg(program, path));
}

}  // namespace

void addSummaryActions(ActionRegistry& actions, MenuPlace place, QWidget* parent,
                       std::function<const GameSession&()> session, std::function<QString()> filePath) {
    auto currentTurn = [session] { return std::optional<int>(session().game().turn()); };
    // The analysis beside the game's file, read when asked: it is checked against the game as it is now.
    auto analysis = [session, filePath] { return analysisview::analysisBeside(filePath(), session()).analysis; };
    QAction* print = actions.add(QStringLiteral("printSummary"), new QAction(QObject::tr("&Print Turn Summary..."), parent), place);
    print->setShortcut(QKeySequence::Print);
    print->setStatusTip(QObject::tr("Print the summary of a Game-Turn or of the whole game so far"));
    QObject::connect(print, &QAction::triggered, parent, [=] {
        const auto a = analysis();
        if (auto s = summaryOf(parent, session())) print::printSummaryWithDialog(parent, *s, currentTurn(), a ? &*a : nullptr);
    });
    QAction* preview = actions.add(QStringLiteral("printPreview"),
                                   new QAction(QObject::tr("Print Pre&view of Turn Summary..."), parent), place);
    QObject::connect(preview, &QAction::triggered, parent, [=] {
        const auto a = analysis();
        if (auto s = summaryOf(parent, session())) print::showPrintPreview(parent, *s, currentTurn(), a ? &*a : nullptr);
    });
    QAction* pdf = actions.add(QStringLiteral("exportSummaryPdf"),
                               new QAction(QObject::tr("E&xport Turn Summary as PDF..."), parent), place);
    QObject::connect(pdf, &QAction::triggered, parent, [=] {
        const auto a = analysis();
        if (auto s = summaryOf(parent, session()))
            print::exportSummaryPdfWithDialog(parent, *s, currentTurn(), a ? &*a : nullptr);
    });
}

void addExportMapAction(ActionRegistry& actions, MenuPlace place, QWidget* parent, std::function<const Game&()> game,
                        std::function<QString()> filePath) {
    QAction* exportMap =
        actions.add(QStringLiteral("exportMapImage"), new QAction(QObject::tr("Export &Map Image..."), parent), place);
    exportMap->setStatusTip(QObject::tr("Save the board with the counters as they stand: a PNG, an SVG, or a PDF to "
                                        "print at the board's scale on pages to tape together"));
    QObject::connect(exportMap, &QAction::triggered, parent, [=] {
        const Game& shown = game();
        // A map of its own, with nothing of play drawn over it (selection, reach, marks).
        print::StateMap board(shown.scenario());
        board.show(shown.state());
        mapexport::exportMapWithDialog(parent, board.scene(), QString::fromStdString(shown.scenario().title),
                                       mapexport::mapFileBeside(filePath(), QStringLiteral("eylau-map")));
    });
}

void addScenarioActions(ActionRegistry& actions, MenuPlace newGame, MenuPlace tools, QWidget* parent,
                        std::function<QString()> scenarioFile) {
    QMenu* scenarios =
        actions.addMenu(QStringLiteral("newGameOnScenario"), new QMenu(QObject::tr("New Game on &Scenario"), parent), newGame);
    const std::tuple<QString, QString, QString> embedded[] = {
        {QObject::tr("Eylau, 7-8 February 1807"), QStringLiteral(":/scenarios/eylau.json"), QStringLiteral("eylau")},
        {QObject::tr("Grünau Mill (a teaching battle)"), QStringLiteral(":/scenarios/teaching.json"),
         QStringLiteral("teaching")},
    };
    for (const auto& [title, path, name] : embedded) {
        const QString file = path;
        QAction* a = actions.addUnplaced(QStringLiteral("newGameOnScenario.") + name, scenarios->addAction(title));
        QObject::connect(a, &QAction::triggered, parent, [=] { startSibling(parent, QStringLiteral("eylau"), {file}); });
    }
    scenarios->addSeparator();
    QAction* other =
        actions.addUnplaced(QStringLiteral("newGameOnScenarioFile"), scenarios->addAction(QObject::tr("Other Scenario File...")));
    QObject::connect(other, &QAction::triggered, parent, [=] {
        const QString file = QFileDialog::getOpenFileName(parent, QObject::tr("New Game on Scenario"), QString(),
                                                          QObject::tr("Scenarios (*.json)"));
        if (!file.isEmpty()) startSibling(parent, QStringLiteral("eylau"), {file});
    });
    QAction* editor = actions.add(QStringLiteral("scenarioEditor"), new QAction(QObject::tr("Scenario &Editor"), parent), tools);
    editor->setStatusTip(QObject::tr("Correct this scenario's map and order of battle, or build a new battle"));
    QObject::connect(editor, &QAction::triggered, parent, [=] {
        const QString file = scenarioFile();
        startSibling(parent, QStringLiteral("eylau-editor"),
                     file.isEmpty() || file.startsWith(QLatin1String(":/")) ? QStringList{} : QStringList{file});
    });
}

void addTutorialAction(ActionRegistry& actions, MenuPlace place, QWidget* parent) {
    QAction* tutorial = actions.add(QStringLiteral("tutorial"), new QAction(QObject::tr("&Tutorial: a First Game"), parent), place);
    tutorial->setStatusTip(QObject::tr("Play the Grünau Mill teaching battle step by step, in a new window"));
    QObject::connect(tutorial, &QAction::triggered, parent,
                     [=] { startSibling(parent, QStringLiteral("eylau"), {QStringLiteral("--tutorial")}); });
}

}  // namespace eylau::game
