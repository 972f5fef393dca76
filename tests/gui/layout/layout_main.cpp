// GoogleTest main of the layout tests: one screen and one language per run, given on the command
// line, so that CTest runs the same tests at every size, scale and language a player may have.
//   eylau-layout-tests --screen=1366x768 --scale=1.25 --lang=fr [gtest options]
// The screen is Qt's offscreen platform given that size (its configuration file); the scale is
// Qt's own QT_SCALE_FACTOR, as a player with a high-density screen sets it. Both must be chosen
// before the application is made.
#include "layout_checks.h"
#include "translations.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

namespace {

// The value of `--name=value` in argv (removed from it), or `fallback`.
std::string takeOption(int& argc, char** argv, const char* name, const char* fallback) {
    const std::string prefix = std::string("--") + name + "=";
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], prefix.c_str(), prefix.size()) != 0) continue;
        std::string value = argv[i] + prefix.size();
        for (int j = i; j + 1 < argc; ++j) argv[j] = argv[j + 1];
        --argc;
        return value;
    }
    return fallback;
}

// The offscreen platform says at each window what it does not do (raise, size hints): noise here.
void quietPlatform(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (message.startsWith(QLatin1String("This plugin does not support"))) return;
    qt_message_output(type, context, message);
}

}  // namespace

int main(int argc, char** argv) {
    const std::string screen = takeOption(argc, argv, "screen", "1280x720");
    const std::string scale = takeOption(argc, argv, "scale", "1");
    const std::string lang = takeOption(argc, argv, "lang", "en");
    ::testing::InitGoogleTest(&argc, argv);

    int width = 0, height = 0;
    if (std::sscanf(screen.c_str(), "%dx%d", &width, &height) != 2 || width < 320 || height < 240) {
        std::fprintf(stderr, "eylau-layout-tests: --screen=%s: expected WIDTHxHEIGHT\n", screen.c_str());
        return 2;
    }
    // The offscreen platform's screen: one monitor of that many device pixels at 96 dpi.
    const std::filesystem::path config =
        std::filesystem::temp_directory_path() / ("eylau-layout-screen-" + std::to_string(::getpid()) + ".json");
    {
        std::ofstream out(config);
        out << R"({"synchronousWindowSystemEvents": false, "windowFrameMargins": true, "screens": [{"name": "layout", )"
            << R"("x": 0, "y": 0, "width": )" << width << R"(, "height": )" << height
            << R"(, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})";
    }
    qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + config.string()).c_str());
    qputenv("QT_SCALE_FACTOR", scale.c_str());

    qInstallMessageHandler(quietPlatform);
    std::unique_ptr<QApplication> app;
    if (!::testing::GTEST_FLAG(list_tests)) app = std::make_unique<QApplication>(argc, argv);
    std::filesystem::remove(config);
    QStandardPaths::setTestModeEnabled(true);
    const QTemporaryDir settingsDir;
    if (settingsDir.isValid()) QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    if (app) eylau::i18n::installTranslators(QString::fromStdString(lang));
    eylau::test::LayoutScreen::set({QString::fromStdString(screen), QString::fromStdString(scale), QString::fromStdString(lang)});
    return RUN_ALL_TESTS();
}
