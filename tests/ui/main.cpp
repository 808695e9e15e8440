// GoogleTest main for ui_tests: a QApplication on Qt's offscreen platform,
// so the tests (and test discovery) run without a display.
#include <QApplication>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // keep QSettings away from the user's
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("SkirmishTests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
