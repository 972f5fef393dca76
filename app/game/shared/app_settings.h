#pragma once
// Where the program keeps what it remembers between runs: window state, zoom, recent files
// (QSettings), and the autosaves (QStandardPaths::AppDataLocation).
#include <QSettings>
#include <QString>
#include <QStringList>

#include <memory>

namespace eylau::game {

std::unique_ptr<QSettings> appSettings();
QString autosaveFilePath();
// The save of the last network game hosted, or joined (network_game.h): what "Resume the last
// network game" reads. One each, so that a host and a guest on one machine keep theirs apart.
QString networkSaveFilePath(bool host);

// The language chosen in View > Language: "" for the system's, "en", "fr" (translations.h).
QString languageSetting();
void setLanguageSetting(const QString& language);

// View > High Contrast (mapview/map_contrast.h), off unless chosen.
bool highContrastSetting();
void setHighContrastSetting(bool on);

// The recent game records, newest first, at most kMaxRecent.
inline constexpr int kMaxRecent = 8;
QStringList recentFiles();
void addRecentFile(const QString& path);
void removeRecentFile(const QString& path);

}  // namespace eylau::game
