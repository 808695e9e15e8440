// Fog of war in the players' view (issue 7): pixel tests of what the table
// sees, the GM's hatch, the fog brush and the View > Fog of War actions.
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "document/long_work_progress.h"
#include "mainwindow.h"
#include "scene/fog_item.h"
#include "scene/map_scene.h"
#include "scene/render.h"
#include "scene/wall_item.h"
#include "scene/z_order.h"
#include "test_support.h"
#include "tools/fog_tool.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

constexpr int kCell = 64;
const QColor kOrcColour("#ff00ff");
const QColor kScoutColour("#ff8c00");
const QColor kKnightColour("#2e86de");

/// A 12x8 map split by a wall along x = 6 with a closed door (wall 1) at
/// y 3..4. The party (the knight, C4 = [2,3]) sees the left room only. The
/// orc stands in the dark right room at [10,6], which also has a wall of its
/// own (wall 3, x = 9, y 0..2). In the left room, in the knight's sight: a
/// hidden ghost [3,5] and a concealed scout [1,6], neither on a player side.
Encounter fogEncounter() {
    Encounter enc;
    enc.name = "Fog";
    enc.map = BattleMap(12, 8);
    enc.sides.push_back(Side{"heroes", "Heroes", "#2e86de", true});
    enc.sides.push_back(Side{"orcs", "Orcs", "#ff00ff", false});
    enc.sides.push_back(Side{"ghosts", "Ghosts", "#13ff77", false});
    enc.sides.push_back(Side{"scouts", "Scouts", "#ff8c00", false});
    auto unit = [&](const char* id, const char* side, Cell c) {
        Unit u;
        u.id = id;
        u.name = id;
        u.side = side;
        u.cell = c;
        enc.units.push_back(u);
        return &enc.units.back();
    };
    unit("knight", "heroes", Cell{2, 3});
    unit("orc", "orcs", Cell{10, 6});
    unit("spook", "ghosts", Cell{3, 5})->hidden = true;
    unit("scout", "scouts", Cell{1, 6})->conditions.insert("concealed");
    auto& walls = enc.map.walls();
    walls.push_back(Wall{Point{6, 0}, Point{6, 3}, WallKind::Wall, DoorState::Closed});
    walls.push_back(Wall{Point{6, 3}, Point{6, 4}, WallKind::Door, DoorState::Closed});
    walls.push_back(Wall{Point{6, 4}, Point{6, 8}, WallKind::Wall, DoorState::Closed});
    walls.push_back(Wall{Point{9, 0}, Point{9, 2}, WallKind::Wall, DoorState::Closed});
    return enc;
}

QImage render(const Encounter& enc, ViewMode view, bool fogHatch = false) {
    RenderOptions o;
    o.view = view;
    o.fogHatch = fogHatch;
    o.pixelsPerCell = kCell;
    o.labels = false; // the coordinate labels stay over the fog
    return renderEncounter(enc, o);
}

/// The hidden ghost's green (#13ff77), also at half opacity: no other unit
/// or floor of fogEncounter() has it.
bool ghostly(QColor c) {
    return c.green() > c.red() + 60 && c.green() > c.blue() + 40 && c.blue() > c.red();
}

QRect cellRect(Cell c, int inset = 0) {
    return QRect(c.x * kCell + inset, c.y * kCell + inset, kCell - 2 * inset, kCell - 2 * inset);
}

QColor centrePixel(const QImage& image, Cell c) {
    return image.pixelColor(c.x * kCell + kCell / 2, c.y * kCell + kCell / 2);
}

int countNear(const QImage& image, QColor want, QRect area = QRect(), int tol = 12) {
    return test::countPixels(
        image, [&](QColor c) { return test::near(c, want, tol); }, area);
}

/// True when every pixel of `cell` (inset by 3 px) is the fog's dark colour.
bool allDark(const QImage& image, Cell cell) {
    const QRect r = cellRect(cell, 3);
    return countNear(image, FogItem::darkColor(), r, 2) == r.width() * r.height();
}

/// The same pixels in `cell` (inset by 3 px, away from neighbours' hatch).
bool sameCell(const QImage& a, const QImage& b, Cell cell) {
    const QRect r = cellRect(cell, 3);
    return a.copy(r) == b.copy(r);
}

