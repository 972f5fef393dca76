#pragma once
// Help > User Guide (F1): the user documentation (docs/*.md, shipped as resources) in a window of
// its own, beside the game. F1 opens the section about what is on screen: the phase being played,
// or the attack window's section when pressed there. Case numbers in the guide open the Rules
// Reference; links between guides stay in the window.
#include <QDialog>
#include <QString>

class QListWidget;
class QTextBrowser;
class QUrl;

namespace eylau::game {

class HelpWindow : public QDialog {
    Q_OBJECT
public:
    explicit HelpWindow(QWidget* parent = nullptr);

    // Shows a guide ("playing.md"), at the heading that begins with `section` when given. False
    // when the guide is not shipped.
    bool showGuide(const QString& page, const QString& section = {});
    QString currentPage() const { return page_; }
    // The heading the view was moved to, or empty.
    QString currentSection() const { return section_; }
    QTextBrowser* browser() const { return browser_; }

private:
    void followLink(const QUrl& url);
    void scrollToSection();  // the heading of section_ at the top of the view

    QListWidget* guides_;
    QTextBrowser* browser_;
    QString page_;
    QString section_;
};

// The help window of the window `from` belongs to (made on first use), showing `page` at
// `section`; for F1 anywhere in the program.
HelpWindow* showHelp(QWidget* from, const QString& page, const QString& section = {});

}  // namespace eylau::game
