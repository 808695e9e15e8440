// frame_times: how long a token move takes to reach the screens. Builds the
// benchmark map (200 x 200 squares, 2,000 walls) with 300 tokens and fog
// on (one player side), opens the GM's MapView and the PlayerView at
// 1920 x 1080 offscreen, and times 100 moves: the MoveUnit through the
// document (engine, fog, both scenes' items), then a full repaint of each
// view's viewport, with the GM view at zoom 1, 0.35 and the whole map.
// Prints median and worst. Not a test; not run by ctest.
//
// --probe: what each kind of item costs the GM view's repaint at the three
// zooms; with SKIRMISH_FRAME_PNG_DIR set, it saves each zoom's picture
// there (gm-zoom-1.png, gm-zoom-0.35.png, gm-zoom-fit.png).
//
// --regions: the same moves, but Qt repaints as it would on screen (no
// forced full repaint): how much of each viewport a move repaints (the
// union of its paint events' regions, as a share of the viewport) and how
// long from the command to both views painted.
//
// --engine: only the moves through a document no scene shows (the engine's
// share), also with a player unit walking onto squares it never stood on.
#include "../ui/paint_spy.h"
#include "bench_map.h"

#include "document/encounter_document.h"
#include "encounter/command_engine.h"
#include "scene/map_scene.h"
#include "views/map_view.h"
#include "views/player_view.h"
#include "views/table_scale.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <map>
#include <random>
#include <string>
#include <typeinfo>
#include <vector>

using namespace skirmish;
using namespace skirmish::ui;

