#include "window/language_menu.h"

#include "shared/app_settings.h"
#include "translations.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>
#include <QWidget>

namespace eylau::game {
namespace {

// This file's words, in the catalogue's context "eylau::game::LanguageMenu".
struct LanguageText {
    Q_DECLARE_TR_FUNCTIONS(eylau::game::LanguageMenu)
};

}  // namespace

QMenu* makeLanguageMenu(QWidget* parent) {
    auto* languages = new QMenu(LanguageText::tr("&Language"), parent);
    auto* group = new QActionGroup(parent);
    const QString chosen = languageSetting();
    // "System" first, then each language with a catalogue, by its own name.
    QStringList choices{QString()};
    choices << i18n::availableLanguages();
    for (const QString& language : choices) {
        const QString name = language.isEmpty()
                                 ? LanguageText::tr("&System (%1)").arg(i18n::languageName(i18n::resolveLanguage({})))
                                 : i18n::languageName(language);
        QAction* action = languages->addAction(name);
        action->setObjectName(QStringLiteral("language_%1").arg(language.isEmpty() ? QStringLiteral("system") : language));
        action->setCheckable(true);
        action->setChecked(language == chosen);
        action->setStatusTip(LanguageText::tr("Speak this language from the next start"));
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, parent, [parent, language] {
            if (language == languageSetting()) return;
            setLanguageSetting(language);
            QMessageBox::information(parent, LanguageText::tr("Language"),
                                     LanguageText::tr("The new language takes effect when Eylau is next started."));
        });
    }
    return languages;
}

}  // namespace eylau::game
