#pragma once
// For the tests that meet a modal dialog (a message box, Add Unit, Export Map Image): answers the
// next one that opens, by a function given the dialog, and keeps what it said. The answer stops
// looking when it goes out of scope, so that it never answers a later dialog. Header only; for the
// test programs that link Qt Widgets.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QMessageBox>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>

namespace eylau::test {

class ModalAnswer {
public:
    // Looks for a modal dialog every 20 ms, up to two seconds.
    explicit ModalAnswer(std::function<void(QDialog*)> answer) : timer_(new QTimer) {
        QObject::connect(timer_, &QTimer::timeout, [this, answer] {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            if (!dialog && --tries_ > 0) return;
            timer_->stop();
            if (!dialog) return;
            seen = true;
            if (auto* box = qobject_cast<QMessageBox*>(dialog)) text = box->text() + QLatin1Char('\n') + box->informativeText();
            answer(dialog);
        });
        timer_->start(20);
    }
    ~ModalAnswer() { delete timer_; }
    ModalAnswer(const ModalAnswer&) = delete;
    ModalAnswer& operator=(const ModalAnswer&) = delete;

    bool seen = false;
    QString text;  // a message box's text and informative text

private:
    QTimer* timer_;
    int tries_ = 100;
};

inline std::unique_ptr<ModalAnswer> answerNextModal(std::function<void(QDialog*)> answer) {
    return std::make_unique<ModalAnswer>(std::move(answer));
}

// Answers the next message box with `button`.
inline std::unique_ptr<ModalAnswer> answerNextBox(QMessageBox::StandardButton button) {
    return answerNextModal([button](QDialog* dialog) {
        auto* box = qobject_cast<QMessageBox*>(dialog);
        if (box && box->button(button))
            box->button(button)->click();
        else
            dialog->done(button);
    });
}

// Triggers `action`; once the modal dialog of type `Dialog` it opens is up, `look` is called on
// it and the dialog cancelled. `look` is not called when no such dialog opens.
template <typename Dialog>
void lookAtModalDialog(QAction& action, const std::function<void(Dialog&)>& look) {
    const auto answer = answerNextModal([&look](QDialog* dialog) {
        if (auto* wanted = qobject_cast<Dialog*>(dialog)) look(*wanted);
        dialog->reject();
    });
    action.trigger();
}

}  // namespace eylau::test