/// Opens the door, walks the knight into the right room (a GM placement),
/// back out, and closes the door: the right room is explored, out of sight.
void exploreRightRoom(EncounterDocument& doc) {
    ASSERT_FALSE(doc.execute(SetDoor{1, DoorState::Open}).has_value());
    ASSERT_FALSE(doc.execute(MoveUnit{"knight", Cell{8, 3}, {}, true}).has_value());
    ASSERT_FALSE(doc.execute(MoveUnit{"knight", Cell{2, 3}, {}, true}).has_value());
    ASSERT_FALSE(doc.execute(SetDoor{1, DoorState::Closed}).has_value());
}

WallItem* wallItem(const MapScene& scene, std::size_t index) {
    for (QGraphicsItem* item : scene.items()) {
        if (auto* w = dynamic_cast<WallItem*>(item); w && w->index() == index) {
            return w;
        }
    }
    return nullptr;
}

void sendToCell(MapScene& scene, QEvent::Type type, Cell cell) {
    QGraphicsSceneMouseEvent ev(type);
    ev.setScenePos(QPointF((cell.x + 0.5) * kCell, (cell.y + 0.5) * kCell));
    ev.setButton(type == QEvent::GraphicsSceneMouseMove ? Qt::NoButton : Qt::LeftButton);
    ev.setButtons(type == QEvent::GraphicsSceneMouseRelease ? Qt::NoButton : Qt::LeftButton);
    QCoreApplication::sendEvent(&scene, &ev);
}

TEST(Fog, HiddenAndConcealedUnitsNeverReachThePlayers) {
    const Encounter enc = fogEncounter();
    const QImage gm = render(enc, ViewMode::Gm);
    const QImage players = render(enc, ViewMode::Players);
    // The GM sees the hidden ghost (#13ff77 at half opacity: still a green
    // no other unit or floor has) and the concealed scout...
    EXPECT_GT(test::countPixels(gm, ghostly, cellRect(Cell{3, 5})), 300);
    EXPECT_GT(countNear(gm, kScoutColour, cellRect(Cell{1, 6})), 300);
    // ...the players see neither anywhere, though both stand in their sight.
    EXPECT_EQ(test::countPixels(players, ghostly), 0);
    EXPECT_EQ(countNear(players, kScoutColour), 0);
    EXPECT_GT(countNear(players, kKnightColour, cellRect(Cell{2, 3})), 500);
}

TEST(Fog, SquaresOutOfThePartysSightAreDark) {
    const Encounter enc = fogEncounter();
    const QImage gm = render(enc, ViewMode::Gm);
    const QImage players = render(enc, ViewMode::Players);
    for (int y = 0; y < 8; ++y) {
        for (int x = 6; x < 12; ++x) {
            EXPECT_TRUE(allDark(players, Cell{x, y})) << x << "," << y;
        }
    }
    // The orc in the dark room: the GM sees it, the players do not.
    EXPECT_GT(countNear(gm, kOrcColour, cellRect(Cell{10, 6})), 300);
    EXPECT_EQ(countNear(players, kOrcColour), 0);
    // A square the knight sees looks the same to both.
    EXPECT_TRUE(sameCell(gm, players, Cell{1, 1}));
    EXPECT_TRUE(sameCell(gm, players, Cell{4, 6}));
    // With the hatch (as in the GUI), the GM's fogged squares are hatched,
    // not dark: still readable. The squares the party sees are not.
    const QImage hatched = render(enc, ViewMode::Gm, true);
    EXPECT_FALSE(sameCell(gm, hatched, Cell{8, 5}));
    EXPECT_GT(countNear(hatched, QColor(236, 232, 222), cellRect(Cell{8, 5}, 3), 40), 1000);
    EXPECT_TRUE(sameCell(gm, hatched, Cell{1, 1}));
}

TEST(Fog, WallInAnUnexploredRegionIsNotDrawn) {
    EncounterDocument doc(fogEncounter());
    MapScene scene(&doc, kCell);
    scene.setViewMode(ViewMode::Players);
    ASSERT_NE(wallItem(scene, 3), nullptr);
    EXPECT_FALSE(wallItem(scene, 3)->isVisible()); // all its squares are dark
    EXPECT_TRUE(wallItem(scene, 0)->isVisible());  // the left room sees it
    scene.setViewMode(ViewMode::Gm);
    EXPECT_TRUE(wallItem(scene, 3)->isVisible());

    // Pixels: around x = 9, y 0.2..1.8 the GM sees a dark line; the players
    // see nothing but the fog colour there.
    const QRect along(9 * kCell - 5, kCell / 5, 10, kCell * 8 / 5);
    const auto wallish = [](QColor c) { return c.lightness() < 90; };
    const QImage gm = render(doc.encounter(), ViewMode::Gm);
    const QImage players = render(doc.encounter(), ViewMode::Players);
    EXPECT_GT(test::countPixels(gm, wallish, along), 150);
    EXPECT_EQ(countNear(players, FogItem::darkColor(), along, 2), along.width() * along.height());
    // The wall between the rooms shows on the side the knight sees.
    const QRect leftOfWall(6 * kCell - 3, kCell / 2, 2, kCell);
    EXPECT_EQ(test::countPixels(players, wallish, leftOfWall), leftOfWall.width() * kCell);
}

