// Tools turn gestures into engine commands; the engine decides.
#include "document/encounter_document.h"
#include "scene/map_scene.h"
#include "scene/render.h"
#include "scene/token_item.h"
#include "test_support.h"
#include "tools/door_tool.h"
#include "tools/elevation_tool.h"
#include "tools/erase_tool.h"
#include "tools/select_tool.h"
#include "tools/terrain_tool.h"
#include "tools/wall_pick.h"
#include "tools/wall_tool.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTimer>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

TEST(WallPick, NearestWallAndDoor) {
    const Encounter enc = test::smallEncounter();
    EXPECT_EQ(nearestWall(enc.map, Point{5.1, 2.5}, 0.3), std::optional<std::size_t>(1));
    EXPECT_EQ(nearestWall(enc.map, Point{5.1, 1.0}, 0.3), std::optional<std::size_t>(0));
    EXPECT_EQ(nearestWall(enc.map, Point{5.1, 1.0}, 0.3, true), std::nullopt);
    EXPECT_EQ(nearestWall(enc.map, Point{2, 2}, 0.3), std::nullopt);
    EXPECT_DOUBLE_EQ(distanceToSegment(Point{0, 1}, Point{0, 0}, Point{2, 0}), 1.0);
}

TEST(WallTool, DrawsUnitSegmentsAsOneUndoStep) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc);
    WallTool tool(&scene, WallKind::Wall);
    const std::size_t before = doc.encounter().map.walls().size();
    // Mostly horizontal drag from corner (1,6) to (4,7): along row y = 6.
    EXPECT_EQ(tool.draw(QPoint(1, 6), QPoint(4, 7)), 3);
    const auto& walls = doc.encounter().map.walls();
    ASSERT_EQ(walls.size(), before + 3);
    EXPECT_EQ(walls[before].from, (Point{1, 6}));
    EXPECT_EQ(walls[before + 2].to, (Point{4, 6}));
    EXPECT_EQ(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    EXPECT_EQ(doc.encounter().map.walls().size(), before);
}

TEST(WallTool, DoorIsOneSegment) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc);
    WallTool tool(&scene, WallKind::Door);
    EXPECT_EQ(tool.draw(QPoint(0, 7), QPoint(0, 5)), 1);
    const Wall& w = doc.encounter().map.walls().back();
    EXPECT_EQ(w.kind, WallKind::Door);
    EXPECT_EQ(w.from, (Point{0, 7}));
    EXPECT_EQ(w.to, (Point{0, 5}));
}

TEST(WallTool, OutsideTheMapIsRejectedByTheEngine) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc);
    QSignalSpy messages(&scene, &MapScene::message);
    WallTool tool(&scene, WallKind::Window);
    const std::size_t before = doc.encounter().map.walls().size();
    EXPECT_EQ(tool.draw(QPoint(-3, 1), QPoint(-1, 1)), 0);
    EXPECT_EQ(doc.encounter().map.walls().size(), before);
    EXPECT_GE(messages.count(), 1);
    EXPECT_EQ(doc.undoStack()->count(), 0);
}

TEST(EraseTool, RemovesTheClickedSegment) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc, 64);
    EraseTool tool(&scene);
    ASSERT_TRUE(tool.eraseAt(QPointF(5 * 64 + 3, 3.5 * 64))); // the window
    ASSERT_EQ(doc.encounter().map.walls().size(), 2u);
    for (const Wall& w : doc.encounter().map.walls()) {
        EXPECT_NE(w.kind, WallKind::Window);
    }
    EXPECT_FALSE(tool.eraseAt(QPointF(64, 64)));
}

// Issue 15: a wall that came with an imported map is painted on the
// background; the eraser asks (the engine's question) before it goes.
TEST(EraseTool, AsksBeforeRemovingAnImportedWall) {
    Encounter enc = test::smallEncounter();
    for (Wall& w : enc.map.walls()) {
        w.imported = true;
    }
    EncounterDocument doc(enc);
    MapScene scene(&doc, 64);
    EraseTool tool(&scene);
    QString asked;
    auto answer = [&asked](QMessageBox::StandardButton button) {
        QTimer::singleShot(0, [&asked, button] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            ASSERT_NE(box, nullptr);
            asked = box->text();
            box->button(button)->click();
        });
    };
    answer(QMessageBox::No);
    EXPECT_FALSE(tool.eraseAt(QPointF(5 * 64 + 3, 3.5 * 64))); // the window
    EXPECT_TRUE(asked.contains(QStringLiteral("imported map"))) << asked.toStdString();
    EXPECT_EQ(doc.encounter().map.walls().size(), 3u);
    EXPECT_EQ(doc.undoStack()->count(), 0);
    answer(QMessageBox::Yes);
    EXPECT_TRUE(tool.eraseAt(QPointF(5 * 64 + 3, 3.5 * 64)));
    EXPECT_EQ(doc.encounter().map.walls().size(), 2u);
    EXPECT_EQ(doc.undoStack()->count(), 1);
}

