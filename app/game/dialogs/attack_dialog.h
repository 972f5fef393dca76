#pragma once
// The attack dialog (5.0-6.6): draw up an attack (attackers, bombarding artillery, defenders,
// picked from the lists or by clicking the map), see the engine's itemised odds and the chance
// of each result, choose the options the rules allow (lower the odds 6.2, column shift 20.2,
// Fresh Strength 21.1), and resolve. Then it shows the die, the weather die and the result, and
// what is left to decide: retreats (on the map), Ee losses (a checklist) and the advance. It
// stays open beside the map (modeless); the combat controller applies its commands.
#ifndef Q_MOC_RUN
#include "dialogs/attack_in_hand.h"

#include "eylau/game/event.h"
#include "eylau/rules/combat_odds.h"
#endif

#include <QDialog>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QBoxLayout;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QStackedWidget;

namespace eylau::game {

class AdvanceWidget;
class GameDocument;
class LossesWidget;

class AttackDialog : public QDialog {
    Q_OBJECT
public:
    AttackDialog(const GameDocument& document, QWidget* parent = nullptr);

    // The declaration page with this draft.
    void startDraft(const AttackInHand& draft);
    const AttackInHand& draft() const { return draft_; }
    // Picks or drops a unit (a click on the map).
    void toggleUnit(UnitIndex unit);
    bool isDrawingUp() const;
    // Shows the engine's refusal of the declaration.
    void showRefusal(const QString& text);

    // The outcome page: the events of the resolution so far, and what is left to decide.
    void showOutcome(const std::vector<Event>& events);
    void addEvents(const std::vector<Event>& events);
    // Brings the lists, odds and the "what next" part up to date with the game.
    void refresh();

    QPushButton* resolveButton() const { return resolve_; }
    QListWidget* attackerList() const { return attackerList_; }
    QListWidget* defenderList() const { return defenderList_; }
    QComboBox* lowerOdds() const { return lowerOdds_; }
    QCheckBox* shiftBox() const { return shift_; }
    QListWidget* freshList() const { return freshList_; }
    QListWidget* spareList() const { return spareList_; }
    QLabel* oddsLabel() const { return odds_; }
    QLabel* chancesLabel() const { return chances_; }
    // The ratio and the column, in words, in view under the itemised odds.
    QLabel* summaryLabel() const { return summary_; }
    QLabel* resultLabel() const { return result_; }
    QLabel* nextLabel() const { return next_; }
    LossesWidget* losses() const { return losses_; }
    AdvanceWidget* advance() const { return advance_; }

protected:
    void hideEvent(QHideEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

signals:
    // Resolve: the attack as drawn up, as a command, and its odds in words for the record.
    void declareRequested(const eylau::AttackCommand& command, const QString& odds);
    void draftChanged();
    void loseRequested();
    void advanceRequested(eylau::UnitIndex unit, int col, int row);
    void noAdvanceRequested();
    // The odds of the attack drawn up, each time they change; nullptr when there is none (units
    // missing on a side, or the window closed).
    void oddsShown(const eylau::OddsAccount* odds);

private:
    QWidget* buildDeclarePage();
    QWidget* buildOutcomePage();
    void showPage(int index);
    // The outcome page's height at `windowWidth` (0: the window's width now).
    void fitOutcome(int windowWidth = 0);
    // Moves the window back within the screen's free area when it reaches past it (issue 20).
    void keepOnScreen();
    void fillLists();
    void markFresh(const AttackDraftOptions& options);
    void updateOdds();
    void listItemChanged(QListWidgetItem* item);
    void optionsChanged();

    const GameDocument& document_;
    AttackInHand draft_;
    std::vector<Event> outcome_;
    bool filling_ = false;

    QStackedWidget* pages_;
    QLabel* title_;
    QBoxLayout* lists_;  // the attackers' and defenders' lists, side by side or stacked
    QListWidget* attackerList_;
    QListWidget* defenderList_;
    QComboBox* lowerOdds_;
    QCheckBox* shift_;
    QListWidget* freshList_;
    QListWidget* spareList_ = nullptr;  // CR.4 (variant): cavalry sparing itself
    QLabel* spareLabel_ = nullptr;
    QLabel* odds_;
    QLabel* summary_;
    QLabel* chances_;
    QLabel* verdict_;
    QPushButton* resolve_;
    QString oddsInWords_;  // the odds shown, for the record of a Resolve

    QLabel* result_;
    QLabel* events_;
    QLabel* next_;
    LossesWidget* losses_;
    AdvanceWidget* advance_;
    QPushButton* close_;
};

}  // namespace eylau::game