TEST(Fog, ExploredSquaresAreDimmedAndUnseenEnemiesLeftOut) {
    EncounterDocument doc(fogEncounter());
    MapScene scene(&doc, kCell);
    scene.setViewMode(ViewMode::Players);
    EXPECT_EQ(scene.token("orc"), nullptr);
    ASSERT_FALSE(doc.execute(SetDoor{1, DoorState::Open}).has_value());
    ASSERT_FALSE(doc.execute(MoveUnit{"knight", Cell{8, 3}, {}, true}).has_value());
    // In the room the knight sees the orc: the players see it too.
    EXPECT_NE(scene.token("orc"), nullptr);
    EXPECT_GT(
        countNear(render(doc.encounter(), ViewMode::Players), kOrcColour, cellRect(Cell{10, 6})),
        300);
    ASSERT_FALSE(doc.execute(MoveUnit{"knight", Cell{2, 3}, {}, true}).has_value());
    ASSERT_FALSE(doc.execute(SetDoor{1, DoorState::Closed}).has_value());
    EXPECT_EQ(scene.token("orc"), nullptr);
    EXPECT_NE(fog_flags(doc.encounter(), Cell{10, 5}) & FogOfWar::kExplored, 0);
    EXPECT_EQ(scene.playerSight(Cell{10, 5}), PlayerSight::Explored);
    EXPECT_EQ(scene.playerSight(Cell{1, 1}), PlayerSight::Visible);

    const QImage gm = render(doc.encounter(), ViewMode::Gm);
    const QImage players = render(doc.encounter(), ViewMode::Players);
    const QColor seen = centrePixel(gm, Cell{1, 5}); // the same parchment, seen now
    const QColor dim = centrePixel(players, Cell{10, 5});
    EXPECT_LT(dim.lightness(), seen.lightness() * 0.6);
    EXPECT_GT(dim.lightness(), 60); // dimmed, not dark
    EXPECT_FALSE(test::near(dim, FogItem::darkColor(), 30));
    // The orc is not seen now: not drawn, though its square is explored.
    EXPECT_EQ(countNear(players, kOrcColour), 0);
    // The explored room's own wall is drawn again (dimmed).
    EXPECT_TRUE(wallItem(scene, 3)->isVisible());
}

TEST(Fog, ResetExploredMakesExploredSquaresDarkAgain) {
    EncounterDocument doc(fogEncounter());
    exploreRightRoom(doc);
    ASSERT_FALSE(allDark(render(doc.encounter(), ViewMode::Players), Cell{10, 5}));
    ASSERT_FALSE(doc.execute(ResetExplored{}).has_value());
    const QImage players = render(doc.encounter(), ViewMode::Players);
    EXPECT_TRUE(allDark(players, Cell{10, 5}));
    EXPECT_FALSE(allDark(players, Cell{1, 1})); // seen now: not fog
    doc.undoStack()->undo();
    EXPECT_FALSE(allDark(render(doc.encounter(), ViewMode::Players), Cell{10, 5}));
}

TEST(Fog, FogOffShowsEverythingButHiddenUnits) {
    EncounterDocument doc(fogEncounter());
    ASSERT_FALSE(doc.execute(SetFog{false}).has_value());
    const QImage gm = render(doc.encounter(), ViewMode::Gm);
    const QImage players = render(doc.encounter(), ViewMode::Players);
    EXPECT_TRUE(sameCell(gm, players, Cell{8, 5}));
    EXPECT_GT(countNear(players, kOrcColour, cellRect(Cell{10, 6})), 300);
    EXPECT_EQ(test::countPixels(players, ghostly), 0);
    EXPECT_EQ(countNear(players, kScoutColour), 0);
}

