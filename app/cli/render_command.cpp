#include "cli/cli_support.h"
#include "cli/commands.h"
#include "document/encounter_file.h"
#include "scene/background_image.h"
#include "scene/render.h"

#include <QImage>
#include <QSaveFile>

#include <cerrno>

namespace skirmish::cli {

int run_render(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Draw the whole map with the GUI's painting code, without a display.");
    parser.addPositionalArgument("FILE", "the .skirmish file");
    parser.addOption({{"o", "output"}, "The PNG to write.", "OUT.png"});
    parser.addOption({"view", "gm (everything) or players (no hidden units).", "VIEW", "gm"});
    parser.addOption({"overlay",
                      "An overlay to draw: los=UNIT (the squares UNIT cannot see are shaded, "
                      "with cover badges), reach=UNIT (its movement range), threat (melee "
                      "zones). May be repeated.",
                      "NAME[=UNIT]"});
    parser.addOption({"scale",
                      "Pixels per square; default: the background's pixels per cell, else 64.",
                      "PX_PER_CELL"});
    if (!parse_or_explain(parser, args, 1)) {
        return kExitUsage;
    }
    if (!parser.isSet("output")) {
        err_line("skirmish-cli render: -o OUT.png is required");
        return kExitUsage;
    }
    ui::RenderOptions options;
    const QString view = parser.value("view");
    if (view == "players") {
        options.view = ui::ViewMode::Players;
    } else if (view != "gm") {
        err_line("skirmish-cli render: --view must be gm or players");
        return kExitUsage;
    }
    if (parser.isSet("scale")) {
        bool ok = false;
        options.pixelsPerCell = parser.value("scale").toDouble(&ok);
        if (!ok || options.pixelsPerCell < 4 || options.pixelsPerCell > 512) {
            err_line("skirmish-cli render: --scale must be a number from 4 to 512");
            return kExitUsage;
        }
    }
    for (const QString& overlay : parser.values("overlay")) {
        const QString name = overlay.section('=', 0, 0);
        const QString unit = overlay.section('=', 1);
        if (name == "los" && !unit.isEmpty()) {
            options.losFrom = unit;
        } else if (name == "reach" && !unit.isEmpty()) {
            options.reachFrom = unit;
        } else if (name == "threat" && unit.isEmpty()) {
            options.threat = true;
        } else {
            err_line("skirmish-cli render: unknown overlay \"" + overlay.toStdString() +
                     "\"; known: los=UNIT, reach=UNIT, threat");
            return kExitUsage;
        }
    }
    auto enc = load_or_report(parser.positionalArguments().at(0));
    if (!enc) {
        return kExitBadInput;
    }
    if (const QString problem = ui::renderProblem(*enc, options); !problem.isEmpty()) {
        err_line("skirmish-cli render: " + problem.toStdString());
        return kExitUsage;
    }
    const double ppc = options.pixelsPerCell > 0 ? options.pixelsPerCell
                       : enc->map.background()   ? enc->map.background()->pixels_per_cell
                                                 : 64.0;
    const double pixels = static_cast<double>(enc->map.width()) * enc->map.height() * ppc * ppc;
    if (pixels > 400e6) {
        err_line("skirmish-cli render: the image would have " + std::to_string(pixels / 1e6) +
                 " megapixels; use a smaller --scale");
        return kExitUsage;
    }
    // A background that cannot be decoded (too large) is said, not dropped.
    if (const auto& bg = enc->map.background()) {
        if (const auto decoded = ui::decodeBackground(*bg); decoded.image.isNull()) {
            err_line("skirmish-cli render: warning: " + decoded.problem.toStdString());
        }
    }
    const QImage image = ui::renderEncounter(*enc, options);
    const QString out = parser.value("output");
    // Through QSaveFile: a failed write (a full disk) leaves no partial PNG
    // and keeps an older file of that name as it was.
    QSaveFile file(out);
    errno = 0;
    bool written = !image.isNull() && file.open(QIODevice::WriteOnly);
    if (written) {
        written = image.save(&file, "PNG") && file.commit();
    }
    if (!written) {
        const int error = errno;
        file.cancelWriting();
        err_line("skirmish-cli render: cannot write " + out.toStdString() + ": " +
                 ui::writeFailureText(out, file.errorString(), error, 0).toStdString());
        return kExitCannotWrite;
    }
    out_line(out.toStdString());
    return kExitOk;
}

} // namespace skirmish::cli