TEST(DoorTool, TogglesAndLocks) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc, 64);
    DoorTool tool(&scene);
    const QPointF door(5 * 64, 2.5 * 64);
    ASSERT_TRUE(tool.clickAt(door));
    EXPECT_EQ(doc.encounter().map.walls()[1].state, DoorState::Open);
    ASSERT_TRUE(tool.clickAt(door));
    EXPECT_EQ(doc.encounter().map.walls()[1].state, DoorState::Closed);
    ASSERT_TRUE(tool.clickAt(door, true));
    EXPECT_EQ(doc.encounter().map.walls()[1].state, DoorState::Locked);
    EXPECT_FALSE(tool.clickAt(door)); // locked: a plain click does nothing
    EXPECT_EQ(doc.encounter().map.walls()[1].state, DoorState::Locked);
    EXPECT_FALSE(tool.clickAt(QPointF(64, 64)));
}

TEST(TerrainTool, PaintsCellsAsOneCommand) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc);
    TerrainTool tool(&scene);
    tool.setBrush(Terrain::Impassable);
    ASSERT_TRUE(tool.paint({Cell{0, 0}, Cell{1, 0}}));
    EXPECT_EQ(doc.encounter().map.terrain(Cell{0, 0}), Terrain::Impassable);
    EXPECT_EQ(doc.encounter().map.terrain(Cell{1, 0}), Terrain::Impassable);
    // Not under a unit: the engine refuses.
    EXPECT_FALSE(tool.paint({Cell{2, 2}}));
    EXPECT_EQ(doc.encounter().map.terrain(Cell{2, 2}), Terrain::Open);
}

// Issue 14: elevation is painted per square (seed 000 "Situational
// Modifiers", levels 0..4), one stroke one undo step, and shown shaded and
// numbered on the GM's view only.
TEST(ElevationTool, PaintsLevelsAndShowsThemToTheGmOnly) {
    Encounter plain = test::smallEncounter();
    plain.fog.enabled = false;
    EncounterDocument doc(plain);
    MapScene scene(&doc);
    ElevationTool tool(&scene);
    tool.setLevel(3);
    ASSERT_TRUE(tool.paint({Cell{0, 6}, Cell{1, 6}}));
    EXPECT_EQ(doc.encounter().map.elevation(Cell{0, 6}), 3);
    EXPECT_EQ(doc.encounter().map.elevation(Cell{1, 6}), 3);
    EXPECT_EQ(doc.undoStack()->count(), 1);
    tool.setLevel(7); // beyond 4: the engine refuses
    EXPECT_FALSE(tool.paint({Cell{2, 6}}));
    EXPECT_EQ(doc.encounter().map.elevation(Cell{2, 6}), 0);

    // Rendered at 64 px a square: A7 (raised) is darker than C7 (not) on
    // the GM's view, and the same on the players'.
    RenderOptions gm;
    gm.pixelsPerCell = 64;
    gm.grid = false;
    gm.labels = false;
    RenderOptions players = gm;
    players.view = ViewMode::Players;
    const QImage g = renderEncounter(doc.encounter(), gm);
    const QImage p = renderEncounter(doc.encounter(), players);
    auto at = [](const QImage& img, Cell c) {
        return img.pixelColor(c.x * 64 + 10, c.y * 64 + 40);
    };
    EXPECT_LT(at(g, Cell{0, 6}).lightness() + 20, at(g, Cell{2, 6}).lightness());
    EXPECT_EQ(at(p, Cell{0, 6}), at(p, Cell{2, 6}));
    // The level's number sits in the top-left corner, white on a dark badge.
    const QRect corner(0 * 64 + 1, 6 * 64 + 1, 11, 11);
    auto badge = [](QColor c) { return c.lightness() < 70; };
    auto text = [](QColor c) { return test::near(c, Qt::white, 40); };
    EXPECT_GT(test::countPixels(g, badge, corner), 40);
    EXPECT_GT(test::countPixels(g, text, corner), 2);
    EXPECT_EQ(test::countPixels(p, badge, corner), 0);
}

TEST(SelectTool, DropSnapsAndRejectedDropGoesBack) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc, 64);
    SelectTool tool(&scene);
    QSignalSpy messages(&scene, &MapScene::message);
    ASSERT_TRUE(tool.dropToken("knight", QPointF(3 * 64 + 20, 4 * 64 - 20)));
    EXPECT_EQ(doc.encounter().find_unit("knight")->cell, (Cell{3, 4}));
    EXPECT_EQ(scene.token("knight")->pos(), QPointF(3 * 64, 4 * 64));
    // Off the map: the engine rejects, the token stays, the reason is shown.
    EXPECT_FALSE(tool.dropToken("knight", QPointF(-5 * 64, 0)));
    EXPECT_EQ(doc.encounter().find_unit("knight")->cell, (Cell{3, 4}));
    EXPECT_EQ(scene.token("knight")->pos(), QPointF(3 * 64, 4 * 64));
    ASSERT_EQ(messages.count(), 1);
    EXPECT_FALSE(messages.at(0).at(0).toString().isEmpty());
}

} // namespace
} // namespace skirmish::ui