TEST(Fog, BrushRevealsHidesAndClearsInOneStepPerStroke) {
    EncounterDocument doc(fogEncounter());
    MapScene scene(&doc, kCell);
    scene.setViewMode(ViewMode::Players);
    FogTool tool(&scene);
    scene.setTool(&tool);
    EXPECT_EQ(tool.brush(), FogBrush::Reveal);
    const int steps = doc.undoStack()->count();

    // A stroke over three squares of the dark room, previewed live.
    sendToCell(scene, QEvent::GraphicsSceneMousePress, Cell{8, 6});
    sendToCell(scene, QEvent::GraphicsSceneMouseMove, Cell{9, 6});
    int previews = 0;
    for (QGraphicsItem* item : scene.items()) {
        previews += item->zValue() == z::kToolPreview ? 1 : 0;
    }
    EXPECT_EQ(previews, 1);
    sendToCell(scene, QEvent::GraphicsSceneMouseRelease, Cell{10, 6});
    EXPECT_EQ(doc.undoStack()->count(), steps + 1);
    for (int x = 8; x <= 10; ++x) {
        EXPECT_NE(fog_flags(doc.encounter(), Cell{x, 6}) & FogOfWar::kRevealed, 0);
        EXPECT_EQ(scene.playerSight(Cell{x, 6}), PlayerSight::Visible);
    }
    EXPECT_NE(scene.token("orc"), nullptr); // it stands in a revealed square

    QImage gm = render(doc.encounter(), ViewMode::Gm);
    QImage players = render(doc.encounter(), ViewMode::Players);
    EXPECT_TRUE(sameCell(gm, players, Cell{8, 6}));
    EXPECT_TRUE(allDark(players, Cell{8, 5}));
    EXPECT_GT(countNear(players, kOrcColour, cellRect(Cell{10, 6})), 300);

    // Hide a square the knight sees; then clear both marks.
    tool.setBrush(FogBrush::Hide);
    ASSERT_TRUE(tool.paint({Cell{1, 1}}));
    players = render(doc.encounter(), ViewMode::Players);
    EXPECT_TRUE(allDark(players, Cell{1, 1}));
    tool.setBrush(FogBrush::Clear);
    ASSERT_TRUE(tool.paint({Cell{1, 1}, Cell{8, 6}}));
    gm = render(doc.encounter(), ViewMode::Gm);
    players = render(doc.encounter(), ViewMode::Players);
    EXPECT_TRUE(sameCell(gm, players, Cell{1, 1}));
    EXPECT_TRUE(allDark(players, Cell{8, 6}));
}

TEST(Fog, ExploredSquaresSurviveSaveAndLoad) {
    EncounterDocument doc(fogEncounter());
    exploreRightRoom(doc);
    ASSERT_FALSE(doc.encounter().fog.cells.empty());
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("fog.skirmish");
    ASSERT_FALSE(saveEncounterFile(path, doc.encounter()).has_value());
    const Result<Encounter> loaded = loadEncounterFile(path);
    ASSERT_TRUE(loaded.ok());
    EXPECT_EQ(loaded.value().fog, doc.encounter().fog);
    const QImage before = render(doc.encounter(), ViewMode::Players);
    const QImage after = render(loaded.value(), ViewMode::Players);
    EXPECT_EQ(before, after);
    EXPECT_FALSE(allDark(after, Cell{10, 5})); // explored, still dimmed
}

TEST(Fog, PartySightIsComputedOncePerChange) {
    EncounterDocument doc(fogEncounter());
    MapScene scene(&doc, kCell);
    scene.setViewMode(ViewMode::Players);
    const int n = scene.partySightComputations();
    EXPECT_EQ(n, 1);
    QImage image(200, 200, QImage::Format_ARGB32_Premultiplied);
    for (int i = 0; i < 2; ++i) {
        QPainter painter(&image);
        scene.render(&painter);
    }
    EXPECT_EQ(scene.partySightComputations(), n); // painting never recomputes
    ASSERT_FALSE(doc.execute(MoveUnit{"knight", Cell{2, 4}, {}, true}).has_value());
    EXPECT_EQ(scene.partySightComputations(), n + 1);
    ASSERT_FALSE(doc.execute(PaintFog{{Cell{9, 6}}, FogBrush::Reveal}).has_value());
    EXPECT_EQ(scene.partySightComputations(), n + 1); // the sight did not change
    ASSERT_FALSE(doc.execute(SetFog{false}).has_value());
    EXPECT_EQ(scene.playerSight(Cell{9, 1}), PlayerSight::Visible);
    ASSERT_FALSE(doc.execute(SetFog{true}).has_value());
    EXPECT_EQ(scene.partySightComputations(), n + 2);
    EXPECT_EQ(scene.playerSight(Cell{9, 1}), PlayerSight::Dark);
}

