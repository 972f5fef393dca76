#include "map/threat_marks.h"

#include "map/map_overlay.h"
#include "text/game_text.h"

#include "eylau/game/enemy_threats.h"
#include "eylau/game/game.h"

#include <QStringList>

namespace eylau::game {

using Group = MapOverlay::Group;
using mapview::OverlayTone;

void ThreatMarks::clear() { overlay_.clear(Group::Threat); }

void ThreatMarks::show(const Game& game, Side side) {
    clear();
    if (!visible_ || game.gameOver()) return;
    draw(game, enemyThreats(game, side));
}

void ThreatMarks::draw(const Game& game, const EnemyThreats& threats) {
    const Scenario& scenario = game.scenario();
    const QString reachTip = tr("The enemy can reach this hex in its next Movement Phase");
    for (Hex h : threats.reach) overlay_.addHighlight(Group::Threat, h, OverlayTone::ThreatReach, {}, reachTip);
    for (const UnitThreat& t : threats.threats) {
        QStringList attackers;
        for (UnitIndex u : t.attack.attackers) attackers << unitId(scenario, u);
        QStringList guns;
        for (UnitIndex u : t.attack.bombarding) guns << unitId(scenario, u);
        const QString column = QString::fromStdString(t.column);
        QString tip = tr("The enemy could attack %1 at %2 next turn with %3")
                          .arg(unitId(scenario, t.unit), column,
                               attackers.isEmpty() ? tr("no unit next to it") : attackers.join(QStringLiteral(", ")));
        if (!guns.isEmpty()) tip += QLatin1Char('\n') + tr("Bombardment by %1").arg(guns.join(QStringLiteral(", ")));
        tip += QLatin1Char('\n') + tr("Attack %1 against defence %2").arg(t.odds.attackTotal).arg(t.odds.defenceTotal);
        overlay_.addOddsBadge(Group::Threat, t.hex, OverlayTone::Threat, column, tip);
    }
}

}  // namespace eylau::game
