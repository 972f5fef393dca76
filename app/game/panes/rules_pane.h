#pragma once
// The Rules Reference pane (View > Rules Reference, a dock): every case of the rulebook in our
// own words, with the readings the program takes, from data/rules/rules-reference.json
// (eylau/reports/rules_reference.h). A case number anywhere in the window is a link that opens
// the pane at that case (case_links.h).
#include <QString>
#include <QWidget>


class QLineEdit;
class QListWidget;
class QTextBrowser;
class QUrl;

namespace eylau {
struct RulesReference;
}

namespace eylau::game {

// The object name of the pane's place in its window, until the pane is made (shared/lazy_pane.h),
// by which the case links find it.
inline constexpr char kRulesPaneName[] = "rulesPane";

class RulesPane : public QWidget {
    Q_OBJECT
public:
    // Shows the embedded reference (text/rules_reference_file.h); on a damaged file the pane
    // says what is wrong with it, and no case becomes a link.
    explicit RulesPane(QWidget* parent = nullptr);

    // The reference read, or nullptr.
    const RulesReference* reference() const { return reference_; }
    // Shows a case ("6.4"): brings the pane's dock up and selects the case. False for a case the
    // reference does not have.
    bool openCase(const QString& number);
    // The case shown ("6.4"), or empty.
    QString currentCase() const { return current_; }
    QTextBrowser* browser() const { return browser_; }
    QListWidget* list() const { return list_; }

private:
    void showCase(const QString& number);
    void filter(const QString& words);
    void followLink(const QUrl& url);

    const RulesReference* reference_;  // text/rules_reference_file.h
    QString error_;
    QLineEdit* find_;
    QListWidget* list_;
    QTextBrowser* browser_;
    QString current_;
};

}  // namespace eylau::game