TEST(Fog, MainWindowActionsAndBrushTool) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(fogEncounter());
    QAction* fog = window.fogAction();
    ASSERT_NE(fog, nullptr);
    EXPECT_TRUE(fog->isChecked());
    fog->trigger();
    EXPECT_FALSE(window.document()->encounter().fog.enabled);
    EXPECT_FALSE(fog->isChecked());
    window.document()->undoStack()->undo();
    EXPECT_TRUE(window.document()->encounter().fog.enabled);
    EXPECT_TRUE(fog->isChecked()); // follows the document

    exploreRightRoom(*window.document());
    window.resetExploredAction()->trigger();
    EXPECT_EQ(window.scene()->playerSight(Cell{10, 5}), PlayerSight::Dark);

    // F picks the fog brush; the combo chooses what it paints.
    QAction* fogToolAction = nullptr;
    for (QAction* a : window.actions()) {
        if (a->shortcut() == QKeySequence(Qt::Key_F)) {
            fogToolAction = a;
        }
    }
    ASSERT_NE(fogToolAction, nullptr);
    fogToolAction->trigger();
    EXPECT_EQ(window.activeTool(), window.fogTool());
    window.fogBrushCombo()->setCurrentIndex(1);
    EXPECT_EQ(window.fogTool()->brush(), FogBrush::Hide);
    window.fogOnGmViewAction()->setChecked(false);
    EXPECT_FALSE(window.scene()->fogShownToGm());
}

/// Not a check: pictures to look at (--gtest_also_run_disabled_tests).
/// Roland opens the door of the sample dungeon, walks into the hall and
/// back, and the door closes: /tmp/fog-players.png and /tmp/fog-gm.png.
TEST(Fog, DISABLED_DungeonScreenshots) {
    MainWindow window;
    window.setQuiet(true);
    auto loaded = loadEncounterFile(test::sampleDungeonPath());
    ASSERT_TRUE(loaded.ok());
    window.newEncounter(std::move(loaded).value());
    EncounterDocument& doc = *window.document();
    ASSERT_FALSE(doc.execute(SetDoor{5, DoorState::Open}).has_value());
    ASSERT_FALSE(doc.execute(MoveUnit{"roland", Cell{10, 7}, {}, true}).has_value());
    ASSERT_FALSE(doc.execute(MoveUnit{"roland", Cell{6, 4}, {}, true}).has_value());
    ASSERT_FALSE(doc.execute(SetDoor{5, DoorState::Closed}).has_value());
    RenderOptions o;
    o.view = ViewMode::Players;
    ASSERT_TRUE(renderEncounter(doc.encounter(), o).save(QStringLiteral("/tmp/fog-players.png")));
    window.resize(1600, 1000);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(50);
    window.mapView()->fitToWindow();
    ASSERT_TRUE(window.grab().save(QStringLiteral("/tmp/fog-gm.png")));
}

} // namespace
} // namespace skirmish::ui

// Issue 17: work on the GUI thread past half a second (here: at once)
// shows a bar with the steps done, which closes when the work ends; short
// work shows none.
TEST(LongWorkProgressTest, ABarShowsTheStepsOfLongWorkAndCloses) {
    QWidget window;
    window.resize(600, 400);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    skirmish::ui::LongWorkProgress quick(&window, QStringLiteral("Working"), 60'000);
    quick.step(0, 4);
    quick.step(2, 4);
    EXPECT_EQ(quick.dialog(), nullptr);
    quick.step(4, 4);
    skirmish::ui::LongWorkProgress slow(&window,
                                        QStringLiteral("Working out what the party sees..."), 0);
    slow.step(0, 4);
    ASSERT_NE(slow.dialog(), nullptr);
    slow.step(3, 4);
    EXPECT_TRUE(slow.dialog()->isVisible());
    EXPECT_EQ(slow.dialog()->value(), 3);
    EXPECT_EQ(slow.dialog()->maximum(), 4);
    EXPECT_EQ(slow.dialog()->labelText(), QStringLiteral("Working out what the party sees..."));
    if (qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")) { // to look at it
        slow.dialog()->grab().save(qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR") +
                                   QStringLiteral("/long-work-progress.png"));
    }
    slow.step(4, 4);
    EXPECT_EQ(slow.dialog(), nullptr);
}
