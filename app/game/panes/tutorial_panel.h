#pragma once
// The Tutorial dock (Help > Tutorial, or eylau --tutorial): what to do now in the first game on
// Grünau Mill, the steps done and to come, and the cases each step is about as links to the Rules
// Reference. The steps' progress is Tutorial's (tutorial.h); this panel shows it.
#ifndef Q_MOC_RUN  // moc cannot parse the engine's C++20 headers; lupdate reads it
#include "controllers/tutorial.h"  // TutorialStep (lupdate loses the class after an opaque enum declaration)
#endif

#include <QWidget>

#include <memory>

class QLabel;
class QListWidget;
class QPushButton;

namespace eylau::game {

class TutorialPanel : public QWidget {
    Q_OBJECT
public:
    explicit TutorialPanel(QWidget* parent = nullptr);
    ~TutorialPanel() override;

    Tutorial& tutorial() { return *tutorial_; }
    const Tutorial& tutorial() const { return *tutorial_; }
    // Shows the tutorial's progress again (after a change).
    void refresh();

    QLabel* instructions() const { return text_; }
    QListWidget* steps() const { return list_; }
    QPushButton* skipButton() const { return skip_; }

    // A step's title ("Stop in a Zone of Control (4.5)") and what to do, as rich text.
    struct StepText {
        QString title;
        QString howTo;
    };
    static StepText text(TutorialStep step);

private:
    std::unique_ptr<Tutorial> tutorial_;
    QLabel* heading_;
    QLabel* text_;
    QListWidget* list_;
    QPushButton* skip_;
};

}  // namespace eylau::game
