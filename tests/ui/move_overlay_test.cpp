// Movement overlays (issue 4): the range of the selected unit, the drag
// preview, rules-checked drops and the GM override, arrow keys, the threat
// overlay and renderEncounter's reachFrom/threat. Every expected answer is
// the engine's (seed 000's Bull Rush, seed 001's free hits).
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "mainwindow.h"
#include "movement/pathfinder.h"
#include "movement/threat.h"
#include "scene/map_scene.h"
#include "scene/move_overlay.h"
#include "scene/path_preview_item.h"
#include "scene/reach_item.h"
#include "scene/render.h"
#include "scene/threat_item.h"
#include "scene/token_item.h"
#include "test_support.h"
#include "tools/select_tool.h"
#include "views/map_view.h"

#include <QAction>
#include <QApplication>
#include <QMouseEvent>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>

namespace skirmish::ui {
namespace {

using Kind = ReachItem::Kind;

Encounter loadBundled(const char* name) {
    auto r = loadEncounterFile(QStringLiteral(SKIRMISH_SOURCE_DIR "/resources/encounters/") +
                               QString::fromUtf8(name));
    EXPECT_TRUE(r.ok()) << r.reason();
    return r.ok() ? r.value() : Encounter{};
}

Unit makeUnit(const std::string& id, const std::string& name, const std::string& side, Cell cell) {
    Unit u;
    u.id = id;
    u.name = name;
    u.side = side;
    u.cell = cell;
    return u;
}

/// Seed 001 (free hits) on an open 12x12 map: the hero at E5 next to
/// "Orc 2" at F5. Leaving the orc's zone provokes.
Encounter freehitsEncounter() {
    Encounter enc;
    enc.name = "Free hits";
    enc.ruleset = RulesetId::Freehits;
    enc.map = BattleMap(12, 12);
    enc.sides = {Side{"red", "Red", "#c0392b", true}, Side{"blue", "Blue", "#2e86de", false}};
    enc.units = {makeUnit("hero", "Hero", "red", test::at("E5")),
                 makeUnit("orc2", "Orc 2", "blue", test::at("F5"))};
    return enc;
}

std::vector<Cell> sorted(std::vector<Cell> cells) {
    std::sort(cells.begin(), cells.end(),
              [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

// ---- the range, on a bare scene

TEST(MoveOverlay, BullRushRangeColoursC7AmberC5GreenAndLeavesC8Out) {
    EncounterDocument doc(loadBundled("bull-rush.skirmish"));
    MapScene scene(&doc, 64);
    MoveOverlay* overlay = scene.moveOverlay();
    EXPECT_FALSE(overlay->reachShown()); // nothing selected
    scene.selectUnit(QStringLiteral("attacker"));
    ASSERT_TRUE(overlay->reachShown());
    EXPECT_EQ(overlay->reachKind(test::at("C7")), Kind::EndsMove);
    EXPECT_EQ(overlay->reachKind(test::at("C5")), Kind::Free);
    EXPECT_EQ(overlay->reachKind(test::at("C8")), std::nullopt);
    EXPECT_EQ(overlay->reachKind(test::at("C1")), std::nullopt); // its own square
    // Exactly the engine's squares.
    const Reach r = Pathfinder(doc.encounter()).reachable("attacker");
    ASSERT_EQ(overlay->reachSquares().size(), r.squares.size());
    for (std::size_t i = 0; i < r.squares.size(); ++i) {
        EXPECT_EQ(overlay->reachSquares()[i].cell, r.squares[i].cell);
    }
    // Deselecting hides it; the players' view never shows it.
    scene.selectUnit({});
    EXPECT_FALSE(overlay->reachShown());
    scene.selectUnit(QStringLiteral("attacker"));
    scene.setViewMode(ViewMode::Players);
    EXPECT_FALSE(overlay->reachShown());
    EXPECT_TRUE(overlay->reachSquares().empty());
    scene.setViewMode(ViewMode::Gm);
    EXPECT_TRUE(overlay->reachShown());
    overlay->setReachVisible(false);
    EXPECT_FALSE(overlay->reachShown());
}

TEST(MoveOverlay, RangeFollowsEventsAndUndo) {
    EncounterDocument doc(loadBundled("bull-rush.skirmish"));
    MapScene scene(&doc, 64);
    scene.selectUnit(QStringLiteral("attacker"));
    MoveOverlay* overlay = scene.moveOverlay();
    EXPECT_EQ(overlay->reachKind(test::at("C1")), std::nullopt);
    ASSERT_FALSE(doc.execute(MoveUnit{"attacker", test::at("C3")}).has_value());
    EXPECT_EQ(overlay->reachKind(test::at("C1")), Kind::Free); // where it came from
    doc.undoStack()->undo();
    EXPECT_EQ(overlay->reachKind(test::at("C1")), std::nullopt);
    EXPECT_EQ(overlay->reachKind(test::at("C3")), Kind::Free);
}

TEST(MoveOverlay, ImmobilizedUnitHasNoRangeAndSaysWhy) {
    Encounter enc = loadBundled("bull-rush.skirmish");
    enc.find_unit("attacker")->conditions.insert("Immobilized");
    EncounterDocument doc(enc);
    MapScene scene(&doc, 64);
    scene.selectUnit(QStringLiteral("attacker"));
    EXPECT_TRUE(scene.moveOverlay()->reachSquares().empty());
    EXPECT_EQ(scene.moveOverlay()->cannotMove(), QStringLiteral("Attacker is Immobilized"));
}

TEST(MoveOverlay, FreeHitsSquareBeyondTheZoneIsRed) {
    EncounterDocument doc(freehitsEncounter());
    MapScene scene(&doc, 64);
    scene.selectUnit(QStringLiteral("hero"));
    MoveOverlay* overlay = scene.moveOverlay();
    EXPECT_EQ(overlay->reachKind(test::at("B5")), Kind::Provokes); // out of the orc's zone
    EXPECT_EQ(overlay->reachKind(test::at("G5")), Kind::Free);     // around it, 2 spaces inside
    // Every square is tinted as the engine says, red over amber.
    const Reach r = Pathfinder(doc.encounter()).reachable("hero");
    for (const ReachSquare& s : r.squares) {
        const Kind want = !s.provokes.empty() ? Kind::Provokes
                          : s.ends_move       ? Kind::EndsMove
                                              : Kind::Free;
        EXPECT_EQ(overlay->reachKind(s.cell), want) << to_label(s.cell);
    }
}

// ---- the drag preview

TEST(MoveOverlay, PathPreviewToC8StopsAtC7WithTheReason) {
    EncounterDocument doc(loadBundled("bull-rush.skirmish"));
    MapScene scene(&doc, 64);
    MoveOverlay* overlay = scene.moveOverlay();
    overlay->showPath(QStringLiteral("attacker"), test::at("C8"));
    ASSERT_TRUE(overlay->pathShown());
    ASSERT_TRUE(overlay->pathResult().has_value());
    const PathResult& r = *overlay->pathResult();
    EXPECT_FALSE(r.legal);
    EXPECT_EQ(r.stops_at, test::at("C7"));
    const PathPreviewItem* item = overlay->pathItem();
    EXPECT_FALSE(item->labelOk());
    EXPECT_EQ(item->labelText(), QString::fromStdString(r.reason));
    EXPECT_TRUE(item->labelText().contains(QStringLiteral("move ends at C7")))
        << item->labelText().toStdString();
    // C1..C8: solid up to C7 (index 6), dashed to C8.
    ASSERT_EQ(item->preview().points.size(), 8);
    EXPECT_EQ(item->preview().solidUpTo, 6);
    EXPECT_EQ(item->preview().points.back(), QPointF(2.5 * 64, 7.5 * 64));
    EXPECT_TRUE(scene.mapRect().contains(item->labelRect()));

    // A legal path: cost and movement left.
    overlay->showPath(QStringLiteral("attacker"), test::at("C5"));
    EXPECT_TRUE(item->labelOk());
    EXPECT_EQ(item->labelText(), QStringLiteral("4 sq \u00b7 2 left"));
    overlay->clearPath();
    EXPECT_FALSE(overlay->pathShown());
}

TEST(MoveOverlay, PathLabelUsesTheMapsUnit) {
    Encounter enc = loadBundled("bull-rush.skirmish");
    enc.map.set_square(SquareSize{5, LengthUnit::Feet});
    EncounterDocument doc(enc);
    MapScene scene(&doc, 64);
    scene.moveOverlay()->showPath(QStringLiteral("attacker"), test::at("C5"));
    EXPECT_EQ(scene.moveOverlay()->pathItem()->labelText(),
              QStringLiteral("20 ft \u00b7 10 ft left"));
}

TEST(MoveOverlay, ProvocationMarkersNameTheEnemy) {
    EncounterDocument doc(freehitsEncounter());
    MapScene scene(&doc, 64);
    MoveOverlay* overlay = scene.moveOverlay();
    overlay->showPath(QStringLiteral("hero"), test::at("B5"));
    ASSERT_TRUE(overlay->pathResult().has_value());
    EXPECT_TRUE(overlay->pathResult()->legal);
    EXPECT_EQ(overlay->pathItem()->markerTexts(), QStringList{QStringLiteral("Orc 2 attacks")});
    ASSERT_EQ(overlay->pathItem()->preview().markers.size(), 1);
    EXPECT_EQ(overlay->pathItem()->preview().markers[0].centre, QPointF(4.5 * 64, 4.5 * 64)); // E5
    overlay->showPath(QStringLiteral("hero"), test::at("G5"));
    EXPECT_TRUE(overlay->pathItem()->markerTexts().isEmpty());
}

TEST(MoveOverlay, NoPathPreviewInThePlayersView) {
    EncounterDocument doc(loadBundled("bull-rush.skirmish"));
    MapScene scene(&doc, 64);
    scene.setViewMode(ViewMode::Players);
    scene.moveOverlay()->showPath(QStringLiteral("attacker"), test::at("C5"));
    EXPECT_FALSE(scene.moveOverlay()->pathShown());
}

// ---- the threat overlay

TEST(MoveOverlay, ThreatIsTheUnionOfTheEnemiesZones) {
    EncounterDocument doc(loadBundled("bull-rush.skirmish"));
    MapScene scene(&doc, 64);
    MoveOverlay* overlay = scene.moveOverlay();
    EXPECT_TRUE(overlay->threatCells().empty()); // off by default
    overlay->setThreatVisible(true);
    const Encounter& enc = doc.encounter();
    const Pathfinder pf(enc);
    auto zones = [&](std::initializer_list<const char*> ids) {
        std::vector<Cell> all;
        for (const char* id : ids) {
            const auto z = threatened_cells(enc, pf.passability(), *enc.find_unit(id));
            all.insert(all.end(), z.begin(), z.end());
        }
        return sorted(all);
    };
    // No selection: every unit's zone.
    EXPECT_EQ(overlay->threatCells(), zones({"attacker", "b8", "c8", "d8"}));
    // The attacker selected: its enemies' zones only.
    scene.selectUnit(QStringLiteral("attacker"));
    EXPECT_EQ(overlay->threatCells(), zones({"b8", "c8", "d8"}));
    const std::vector<Cell> threatened = overlay->threatCells();
    EXPECT_NE(std::find(threatened.begin(), threatened.end(), test::at("C7")), threatened.end());
    EXPECT_EQ(std::find(threatened.begin(), threatened.end(), test::at("C5")), threatened.end());
    scene.selectUnit(QStringLiteral("c8"));
    EXPECT_EQ(overlay->threatCells(), zones({"attacker"}));
    overlay->setThreatVisible(false);
    EXPECT_TRUE(overlay->threatCells().empty());
    EXPECT_FALSE(overlay->threatItem()->isVisible());
}

// ---- renderEncounter

TEST(MoveOverlayRender, ReachFromTintsReachableSquaresOnly) {
    const Encounter enc = loadBundled("bull-rush.skirmish");
    RenderOptions plain;
    plain.pixelsPerCell = 32;
    plain.grid = false;
    plain.labels = false;
    RenderOptions reach = plain;
    reach.reachFrom = QStringLiteral("attacker");
    EXPECT_TRUE(renderProblem(enc, reach).isEmpty());
    const QImage a = renderEncounter(enc, plain);
    const QImage b = renderEncounter(enc, reach);
    ASSERT_FALSE(a.isNull());
    ASSERT_EQ(a.size(), b.size());
    auto centre = [](Cell c) { return QPoint(c.x * 32 + 16, c.y * 32 + 16); };
    EXPECT_NE(a.pixelColor(centre(test::at("C5"))), b.pixelColor(centre(test::at("C5")))); // green
    EXPECT_NE(a.pixelColor(centre(test::at("C7"))), b.pixelColor(centre(test::at("C7")))); // amber
    EXPECT_NE(b.pixelColor(centre(test::at("C5"))), b.pixelColor(centre(test::at("C7"))));
    EXPECT_EQ(a.pixelColor(centre(test::at("C11"))),
              b.pixelColor(centre(test::at("C11")))); // out of reach
    EXPECT_EQ(a.pixelColor(centre(test::at("H12"))), b.pixelColor(centre(test::at("H12"))));

    RenderOptions threat = plain;
    threat.threat = true;
    const QImage t = renderEncounter(enc, threat);
    EXPECT_NE(a.pixelColor(centre(test::at("C7"))), t.pixelColor(centre(test::at("C7"))));
    EXPECT_EQ(a.pixelColor(centre(test::at("H12"))), t.pixelColor(centre(test::at("H12"))));
}

TEST(MoveOverlayRender, ProblemsWithReachFrom) {
    const Encounter enc = loadBundled("bull-rush.skirmish");
    RenderOptions o;
    o.reachFrom = QStringLiteral("nobody");
    EXPECT_EQ(renderProblem(enc, o), QStringLiteral("unknown unit nobody"));
    o.reachFrom = QStringLiteral("attacker");
    o.view = ViewMode::Players;
    EXPECT_FALSE(renderProblem(enc, o).isEmpty());
    o.reachFrom.clear();
    o.threat = true;
    EXPECT_TRUE(renderProblem(enc, o).isEmpty());
}

// ---- the main window, with real mouse and keyboard events

class MoveWindowTest : public ::testing::Test {
protected:
    struct ClearSettings {
        ClearSettings() {
            QSettings s = test::storedSettings();
            s.remove(QStringLiteral("view/movementRange"));
            s.remove(QStringLiteral("view/threat"));
        }
    };

    void open(Encounter enc) {
        ASSERT_TRUE(test::openEncounter(window, std::move(enc), {1200, 800}));
    }

    const Encounter& enc() { return window.document()->encounter(); }
    QPoint viewportPointOf(Cell c) {
        const double s = window.scene()->cellPixels();
        return window.mapView()->mapFromScene(QPointF((c.x + 0.5) * s, (c.y + 0.5) * s));
    }
    void moveTo(QPoint p, Qt::MouseButtons buttons, Qt::KeyboardModifiers mods = {}) {
        QWidget* vp = window.mapView()->viewport();
        QMouseEvent move(QEvent::MouseMove, QPointF(p), vp->mapToGlobal(QPointF(p)), Qt::NoButton,
                         buttons, mods);
        QCoreApplication::sendEvent(vp, &move);
    }
    /// Presses on `from`, moves in steps to `to` with the button held.
    void dragTo(Cell from, Cell to, Qt::KeyboardModifiers mods = {}) {
        QWidget* vp = window.mapView()->viewport();
        const QPoint a = viewportPointOf(from);
        const QPoint b = viewportPointOf(to);
        QTest::mousePress(vp, Qt::LeftButton, {}, a);
        for (int i = 1; i <= 8; ++i) {
            moveTo(a + (b - a) * i / 8, Qt::LeftButton, mods);
        }
    }
    void release(Cell at, Qt::KeyboardModifiers mods = {}) {
        QTest::mouseRelease(window.mapView()->viewport(), Qt::LeftButton, mods,
                            viewportPointOf(at));
        QCoreApplication::processEvents();
    }

    ClearSettings clear;
    MainWindow window;
};

TEST_F(MoveWindowTest, TogglesAreInTheViewMenuWithShortcuts) {
    open(loadBundled("bull-rush.skirmish"));
    QAction* range = window.movementRangeAction();
    QAction* threat = window.threatAction();
    ASSERT_NE(range, nullptr);
    ASSERT_NE(threat, nullptr);
    EXPECT_TRUE(range->isChecked());
    EXPECT_FALSE(threat->isChecked());
    EXPECT_EQ(range->shortcut(), QKeySequence(Qt::Key_M));
    EXPECT_EQ(threat->shortcut(), QKeySequence(Qt::Key_H));
    window.scene()->selectUnit(QStringLiteral("attacker"));
    EXPECT_TRUE(window.scene()->moveOverlay()->reachShown());
    range->setChecked(false);
    EXPECT_FALSE(window.scene()->moveOverlay()->reachShown());
    EXPECT_FALSE(test::storedSettings().value(QStringLiteral("view/movementRange")).toBool());
    threat->setChecked(true);
    EXPECT_FALSE(window.scene()->moveOverlay()->threatCells().empty());
    range->setChecked(true);
    threat->setChecked(false);
}

TEST_F(MoveWindowTest, DraggingPreviewsThePathAndAnIllegalDropGoesBack) {
    open(loadBundled("bull-rush.skirmish"));
    QSignalSpy messages(window.scene(), &MapScene::message);
    MoveOverlay* overlay = window.scene()->moveOverlay();
    dragTo(test::at("C1"), test::at("C8"));
    // While dragging: the preview of the engine's path to C8.
    ASSERT_TRUE(overlay->pathShown());
    ASSERT_TRUE(overlay->pathResult().has_value());
    EXPECT_EQ(overlay->pathResult()->stops_at, test::at("C7"));
    EXPECT_FALSE(overlay->pathItem()->labelOk());
    EXPECT_TRUE(window.selectTool()->dragging());
    release(test::at("C8"));
    // Rejected: the unit and its token stay at C1, the reason is shown.
    EXPECT_FALSE(overlay->pathShown());
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C1"));
    EXPECT_EQ(window.scene()->token(QStringLiteral("attacker"))->pos(),
              window.scene()->cellToScene(test::at("C1")));
    // The engine's own reason for MoveUnit to C8.
    EncounterDocument probe(enc());
    const auto why = probe.execute(MoveUnit{"attacker", test::at("C8")});
    ASSERT_TRUE(why.has_value());
    ASSERT_GE(messages.count(), 1);
    const QString last = messages.last().at(0).toString();
    EXPECT_EQ(last, *why);
    EXPECT_EQ(window.statusBar()->currentMessage(), last);
    EXPECT_EQ(window.document()->undoStack()->count(), 0);

    // A9 is free but out of reach by the rules: the status bar shows the
    // reason the preview gave.
    dragTo(test::at("C1"), test::at("A9"));
    ASSERT_TRUE(overlay->pathResult().has_value());
    EXPECT_FALSE(overlay->pathResult()->legal);
    const QString reason = QString::fromStdString(overlay->pathResult()->reason);
    release(test::at("A9"));
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C1"));
    EXPECT_EQ(window.statusBar()->currentMessage(), reason);

    // A legal drop moves by the rules.
    dragTo(test::at("C1"), test::at("C4"));
    release(test::at("C4"));
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C4"));
    EXPECT_EQ(window.document()->undoStack()->text(0), QStringLiteral("Move Attacker to C4"));
}

TEST_F(MoveWindowTest, ShiftDropIsTheGmOverrideAndUndoable) {
    open(loadBundled("bull-rush.skirmish"));
    dragTo(test::at("C1"), test::at("C10"), Qt::ShiftModifier);
    EXPECT_TRUE(window.scene()->moveOverlay()->pathItem()->labelText().startsWith(
        QStringLiteral("GM override")));
    release(test::at("C10"), Qt::ShiftModifier);
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C10"));
    EXPECT_EQ(window.statusBar()->currentMessage(),
              QStringLiteral("GM override: placed Attacker on C10"));
    QUndoStack* undo = window.document()->undoStack();
    ASSERT_EQ(undo->count(), 1);
    EXPECT_EQ(undo->text(0), QStringLiteral("Place Attacker on C10"));
    undo->undo();
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C1"));
    EXPECT_EQ(window.scene()->token(QStringLiteral("attacker"))->pos(),
              window.scene()->cellToScene(test::at("C1")));
}

TEST_F(MoveWindowTest, CtrlReleaseAddsAWaypoint) {
    open(loadBundled("bull-rush.skirmish"));
    MoveOverlay* overlay = window.scene()->moveOverlay();
    dragTo(test::at("C1"), test::at("A4"));
    release(test::at("A4"), Qt::ControlModifier);
    ASSERT_TRUE(window.selectTool()->dragging()); // goes on with the button up
    EXPECT_EQ(window.selectTool()->waypoints(), std::vector<Cell>{test::at("A4")});
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C1"));
    const QPoint a = viewportPointOf(test::at("A4"));
    const QPoint b = viewportPointOf(test::at("C5"));
    for (int i = 1; i <= 4; ++i) {
        moveTo(a + (b - a) * i / 4, Qt::NoButton);
    }
    ASSERT_TRUE(overlay->pathResult().has_value());
    const std::vector<Cell>& path = overlay->pathResult()->path;
    EXPECT_NE(std::find(path.begin(), path.end(), test::at("A4")), path.end());
    EXPECT_EQ(overlay->pathResult()->cost, 5); // 3 to A4, 2 on to C5 (straight: 4)
    EXPECT_EQ(overlay->pathItem()->preview().waypoints.size(), 1);
    EXPECT_EQ(overlay->pathItem()->labelText(), QStringLiteral("5 sq \u00b7 1 left"));
    QTest::mouseClick(window.mapView()->viewport(), Qt::LeftButton, {}, b);
    QCoreApplication::processEvents();
    EXPECT_FALSE(window.selectTool()->dragging());
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C5"));
}

TEST_F(MoveWindowTest, EscapeCancelsADrag) {
    open(loadBundled("bull-rush.skirmish"));
    dragTo(test::at("C1"), test::at("C4"));
    QTest::keyClick(window.mapView(), Qt::Key_Escape);
    EXPECT_FALSE(window.selectTool()->dragging());
    EXPECT_FALSE(window.scene()->moveOverlay()->pathShown());
    EXPECT_EQ(window.scene()->token(QStringLiteral("attacker"))->pos(),
              window.scene()->cellToScene(test::at("C1")));
    release(test::at("C4"));
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C1"));
}

TEST_F(MoveWindowTest, ArrowKeysFollowTheRulesShiftOverrides) {
    Encounter e = loadBundled("bull-rush.skirmish");
    e.find_unit("attacker")->conditions.insert("Immobilized");
    open(e);
    window.scene()->selectUnit(QStringLiteral("attacker"));
    QTest::keyClick(window.mapView(), Qt::Key_Down);
    // The preview already says why; Enter is refused with the same reason.
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("Immobilized")))
        << window.statusBar()->currentMessage().toStdString();
    QTest::keyClick(window.mapView(), Qt::Key_Return);
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C1"));
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("Immobilized")))
        << window.statusBar()->currentMessage().toStdString();
    QTest::keyClick(window.mapView(), Qt::Key_Down, Qt::ShiftModifier);
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C2"));
    EXPECT_EQ(window.statusBar()->currentMessage(),
              QStringLiteral("GM override: placed Attacker on C2"));
    EXPECT_EQ(window.document()->undoStack()->text(0), QStringLiteral("Place Attacker on C2"));
}

TEST_F(MoveWindowTest, ArrowKeyIntoAHostileSquareEndsTheMoveButIsLegal) {
    // Phases: the attacker at C6 may step to C7 (its move ends there), but
    // not into C8, where an enemy stands.
    Encounter e = loadBundled("bull-rush.skirmish");
    e.find_unit("attacker")->cell = test::at("C6");
    open(e);
    window.scene()->selectUnit(QStringLiteral("attacker"));
    EXPECT_EQ(window.scene()->moveOverlay()->reachKind(test::at("C7")), Kind::EndsMove);
    QTest::keyClick(window.mapView(), Qt::Key_Down);
    QTest::keyClick(window.mapView(), Qt::Key_Return);
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C7"));
    QTest::keyClick(window.mapView(), Qt::Key_Down);
    QTest::keyClick(window.mapView(), Qt::Key_Return);
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C7"));
    EXPECT_FALSE(window.statusBar()->currentMessage().isEmpty());
}

TEST_F(MoveWindowTest, ArrowKeysBuildOnePathAndEnterMakesItOneMove) {
    // Issue 15 at the table: the arrows no longer spend a move per square.
    open(loadBundled("bull-rush.skirmish"));
    window.scene()->selectUnit(QStringLiteral("attacker"));
    window.mapView()->setFocus();
    QUndoStack* undo = window.document()->undoStack();
    const int before = undo->count();
    // Any dialog that Enter might open instead (Edit Unit) is closed, so
    // that the test fails rather than hangs.
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [] {
        if (QWidget* modal = QApplication::activeModalWidget()) {
            modal->close();
        }
    });
    closer.start(100);
    // C1 -> C2 -> C3 -> D3, back to C3, then C4: three squares.
    for (Qt::Key k : {Qt::Key_Down, Qt::Key_Down, Qt::Key_Right, Qt::Key_Left, Qt::Key_Down}) {
        QTest::keyClick(window.mapView(), k);
    }
    EXPECT_EQ(window.mapView()->keyPath().steps(),
              (std::vector<Cell>{test::at("C2"), test::at("C3"), test::at("C4")}));
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C1")); // nothing moved yet
    EXPECT_EQ(undo->count(), before);
    MoveOverlay* overlay = window.scene()->moveOverlay();
    ASSERT_TRUE(overlay->pathShown());
    ASSERT_TRUE(overlay->pathResult().has_value());
    const PathResult expected =
        Pathfinder(enc()).path("attacker", test::at("C4"), {test::at("C2"), test::at("C3")});
    EXPECT_TRUE(overlay->pathResult()->legal);
    EXPECT_EQ(overlay->pathResult()->path, expected.path);
    EXPECT_EQ(overlay->pathResult()->cost, 3);
    EXPECT_TRUE(overlay->pathItem()->preview().waypoints.isEmpty()); // no numbered dots
    QTest::keyClick(window.mapView(), Qt::Key_Return);
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C4"));
    EXPECT_EQ(undo->count(), before + 1); // one move command
    EXPECT_TRUE(window.mapView()->keyPath().empty());
    EXPECT_FALSE(overlay->pathShown());
    // Esc drops a path; selecting another unit drops it too.
    QTest::keyClick(window.mapView(), Qt::Key_Down);
    EXPECT_TRUE(overlay->pathShown());
    QTest::keyClick(window.mapView(), Qt::Key_Escape);
    EXPECT_TRUE(window.mapView()->keyPath().empty());
    EXPECT_FALSE(overlay->pathShown());
    QTest::keyClick(window.mapView(), Qt::Key_Down);
    window.scene()->selectUnit(QStringLiteral("b8"));
    EXPECT_TRUE(window.mapView()->keyPath().empty());
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C4"));
    EXPECT_EQ(undo->count(), before + 1);
    // A path left behind when the unit moved some other way (here undo) is
    // not made: Enter is Edit Unit again (closed by the timer).
    window.scene()->selectUnit(QStringLiteral("attacker"));
    QTest::keyClick(window.mapView(), Qt::Key_Down);
    QTest::keyClick(window.mapView(), Qt::Key_Down);
    undo->undo(); // the attacker back on C1
    ASSERT_EQ(enc().find_unit("attacker")->cell, test::at("C1"));
    QTest::keyClick(window.mapView(), Qt::Key_Return);
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C1"));
    EXPECT_TRUE(window.mapView()->keyPath().empty());
}

TEST_F(MoveWindowTest, APendingReactionShowsTheMoverWhereItWasInterrupted) {
    // Seed 001: Roland leaves the orc's zone on the way from B2 to B6; the
    // move stops where the orc's free hit comes, and the token is drawn
    // there (not on B6) until the GM answers.
    auto r = loadEncounterFile(QStringLiteral(
        SKIRMISH_SOURCE_DIR "/tests/scenarios/freehits-free-hit/encounter.skirmish"));
    ASSERT_TRUE(r.ok()) << r.reason();
    open(r.value());
    StartCombat start;
    start.setup.initiator = "heroes";
    start.seed = 7;
    ASSERT_FALSE(window.document()->execute(start));
    dragTo(test::at("B2"), test::at("B6"));
    release(test::at("B6"));
    ASSERT_TRUE(enc().combat.pending.has_value());
    const Cell stop = enc().combat.pending->at;
    EXPECT_NE(stop, test::at("B6"));
    EXPECT_EQ(enc().find_unit("roland")->cell, stop);
    EXPECT_EQ(window.scene()->token(QStringLiteral("roland"))->pos(),
              window.scene()->cellToScene(stop));
}

} // namespace
} // namespace skirmish::ui
