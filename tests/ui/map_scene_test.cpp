// MapScene follows the document: tokens per unit id, walls, view modes.
#include "document/encounter_document.h"
#include "scene/map_scene.h"
#include "scene/token_item.h"
#include "scene/wall_item.h"
#include "test_support.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

int wallItems(const MapScene& scene) {
    int n = 0;
    for (QGraphicsItem* item : scene.items()) {
        n += dynamic_cast<WallItem*>(item) ? 1 : 0;
    }
    return n;
}

TEST(MapScene, TokensFollowMovesUndoAndRedo) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc, 50);
    ASSERT_EQ(scene.tokenCount(), 2);
    TokenItem* knight = scene.token("knight");
    ASSERT_NE(knight, nullptr);
    EXPECT_EQ(knight->pos(), QPointF(100, 100));
    EXPECT_EQ(scene.mapRect(), QRectF(0, 0, 500, 400));

    ASSERT_FALSE(doc.execute(MoveUnit{"knight", Cell{3, 4}}).has_value());
    EXPECT_EQ(scene.token("knight")->pos(), QPointF(150, 200));
    doc.undoStack()->undo();
    EXPECT_EQ(scene.token("knight")->pos(), QPointF(100, 100));
    doc.undoStack()->redo();
    EXPECT_EQ(scene.token("knight")->pos(), QPointF(150, 200));
}

// Tokens side by side share the row below them: their name labels are
// narrowed (and elided) so that they do not overlap.
TEST(MapScene, NameLabelsOfTokensSideBySideDoNotOverlap) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc, 50);
    const Cell knight = doc.encounter().find_unit("knight")->cell;
    const std::string other = doc.encounter().units.back().id == "knight"
                                  ? doc.encounter().units.front().id
                                  : doc.encounter().units.back().id;
    ASSERT_FALSE(doc.execute(MoveUnit{other, Cell{knight.x + 4, knight.y}, {}, true}).has_value());
    EXPECT_DOUBLE_EQ(scene.token("knight")->labelRoom(), 4.0); // its own square and the gap of 3
    // Side by side: the labels alternate tiers (issue 15), each with the
    // room its tier leaves it.
    ASSERT_FALSE(doc.execute(MoveUnit{other, Cell{knight.x + 1, knight.y}, {}, true}).has_value());
    EXPECT_EQ(scene.token("knight")->labelTier(), 0);
    EXPECT_EQ(scene.token(QString::fromStdString(other))->labelTier(), 1);
    // A third in the row: the first and the third share a tier and the
    // square between them.
    Unit third = *doc.encounter().find_unit("knight");
    third.id = "third";
    third.cell = Cell{knight.x + 2, knight.y};
    ASSERT_FALSE(doc.execute(PlaceUnit{third}).has_value());
    EXPECT_EQ(scene.token("third")->labelTier(), 0);
    EXPECT_DOUBLE_EQ(scene.token("knight")->labelRoom(), 2.0);
    EXPECT_DOUBLE_EQ(scene.token("third")->labelRoom(), 2.0);
    // A token in the row below the second: its label stays up, never over it.
    Unit below = third;
    below.id = "below";
    below.cell = Cell{knight.x + 1, knight.y + 1};
    ASSERT_FALSE(doc.execute(PlaceUnit{below}).has_value());
    EXPECT_EQ(scene.token(QString::fromStdString(other))->labelTier(), 0);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    EXPECT_EQ(scene.token("knight")->labelTier(), 0);
    EXPECT_DOUBLE_EQ(scene.token("knight")->labelRoom(), 4.0);
}

// A token's name label hangs into the row below: the token there must not
// cover it, so tokens higher up the map are drawn on top.
TEST(MapScene, TokensHigherUpAreDrawnOverTheRowBelow) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc, 50);
    const Cell knight = doc.encounter().find_unit("knight")->cell;
    const std::string other = doc.encounter().units.back().id == "knight"
                                  ? doc.encounter().units.front().id
                                  : doc.encounter().units.back().id;
    ASSERT_FALSE(doc.execute(MoveUnit{other, Cell{knight.x, knight.y + 1}, {}, true}).has_value());
    EXPECT_GT(scene.token("knight")->zValue(),
              scene.token(QString::fromStdString(other))->zValue());
    ASSERT_FALSE(doc.execute(MoveUnit{other, Cell{knight.x, knight.y - 1}, {}, true}).has_value());
    EXPECT_LT(scene.token("knight")->zValue(),
              scene.token(QString::fromStdString(other))->zValue());
}

TEST(MapScene, PlayersViewLeavesOutHiddenUnits) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc);
    ASSERT_NE(scene.token("spook"), nullptr);
    EXPECT_DOUBLE_EQ(scene.token("spook")->opacity(), 0.5);
    EXPECT_DOUBLE_EQ(scene.token("knight")->opacity(), 1.0);
    scene.setViewMode(ViewMode::Players);
    EXPECT_EQ(scene.token("spook"), nullptr);
    EXPECT_EQ(scene.tokenCount(), 1);
    scene.setViewMode(ViewMode::Gm);
    EXPECT_EQ(scene.tokenCount(), 2);
}

TEST(MapScene, UnitsAddedAndRemovedGetTokens) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc);
    Unit orc;
    orc.id = "orc";
    orc.name = "Orc 2";
    orc.side = "ghosts";
    orc.cell = Cell{0, 0};
    orc.size = 2;
    ASSERT_FALSE(doc.execute(PlaceUnit{orc}).has_value());
    ASSERT_NE(scene.token("orc"), nullptr);
    ASSERT_FALSE(doc.execute(RemoveUnit{"knight"}).has_value());
    EXPECT_EQ(scene.token("knight"), nullptr);
    doc.undoStack()->undo();
    EXPECT_NE(scene.token("knight"), nullptr);
}

TEST(MapScene, WallItemsFollowWallCommands) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc);
    EXPECT_EQ(wallItems(scene), 3);
    ASSERT_FALSE(doc.execute(RemoveWall{0}).has_value());
    EXPECT_EQ(wallItems(scene), 2);
    doc.undoStack()->undo();
    EXPECT_EQ(wallItems(scene), 3);
}

TEST(MapScene, SelectionSignals) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc);
    QSignalSpy spy(&scene, &MapScene::selectedUnitChanged);
    scene.selectUnit("knight");
    EXPECT_EQ(scene.selectedUnitId(), QStringLiteral("knight"));
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(spy.at(0).at(0).toString(), QStringLiteral("knight"));
    scene.selectUnit({});
    EXPECT_TRUE(scene.selectedUnitId().isEmpty());
    EXPECT_EQ(spy.count(), 2);
}

TEST(MapScene, ResetRebuilds) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc);
    Encounter other;
    other.map = BattleMap(3, 3);
    doc.reset(other);
    EXPECT_EQ(scene.tokenCount(), 0);
    EXPECT_EQ(wallItems(scene), 0);
    EXPECT_EQ(scene.mapRect(), QRectF(0, 0, 192, 192));
}

} // namespace
} // namespace skirmish::ui
