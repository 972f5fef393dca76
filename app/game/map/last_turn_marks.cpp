#include "map/last_turn_marks.h"

#include "text/game_text.h"
#include "map/map_overlay.h"

#include "eylau/record/game_session.h"

#include <QGraphicsItem>
#include <QTimer>

#include <algorithm>

namespace eylau::game {

using Group = MapOverlay::Group;
using mapview::OverlayTone;

LastTurnMarks::LastTurnMarks(MapOverlay& overlay, QObject* parent)
    : QObject(parent), overlay_(overlay), timer_(new QTimer(this)) {
    connect(timer_, &QTimer::timeout, this, [this] {
        if (!replaying_ || next_ >= end_) {
            timer_->stop();
            replaying_ = nullptr;
            return;
        }
        markStep(replaying_->steps()[next_++]);
    });
}

bool LastTurnMarks::isReplaying() const { return timer_->isActive(); }

std::pair<std::size_t, std::size_t> LastTurnMarks::lastTurnOf(const GameSession& session) {
    const auto& steps = session.steps();
    if (steps.empty() || steps.back().phasing == session.game().phasing()) return {steps.size(), steps.size()};
    std::size_t first = steps.size() - 1;
    while (first > 0 && steps[first - 1].phasing == steps.back().phasing && steps[first - 1].turn == steps.back().turn)
        --first;
    return {first, steps.size()};
}

void LastTurnMarks::show(const GameSession& session) {
    timer_->stop();
    replaying_ = nullptr;
    overlay_.clear(Group::LastTurn);
    std::tie(first_, end_) = lastTurnOf(session);
    if (!visible_) return;
    for (std::size_t s = first_; s < end_; ++s) markStep(session.steps()[s]);
}

void LastTurnMarks::clear() {
    timer_->stop();
    replaying_ = nullptr;
    overlay_.clear(Group::LastTurn);
}

void LastTurnMarks::replay(const GameSession& session, int intervalMs) {
    show(session);
    if (first_ == end_) return;
    overlay_.clear(Group::LastTurn);
    replaying_ = &session;
    next_ = first_;
    timer_->start(intervalMs);
}

void LastTurnMarks::showSteps(const std::vector<SessionStep>& steps, std::size_t first, std::size_t end) {
    clear();
    for (std::size_t s = first; s < std::min(end, steps.size()); ++s) markStep(steps[s]);
}

void LastTurnMarks::markStep(const SessionStep& step) {
    for (const Event& e : step.events) {
        const QString tip = describe(e);
        switch (e.kind) {
        case EventKind::Moved:
        case EventKind::Entered:
        case EventKind::Retreated:
        case EventKind::Displaced:
        case EventKind::Advanced:
            if (e.hexes.size() < 2) break;
            overlay_.addPath(Group::LastTurn, e.hexes, OverlayTone::LastTurn);
            // Half seen through: a whole turn's arrows must not hide the counters under them.
            overlay_.items(Group::LastTurn).back()->setOpacity(0.5);
            overlay_.items(Group::LastTurn).back()->setToolTip(tip);
            break;
        case EventKind::CombatResolved:
            for (Hex h : e.hexes) {
                overlay_.addOutline(Group::LastTurn, h, OverlayTone::LastTurn);
                if (e.result)
                    overlay_.addBadge(Group::LastTurn, h, OverlayTone::LastTurn,
                                      QString::fromStdString(std::string(toString(*e.result))), tip, true);
            }
            break;
        case EventKind::Eliminated:
            if (!e.hexes.empty())
                overlay_.addBadge(Group::LastTurn, e.hexes.front(), OverlayTone::LastTurn, QStringLiteral("\u2715"), tip);
            break;
        default: break;
        }
    }
}

}  // namespace eylau::game
