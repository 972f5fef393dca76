#pragma once
// Mnemonics (Alt + the underlined letter) for the GUI tests: the letter of a text, and the check
// that every button of a dialog has one and no two buttons or labelled fields share it.
#include <QAbstractButton>
#include <QLabel>
#include <QString>
#include <QWidget>

#include <gtest/gtest.h>

#include <map>

namespace eylau::test {

// The letter after a single '&' ("&&" is a literal ampersand), lower case; a null QChar if none.
inline QChar mnemonic(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

inline void checkMnemonics(const QWidget& dialog, const char* name) {
    std::map<QChar, QString> owner;
    int buttons = 0;
    const auto claim = [&](QChar letter, const QString& text) {
        const auto [it, fresh] = owner.emplace(letter, text);
        EXPECT_TRUE(fresh) << name << ": '" << text.toStdString() << "' and '" << it->second.toStdString()
                           << "' share Alt+" << QString(letter).toStdString();
    };
    for (const QAbstractButton* button : dialog.findChildren<QAbstractButton*>()) {
        if (button->text().isEmpty()) continue;  // a tool button with an icon only
        ++buttons;
        const QChar letter = mnemonic(button->text());
        EXPECT_FALSE(letter.isNull()) << name << ": the button '" << button->text().toStdString() << "' has no mnemonic";
        if (!letter.isNull()) claim(letter, button->text());
    }
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        if (label->buddy() && !mnemonic(label->text()).isNull()) claim(mnemonic(label->text()), label->text());
    EXPECT_GT(buttons, 0) << name;
}

}  // namespace eylau::test
