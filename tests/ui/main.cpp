// GoogleTest main for ui_tests: a QApplication on Qt's offscreen platform,
// so the tests (and test discovery) run without a display.
#include "translations.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Each test process gets its own settings folder: ctest runs tests in
    // parallel processes, and settings written by one (window layout, table
    // scale) must not leak into another, nor into the user's.
    // (QStandardPaths' test mode puts settings under $HOME/.qttest, so HOME
    // is moved too.)
    QTemporaryDir config;
    qputenv("HOME", config.path().toUtf8());
    qputenv("XDG_CONFIG_HOME", config.path().toUtf8());
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    // The English plural forms, as the program has them; English whatever
    // the machine's language.
    skirmish::ui::installTranslations(app, QLocale(QLocale::English));
    QApplication::setOrganizationName(QStringLiteral("SkirmishTests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
