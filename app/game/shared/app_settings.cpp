#include "shared/app_settings.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace eylau::game {

std::unique_ptr<QSettings> appSettings() {
    return std::make_unique<QSettings>(QSettings::IniFormat, QSettings::UserScope, QStringLiteral("eylau"),
                                       QStringLiteral("eylau"));
}

namespace {

QString dataDir() {
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty()) dir = QDir::homePath() + QStringLiteral("/.eylau");
    return dir;
}

}  // namespace

QString autosaveFilePath() { return dataDir() + QStringLiteral("/autosave.eylau"); }

QString networkSaveFilePath(bool host) {
    return dataDir() + (host ? QStringLiteral("/network-host.eylau-net") : QStringLiteral("/network-guest.eylau-net"));
}

QString languageSetting() { return appSettings()->value(QStringLiteral("language")).toString(); }

void setLanguageSetting(const QString& language) {
    if (language.isEmpty()) appSettings()->remove(QStringLiteral("language"));
    else appSettings()->setValue(QStringLiteral("language"), language);
}

bool highContrastSetting() { return appSettings()->value(QStringLiteral("view/highContrast"), false).toBool(); }

void setHighContrastSetting(bool on) { appSettings()->setValue(QStringLiteral("view/highContrast"), on); }

QStringList recentFiles() { return appSettings()->value(QStringLiteral("recentFiles")).toStringList(); }

void addRecentFile(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent) files.removeLast();
    appSettings()->setValue(QStringLiteral("recentFiles"), files);
}

void removeRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    appSettings()->setValue(QStringLiteral("recentFiles"), files);
}

}  // namespace eylau::game
