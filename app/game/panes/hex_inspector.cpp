#include "panes/hex_inspector.h"

#include "text/case_links.h"
#include "text/game_text.h"
#include "text/hex_report.h"
#include "panes/scrolled_label.h"
#include "panes/unit_info.h"

#include "eylau/game/game.h"
#include "eylau/game/unit_outlook.h"
#include "eylau/rules/movement.h"
#include "eylau/scenario/scenario.h"

#include <QLabel>
#include <QStringList>

namespace eylau::game {
namespace {

// What the unit may still do now, as the engine answers (unit_outlook.h). Its details
// (unitDetails) already say why it cannot move and whether it has attacked or been attacked.
QStringList outlookLines(const Game& game, UnitIndex unit) {
    const UnitOutlook o = unitOutlook(game, unit);
    QStringList lines;
    if (o.mayMove)
        lines << HexInspector::tr("May still move: %1 left (4.1)").arg(mpText(o.halfMPLeft));
    if (o.mustAttack) lines << HexInspector::tr("<b>Must attack</b> in this Combat Phase (5.1)");
    if (o.mustBeAttacked) lines << HexInspector::tr("<b>Must be attacked</b> in this Combat Phase (5.1)");
    if (o.mayJoinAttack && !o.mustAttack && !o.mustBeAttacked)
        lines << (o.phasing ? HexInspector::tr("May attack in this Combat Phase (5.2)")
                            : HexInspector::tr("May be attacked in this Combat Phase (5.2)"));
    if (o.cannotJoinAttack && game.phase() == Phase::Combat)
        lines << HexInspector::tr("<i>No further attack: %1</i>").arg(describe(*o.cannotJoinAttack).toHtmlEscaped());
    return lines;
}

}  // namespace

QString hexInspectorHtml(const Game& game, Hex hex) {
    const Scenario& scenario = game.scenario();
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(describeHex(scenario, game.state(), hex).toHtmlEscaped());
    const Situation here = game.situation();
    int units = 0;
    for (UnitIndex u : here.unitsAt(hex)) {
        ++units;
        html += QStringLiteral("<p>") + unitDetails(game, u);
        for (const QString& line : outlookLines(game, u)) html += QStringLiteral("<br>") + line;
        html += QStringLiteral("</p>");
    }
    if (units == 0) html += QStringLiteral("<p><i>%1</i></p>").arg(HexInspector::tr("No unit is in this hex."));
    return html;
}

HexInspector::HexInspector(QWidget* parent) : QWidget(parent), label_(addScrolledLabel(this)) {
    setObjectName(QStringLiteral("hexInspector"));
    label_->setText(tr("<i>Click a hex, or move the keyboard cursor onto it, to see every unit there and what each "
                       "may still do.</i>"));
    followCaseLinks(label_);
}

void HexInspector::inspect(const Game& game, std::optional<Hex> hex) {
    hex_ = hex;
    showGame(game);
}

void HexInspector::showGame(const Game& game) {
    if (!hex_ || !game.scenario().map.onMap(*hex_)) return;
    label_->setText(htmlWithCaseLinks(this, hexInspectorHtml(game, *hex_)));
}

QString HexInspector::text() const { return label_->text(); }

}  // namespace eylau::game