namespace {

constexpr int kTokens = 300;
int gMoves = 100;      ///< --moves N changes it (the report uses 100)
bool gVerbose = false; ///< -v: each move's time on stderr

Encounter encounter() {
    Encounter enc = bench::benchmark_encounter(0); // 100 units, side "a" is the players'
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> pick(0, enc.map.width() - 1);
    int n = 0;
    while (static_cast<int>(enc.units.size()) < kTokens) {
        Unit u;
        u.id = "m" + std::to_string(n);
        u.name = "Monster " + std::to_string(n);
        u.side = "b";
        u.cell = {pick(rng), pick(rng)};
        if (!placement_problem(enc, u)) {
            enc.units.push_back(u);
            ++n;
        }
    }
    enc.fog.enabled = true;
    return enc;
}

struct Stats {
    double median = 0;
    double worst = 0;
};

Stats stats(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return {n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, v.back()};
}

double ms(const QElapsedTimer& t) {
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

/// Repaints the whole viewport of `view` into `image` (what a full update costs).
void repaint(QGraphicsView* view, QImage& image) {
    image.fill(Qt::black);
    QPainter p(&image);
    view->viewport()->render(&p);
}

using skirmish::ui::test::PaintSpy;

void runRegions(const char* title, EncounterDocument& doc, QGraphicsView& gmView,
                PlayerView& player, const std::string& mover, Cell home);

/// 100 moves of `mover` (one square at a time, back and forth, as a GM drags
/// a unit along); the GM view at `gmZoom` (0: whole map) centred on it.
/// With `regions`, Qt repaints what the move marked changed, as on screen;
/// otherwise each view's whole viewport is repainted and timed.
void run(const char* title, const std::string& mover, double gmZoom, bool regions = false) {
    EncounterDocument doc(encounter());
    MapScene gmScene(&doc);
    MapView gmView(&gmScene);
    gmView.resize(1920, 1080);
    gmView.show();
    PlayerView player(&doc);
    player.resize(1920, 1080);
    player.setTableScale(TableScale(96), false); // 1 inch squares on a ~96 dpi table
    player.setBanner(QStringLiteral("Round 3 \u00b7 Roland's turn"), QColor("#2e86de"));
    player.show();
    QCoreApplication::processEvents();

    const Unit* unit = doc.encounter().find_unit(mover);
    const Cell home = unit->cell;
    if (gmZoom > 0) {
        gmView.setTransform(QTransform::fromScale(gmZoom, gmZoom));
        gmView.centerOn(gmScene.cellToScene(home));
    } else {
        gmView.fitToWindow();
    }
    player.setGmView(&gmView);
    player.centreOnGmView();
    QCoreApplication::processEvents();

    QImage gmImage(gmView.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    QImage playerImage(player.view()->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    repaint(&gmView, gmImage); // warm caches (fonts, background)
    repaint(player.view(), playerImage);
    if (regions) {
        runRegions(title, doc, gmView, player, mover, home);
        return;
    }

    std::vector<double> exec;
    std::vector<double> gm;
    std::vector<double> pl;
    std::vector<double> total;
    const int dirs[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    for (int i = 0; i < gMoves; ++i) {
        // Two squares right, two down, two left, two up, and again: one-square
        // free placements, as the arrow keys with Shift make them.
        const Cell from = doc.encounter().find_unit(mover)->cell;
        const int d = (i / 2) % 4;
        Cell to{from.x + dirs[d][0], from.y + dirs[d][1]};
        if (!doc.encounter().map.contains(to)) {
            to = home;
        }
        QElapsedTimer all;
        all.start();
        QElapsedTimer t;
        t.start();
        if (doc.execute(MoveUnit{mover, to, {}, true})) {
            doc.execute(MoveUnit{mover, home, {}, true});
        }
        exec.push_back(ms(t));
        t.restart();
        repaint(&gmView, gmImage);
        gm.push_back(ms(t));
        t.restart();
        repaint(player.view(), playerImage);
        pl.push_back(ms(t));
        total.push_back(ms(all));
        QCoreApplication::processEvents(); // deferred work, outside the timing
        if (gVerbose) {
            std::fprintf(stderr, "move %d: %.1f ms\n", i + 1, total.back());
        }
    }
    const Stats e = stats(exec);
    const Stats g = stats(gm);
    const Stats p = stats(pl);
    const Stats a = stats(total);
    std::printf("%s\n", title);
    std::printf("  GM view %dx%d at zoom %s, player view %dx%d at %.0f px/square "
                "(%.0f x %.0f squares)\n",
                gmView.viewport()->width(), gmView.viewport()->height(),
                gmZoom > 0 ? QByteArray::number(gmZoom).constData() : "fit (whole map)",
                player.view()->viewport()->width(), player.view()->viewport()->height(),
                player.tableScale().pxPerSquare(),
                player.view()->viewport()->width() / player.tableScale().pxPerSquare(),
                player.view()->viewport()->height() / player.tableScale().pxPerSquare());
    std::printf("  %-44s median %7.2f ms   worst %7.2f ms\n",
                "move through the document (engine+fog+items)", e.median, e.worst);
    std::printf("  %-44s median %7.2f ms   worst %7.2f ms\n", "GM view repaint", g.median, g.worst);
    std::printf("  %-44s median %7.2f ms   worst %7.2f ms\n", "player view repaint", p.median,
                p.worst);
    std::printf("  %-44s median %7.2f ms   worst %7.2f ms\n", "move until both views are repainted",
                a.median, a.worst);
    std::vector<double> both;
    for (std::size_t k = 0; k < gm.size(); ++k) {
        both.push_back(gm[k] + pl[k]);
    }
    const Stats b = stats(both);
    std::printf("  %-44s median %7.2f ms   worst %7.2f ms   (budget 16 ms)\n",
                "both repaints together", b.median, b.worst);
    std::fflush(stdout);
}

/// The moves of run(), repainted by Qt itself: the share of each viewport
/// repainted and the time from the command to both views painted.
void runRegions(const char* title, EncounterDocument& doc, QGraphicsView& gmView,
                PlayerView& player, const std::string& mover, Cell home) {
    QCoreApplication::processEvents();
    PaintSpy gmSpy(gmView.viewport());
    PaintSpy playerSpy(player.view()->viewport());
    std::vector<double> gmShare;
    std::vector<double> playerShare;
    std::vector<double> total;
    const int dirs[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    for (int i = 0; i < gMoves; ++i) {
        const Cell from = doc.encounter().find_unit(mover)->cell;
        const int d = (i / 2) % 4;
        Cell to{from.x + dirs[d][0], from.y + dirs[d][1]};
        if (!doc.encounter().map.contains(to)) {
            to = home;
        }
        gmSpy.take();
        playerSpy.take();
        QElapsedTimer t;
        t.start();
        if (doc.execute(MoveUnit{mover, to, {}, true})) {
            doc.execute(MoveUnit{mover, home, {}, true});
        }
        // Qt's update requests: the scene's dirty items, then the paints.
        for (int k = 0; k < 3; ++k) {
            QCoreApplication::processEvents();
        }
        total.push_back(ms(t));
        gmShare.push_back(100 * gmSpy.take());
        playerShare.push_back(100 * playerSpy.take());
    }
    const Stats g = stats(gmShare);
    const Stats p = stats(playerShare);
    const Stats a = stats(total);
    std::printf("%s (Qt repaints what changed)\n", title);
    std::printf("  %-44s median %6.1f %%   most %6.1f %%\n", "GM view repainted", g.median,
                g.worst);
    std::printf("  %-44s median %6.1f %%   most %6.1f %%\n", "player view repainted", p.median,
                p.worst);
    std::printf("  %-44s median %7.2f ms   worst %7.2f ms\n", "move until both views are painted",
                a.median, a.worst);
    std::fflush(stdout);
}

/// --probe: what each kind of item costs the GM view's repaint at `gmZoom`
/// (0: whole map): the median of 10 full repaints, then the same with each
/// kind of item hidden in turn.
void probe(double gmZoom) {
    EncounterDocument doc(encounter());
    MapScene scene(&doc);
    MapView view(&scene);
    view.resize(1920, 1080);
    view.show();
    QCoreApplication::processEvents();
    if (gmZoom > 0) {
        view.setTransform(QTransform::fromScale(gmZoom, gmZoom));
        view.centerOn(scene.cellToScene(doc.encounter().units.front().cell));
    } else {
        view.fitToWindow();
    }
    QCoreApplication::processEvents();
    QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    auto median = [&] {
        repaint(&view, image);
        std::vector<double> t;
        for (int i = 0; i < 10; ++i) {
            QElapsedTimer e;
            e.start();
            repaint(&view, image);
            t.push_back(ms(e));
        }
        return stats(t).median;
    };
    const double all = median();
    if (const QString dir = qEnvironmentVariable("SKIRMISH_FRAME_PNG_DIR"); !dir.isEmpty()) {
        image.save(dir + QStringLiteral("/gm-zoom-%1.png")
                             .arg(gmZoom > 0 ? QString::number(gmZoom) : QStringLiteral("fit")));
    }
    std::printf("GM view repaint at zoom %s: %.2f ms; without each kind of item:\n",
                gmZoom > 0 ? QByteArray::number(gmZoom).constData() : "fit", all);
    std::map<std::string, std::vector<QGraphicsItem*>> kinds;
    for (QGraphicsItem* item : scene.items()) {
        if (item->isVisible()) {
            kinds[typeid(*item).name()].push_back(item);
        }
    }
    for (auto& [name, items] : kinds) {
        for (QGraphicsItem* item : items) {
            item->setVisible(false);
        }
        const double without = median();
        for (QGraphicsItem* item : items) {
            item->setVisible(true);
        }
        std::printf("  %-48s x%-5zu %8.2f ms (saves %.2f)\n", name.c_str(), items.size(), without,
                    all - without);
    }
    std::fflush(stdout);
}

/// The same moves through a document that no scene shows: the engine's
/// share (resolve() with the explored squares, undo stack). With `onward`,
/// the unit walks east along its row instead (down a row at the map's
/// edge), so that it never stands on a square twice and no view it needs
/// has been worked out before.
void runEngineOnly(const std::string& mover, bool onward = false) {
    EncounterDocument doc(encounter());
    const Cell home = doc.encounter().find_unit(mover)->cell;
    const int dirs[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    std::vector<double> exec;
    Cell ahead = home; // onward: the next square east, taken or not
    int refused = 0;
    for (int i = 0; static_cast<int>(exec.size()) < gMoves; ++i) {
        const Cell from = doc.encounter().find_unit(mover)->cell;
        const int d = (i / 2) % 4;
        Cell to{from.x + dirs[d][0], from.y + dirs[d][1]};
        if (onward) {
            ahead = doc.encounter().map.contains(Cell{ahead.x + 1, ahead.y})
                        ? Cell{ahead.x + 1, ahead.y}
                        : Cell{0, ahead.y + 1};
            if (!doc.encounter().map.contains(ahead)) {
                break; // walked off the map's last row
            }
            to = ahead;
        }
        if (!doc.encounter().map.contains(to)) {
            to = home;
        }
        QElapsedTimer t;
        t.start();
        const bool made = !doc.execute(MoveUnit{mover, to, {}, true}).has_value();
        const double took = ms(t);
        refused += made ? 0 : 1;
        if (made || !onward) {
            exec.push_back(took); // onward, a refused move (a square taken) is no sample
        }
    }
    if (exec.empty()) {
        std::printf("Engine only (%s): no move was made\n", mover.c_str());
        return;
    }
    const Stats e = stats(exec);
    std::printf("Engine only (%s %s, no scene; %d refused%s):\n  %-44s median %7.2f ms   worst "
                "%7.2f ms\n",
                mover.c_str(), onward ? "walks onto new squares" : "moves", refused,
                onward ? ", not timed" : ", timed", "move through the document", e.median, e.worst);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QStandardPaths::setTestModeEnabled(true); // no user settings read or written
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    gVerbose = args.contains(QStringLiteral("-v"));
    if (const auto i = args.indexOf(QStringLiteral("--moves")); i >= 0 && i + 1 < args.size()) {
        gMoves = std::max(1, args[i + 1].toInt());
    }
    if (args.contains(QStringLiteral("--regions"))) {
        std::printf("frame_times --regions: 200x200 map, 2,000 walls, %d tokens, fog on, %d "
                    "moves each; share of each 1920x1080 viewport repainted per move\n\n",
                    kTokens, gMoves);
        run("A player unit moves (the fog changes), zoom 1:", "u0", 1.0, true);
        run("A monster moves, zoom 1:", "u1", 1.0, true);
        run("A monster moves, zoom 0.35:", "u1", 0.35, true);
        run("A monster moves, whole map:", "u1", 0, true);
        run("A player unit moves, whole map:", "u0", 0, true);
        return 0;
    }
    if (args.contains(QStringLiteral("--engine"))) {
        runEngineOnly("u0");
        runEngineOnly("u1");
        runEngineOnly("u0", true);
        return 0;
    }
    if (args.contains(QStringLiteral("--probe"))) {
        probe(1.0); // the three zooms of issue 17's screenshots
        probe(0.35);
        probe(0);
        return 0;
    }
    std::printf("frame_times: 200x200 map, 2,000 walls, %d tokens, fog on (side \"a\", 50 "
                "units, is the players'), %d moves each\n\n",
                kTokens, gMoves);
    run("A player unit moves (the fog changes):", "u0", 1.0);
    run("A monster moves:", "u1", 1.0);
    run("A player unit moves, GM view at zoom 0.35:", "u0", 0.35);
    run("A player unit moves, GM view zoomed out to the whole map:", "u0", 0);
    runEngineOnly("u0");
    runEngineOnly("u1");
    runEngineOnly("u0", true);
    return 0;
}
