// skirmish: the GM's window. `skirmish [FILE]`, `skirmish --screenshot OUT.png FILE`.
#include "dialogs/recovery_dialog.h"
#include "dialogs/ruleset_combo.h"
#include "document/autosave.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "logging.h"
#include "mainwindow.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QMessageBox>
#include <QProcess>
#include <QTimer>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cstdio>
#include <vector>

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
    if (!files.isEmpty() && !window.openFile(files.first()) && screenshot) {
        std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
        return 2;
    }
    // Work left by programs that did not end cleanly: offer it back (issue
    // 16: every slot, with its name and time; the GM picks). The first one
    // picked opens here, each other one in a window of its own.
    if (!screenshot) {
        namespace ui = skirmish::ui;
        const QString folder = ui::Autosave::defaultFolder();
        const auto left = ui::Autosave::pending(folder);
        std::vector<ui::Autosave::Pending> chosen;
        if (parser.isSet("recover")) {
            for (const auto& p : left) {
                if (p.slot == parser.value("recover")) {
                    chosen.push_back(p);
                }
            }
        } else if (!left.empty()) {
            ui::RecoveryDialog dialog(left);
            if (dialog.exec() == QDialog::Accepted) {
                chosen = dialog.chosen();
                for (const auto& p : left) {
                    if (std::none_of(chosen.begin(), chosen.end(),
                                     [&](const auto& c) { return c.slot == p.slot; })) {
                        ui::Autosave::forget(folder, p.slot); // unticked: thrown away
                    }
                }
            }
        }
        for (std::size_t i = 0; i < chosen.size(); ++i) {
            if (i > 0) {
                QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                        {QStringLiteral("--recover"), chosen[i].slot});
            } else if (auto why = window.recover(folder, chosen[i].slot, chosen[i].copy,
                                                 chosen[i].source)) {
                spdlog::warn("the autosave cannot be read: {}", why->toStdString());
                QMessageBox::warning(nullptr, QObject::tr("Cannot restore"), *why);
            }
        }
    }
    if (parser.isSet("import") && !screenshot) {
        const QString map = parser.value("import");
        if (const auto ruleset = skirmish::ui::RulesetCombo::ask(
                nullptr, QObject::tr("Import map"), QObject::tr("Ruleset for %1:").arg(map))) {
            window.importUvtt(map, *ruleset); // a failure is shown in a message box
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
