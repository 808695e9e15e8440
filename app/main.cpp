// skirmish: the GM's window. `skirmish [FILE]`, `skirmish --screenshot OUT.png FILE`.
#include "dialogs/ruleset_combo.h"
#include "logging.h"
#include "mainwindow.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QProcess>

#include <spdlog/spdlog.h>

#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("skirmish");
    QApplication::setOrganizationName("skirmish");
    QApplication::setApplicationDisplayName("Skirmish");
    QApplication::setApplicationVersion(SKIRMISH_VERSION);
    // The desktop entry (resources/desktop/) names the window's application
    // and its icon; the icon is also built in, for a run from the build tree.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.skirmish.Skirmish"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.skirmish.Skirmish"),
                                                 QIcon(QStringLiteral(":/icons/skirmish.svg"))));
    skirmish::ui::installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription("Skirmish: a tactical battle map for game masters.");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("FILE", "An encounter (.skirmish) to open.", "[FILE]");
    parser.addOption({"verbose", "Log debug output."});
    parser.addOption({"import",
                      "Import the Universal VTT map MAP (.dd2vtt .uvtt .df2vtt) as a new "
                      "encounter, asking for its ruleset.",
                      "MAP"});
    parser.addOption({"recover",
                      "Open the autosaved work of SLOT, left by a Skirmish that did not end "
                      "cleanly (the first window starts one per copy the GM picks).",
                      "SLOT"});
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
    bool opened = false;
    if (!files.isEmpty()) {
        opened = window.openFile(files.first());
        if (!opened && screenshot) {
            std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
            return 2;
        }
    }
    // Work left by programs that did not end cleanly: offer it back (issue
    // 16).
    bool recovered = false;
    if (!screenshot) {
        recovered = window.recoverLeftWork(parser.value("recover"));
        opened = opened || recovered;
    }
    if (parser.isSet("import") && !screenshot) {
        const QString map = parser.value("import");
        if (recovered) {
            // The recovered work is unsaved: the map goes to a window of its own.
            QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                    {QStringLiteral("--import"), map});
        } else if (const auto ruleset =
                       skirmish::ui::RulesetCombo::ask(nullptr, QObject::tr("Import map"),
                                                       QObject::tr("Ruleset for %1:").arg(map))) {
            // A failure is shown in a message box.
            opened = window.importUvtt(map, *ruleset);
        }
    }
    // Nothing open (none asked for, or it failed): the welcome page (issue 18).
    if (!opened) {
        window.showWelcome();
    }
    if (screenshot) {
        window.resize(1600, 1000);
        window.show();
        QApplication::processEvents(); // the docks and the view take their sizes
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
