#pragma once
// Where the program keeps what it remembers between runs: window state, zoom, recent files
// (QSettings), and the autosave (QStandardPaths::AppDataLocation).
#include <QSettings>
#include <QString>
#include <QStringList>

#include <memory>

namespace eylau::game {

std::unique_ptr<QSettings> appSettings();
QString autosaveFilePath();

// The recent game records, newest first, at most kMaxRecent.
inline constexpr int kMaxRecent = 8;
QStringList recentFiles();
void addRecentFile(const QString& path);
void removeRecentFile(const QString& path);

}  // namespace eylau::game
