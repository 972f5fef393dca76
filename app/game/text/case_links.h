#pragma once
// Case numbers as links: any case of the Rules Reference named in a text the window shows ("[6.4]
// ...", "(4.5)") becomes a link that opens the Rules Reference pane at that case. Which numbers
// are cases is the reference's answer (caseMentions, eylau/reports/rules_reference.h).
#include <QString>

class QLabel;
class QWidget;

namespace eylau::game {

class RulesPane;

// The outermost widget `widget` belongs to: its main window, also from a dialog or dock over it.
QWidget* outermostOf(const QWidget* widget);

// The Rules Reference pane of the window `widget` is part of (itself, a dock, or a dialog over
// the window), made now if it was not yet (shared/lazy_pane.h), or nullptr.
RulesPane* rulesPaneOf(const QWidget* widget);

// The links' address: "case:6.4".
QString caseUrl(const QString& number);

// Rich text with each case of the reference that `plain` names made a link (and the rest escaped).
QString plainWithCaseLinks(const QWidget* widget, const QString& plain);
// The same for rich text: case numbers in its text (not inside its tags or links) become links.
QString htmlWithCaseLinks(const QWidget* widget, const QString& html);

// Lets the label's links open the Rules Reference pane of its window (rich text, links followed
// here rather than by a browser).
void followCaseLinks(QLabel* label);

}  // namespace eylau::game
