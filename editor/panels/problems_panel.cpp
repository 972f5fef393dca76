#include "panels/problems_panel.h"

#include "document/scenario_document.h"

#include "sentence_words.h"

#include "eylau/scenario/scenario_check.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace eylau::editor {

QString ProblemsPanel::countText(int errors, int warnings) {
    return tr("%1, %2").arg(tr("%n error(s)", nullptr, errors), tr("%n warning(s)", nullptr, warnings));
}

ProblemsPanel::ProblemsPanel(ScenarioDocument& document, QWidget* parent)
    : QWidget(parent), document_(document), summary_(new QLabel(this)), list_(new QTreeWidget(this)), timer_(new QTimer(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(summary_);
    layout->addWidget(list_, 1);
    list_->setColumnCount(2);
    list_->setHeaderLabels({tr("Problem"), tr("Where")});
    list_->setRootIsDecorated(false);
    list_->setWordWrap(true);
    list_->header()->setStretchLastSection(false);
    list_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    list_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    timer_->setSingleShot(true);
    timer_->setInterval(150);
    connect(timer_, &QTimer::timeout, this, &ProblemsPanel::refresh);
    connect(&document_, &ScenarioDocument::changed, timer_, qOverload<>(&QTimer::start));
    connect(&document_, &ScenarioDocument::fileProblemsChanged, this, &ProblemsPanel::refresh);
    auto activate = [this](QTreeWidgetItem* item) {
        if (item) emit problemActivated(item->data(1, Qt::UserRole).toString());
    };
    connect(list_, &QTreeWidget::itemClicked, this, activate);
    connect(list_, &QTreeWidget::itemActivated, this, activate);
    refresh();
}

void ProblemsPanel::refresh() {
    timer_->stop();
    const std::vector<ScenarioProblem> problems = checkScenario(document_.scenario());
    int errors = 0, warnings = 0;
    list_->clear();
    const QIcon errorIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    // The file's own errors, repaired on reading (docs/editor.md, "Repair mode"), then the live
    // checks' errors, then their warnings.
    for (const FileProblem& p : document_.fileProblems()) {
        ++errors;
        auto* item = new QTreeWidgetItem(list_);
        item->setIcon(0, errorIcon);
        item->setText(0, p.message);
        item->setToolTip(0, tr("In the file as opened: %1. Saving writes what the editor reads instead.").arg(p.message));
        item->setText(1, p.path);
        item->setData(1, Qt::UserRole, p.path);
    }
    for (const auto severity : {ScenarioProblem::Severity::Error, ScenarioProblem::Severity::Warning}) {
        for (const ScenarioProblem& p : problems) {
            if (p.severity != severity) continue;
            const bool error = severity == ScenarioProblem::Severity::Error;
            (error ? errors : warnings) += 1;
            auto* item = new QTreeWidgetItem(list_);
            item->setIcon(0, error ? errorIcon : warningIcon);
            // In the user's language when the engine said it as a sentence (the scenario checks).
            const QString message = p.said ? i18n::wordSentence(*p.said) : QString::fromStdString(p.message);
            item->setText(0, message);
            item->setToolTip(0, message);
            item->setText(1, QString::fromStdString(p.path));
            item->setData(1, Qt::UserRole, QString::fromStdString(p.path));
        }
    }
    if (errors == 0 && warnings == 0)
        summary_->setText(tr("No problems: the game can load this scenario."));
    else if (errors == 0)
        summary_->setText(tr("No errors, %n warning(s): the game can load this scenario.", nullptr, warnings));
    else
        summary_->setText(tr("%1: the game will refuse the file until the errors are fixed.").arg(countText(errors, warnings)));
    if (errors != errors_ || warnings != warnings_) {
        errors_ = errors;
        warnings_ = warnings;
        emit countsChanged(errors, warnings);
    }
}

}  // namespace eylau::editor
