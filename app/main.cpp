// skirmish: the GM's window. `skirmish [FILE]`, `skirmish --screenshot OUT.png FILE`.
#include "document/autosave.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "logging.h"
#include "mainwindow.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QMessageBox>
#include <QTimer>

#include <spdlog/spdlog.h>

#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("skirmish");
    QApplication::setOrganizationName("skirmish");
    QApplication::setApplicationDisplayName("Skirmish");
    QApplication::setApplicationVersion(SKIRMISH_VERSION);
    skirmish::ui::installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription("Skirmish: a tactical battle map for game masters.");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("FILE", "An encounter (.skirmish) to open.", "[FILE]");
    parser.addOption({"verbose", "Log debug output."});
    parser.addOption({"screenshot",
                      "Open FILE, draw the main window once, save it as a PNG and exit.",
                      "OUT.png"});
    parser.process(app);
    skirmish::app::setup_logging(parser.isSet("verbose"), false);

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        std::fprintf(stderr, "skirmish: give at most one FILE\n");
        return 1;
    }
    const bool screenshot = parser.isSet("screenshot");

    skirmish::ui::MainWindow window;
    window.setQuiet(screenshot);
    if (!files.isEmpty() && !window.openFile(files.first()) && screenshot) {
        std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
        return 2;
    }
    // Work left by a session that did not end cleanly: offer it back.
    if (!screenshot) {
        if (auto left = skirmish::ui::Autosave::pending(skirmish::ui::Autosave::defaultFolder())) {
            const QString what = left->source.isEmpty() ? QObject::tr("a new encounter")
                                                        : QFileInfo(left->source).fileName();
            const auto answer = QMessageBox::question(
                nullptr, QObject::tr("Restore unsaved changes?"),
                QObject::tr("Skirmish did not close properly last time. Restore the unsaved "
                            "changes to %1?")
                    .arg(what),
                QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
            auto restored = skirmish::ui::loadEncounterFile(left->copy);
            if (answer == QMessageBox::Yes && restored) {
                window.document()->reset(std::move(restored).value(), left->source);
                window.document()->markUnsaved();
            } else {
                if (answer == QMessageBox::Yes) {
                    spdlog::warn("the autosave cannot be read: {}", restored.reason());
                }
                window.autosave()->discard();
            }
        }
    }
    if (screenshot) {
        window.resize(1600, 1000);
        window.show();
        window.mapView()->fitToWindow();
        QApplication::processEvents();
        const QString out = parser.value("screenshot");
        if (!window.grab().save(out, "PNG")) {
            std::fprintf(stderr, "skirmish: cannot write %s\n", qPrintable(out));
            return 3;
        }
        spdlog::info("screenshot written to {}", out.toStdString());
        return 0;
    }
    window.show();
    return QApplication::exec();
}
