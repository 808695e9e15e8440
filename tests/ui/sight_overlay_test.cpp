// Line-of-sight overlays: shade, cover badges, sight lines, the ruler, and
// renderEncounter's losFrom. Every expected answer below follows from the
// rule in engine/geometry/sight.h applied to the walls of sightEncounter().
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "scene/cover_badge_item.h"
#include "scene/map_scene.h"
#include "scene/render.h"
#include "scene/sight_lines_item.h"
#include "scene/sight_overlay.h"
#include "scene/sight_shade_item.h"
#include "test_support.h"
#include "tools/ruler_tool.h"
#include "views/map_view.h"

#include <QAction>
#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QMouseEvent>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>

namespace skirmish::ui {
namespace {

constexpr std::size_t kDoor = 1;

Unit sightUnit(const std::string& id, const std::string& side, Cell cell) {
    Unit u;
    u.id = id;
    u.name = id;
    u.side = side;
    u.cell = cell;
    return u;
}

/// A 10x8 map cut in two by a wall along x = 5 with a closed door from
/// [5,3] to [5,4]. West of it: the archer at [2,3]; an orc at [1,6] under a
/// wall along its top edge (half cover: only its south-east corner is
/// seen); a rat at [2,0] behind a wall along y = 1 with a slit at
/// x = 2.4..2.6 (full cover: no corner seen, its middle is); a wolf in the
/// open at [3,4] (no cover). East of it, behind the door: a goblin at [7,3].
Encounter sightEncounter() {
    Encounter enc;
    enc.name = "Sight";
    enc.map = BattleMap(10, 8);
    enc.sides.push_back(Side{"heroes", "Heroes", "#2e86de", true});
    enc.sides.push_back(Side{"monsters", "Monsters", "#c0392b", false});
    enc.units.push_back(sightUnit("archer", "heroes", Cell{2, 3}));
    enc.units.push_back(sightUnit("goblin", "monsters", Cell{7, 3}));
    enc.units.push_back(sightUnit("orc", "monsters", Cell{1, 6}));
    enc.units.push_back(sightUnit("rat", "monsters", Cell{2, 0}));
    enc.units.push_back(sightUnit("wolf", "monsters", Cell{3, 4}));
    auto& w = enc.map.walls();
    w.push_back(Wall{Point{5, 0}, Point{5, 3}, WallKind::Wall, DoorState::Closed});
    w.push_back(Wall{Point{5, 3}, Point{5, 4}, WallKind::Door, DoorState::Closed});
    w.push_back(Wall{Point{5, 4}, Point{5, 8}, WallKind::Wall, DoorState::Closed});
    w.push_back(Wall{Point{1, 6}, Point{2, 6}, WallKind::Wall, DoorState::Closed});
    w.push_back(Wall{Point{1, 1}, Point{2.4, 1}, WallKind::Wall, DoorState::Closed});
    w.push_back(Wall{Point{2.6, 1}, Point{3, 1}, WallKind::Wall, DoorState::Closed});
    return enc;
}

bool contains(const std::vector<Cell>& cells, Cell c) {
    return std::find(cells.begin(), cells.end(), c) != cells.end();
}

class SightOverlayTest : public ::testing::Test {
protected:
    SightOverlayTest() : doc(sightEncounter()), scene(&doc, 64) {}

    SightOverlay* overlay() { return scene.sightOverlay(); }
    QPointF centreOf(Cell c) const {
        return scene.cellToScene(c) + QPointF(scene.cellPixels() / 2, scene.cellPixels() / 2);
    }

    EncounterDocument doc;
    MapScene scene;
};

TEST_F(SightOverlayTest, NothingWithoutASelection) {
    EXPECT_FALSE(overlay()->isActive());
    EXPECT_TRUE(overlay()->hiddenCells().empty());
    EXPECT_TRUE(overlay()->badges().isEmpty());
    EXPECT_FALSE(overlay()->shadeItem()->isVisible());
}

TEST_F(SightOverlayTest, ShadeCoversExactlyTheCellsTheUnitCannotSee) {
    scene.selectUnit(QStringLiteral("archer"));
    ASSERT_TRUE(overlay()->isActive());
    const std::vector<Cell> hidden = overlay()->hiddenCells();
    // Everything east of the wall and the closed door is hidden; the west is seen.
    for (int y = 0; y < 8; ++y) {
        for (int x = 5; x < 10; ++x) {
            EXPECT_TRUE(contains(hidden, Cell{x, y})) << x << "," << y;
        }
    }
    EXPECT_FALSE(contains(hidden, Cell{2, 3})); // its own square
    EXPECT_FALSE(contains(hidden, Cell{4, 3}));
    EXPECT_FALSE(contains(hidden, Cell{0, 7}));
    // And exactly the complement of the engine's answer.
    const Sight sight(doc.encounter().map);
    const std::vector<Cell> visible = sight.visible_cells(sight_square(Cell{2, 3}));
    EXPECT_EQ(hidden.size() + visible.size(), 80u);
    for (const Cell c : visible) {
        EXPECT_FALSE(contains(hidden, c)) << c.x << "," << c.y;
    }
    EXPECT_TRUE(overlay()->shadeItem()->isVisible());
}

TEST_F(SightOverlayTest, BadgesShowHalfAndFullCoverOfSeenUnitsOnly) {
    scene.selectUnit(QStringLiteral("archer"));
    ASSERT_NE(overlay()->badge(QStringLiteral("orc")), nullptr);
    EXPECT_EQ(overlay()->badge(QStringLiteral("orc"))->cover(), Cover::Half);
    EXPECT_EQ(overlay()->badge(QStringLiteral("orc"))->text(), QStringLiteral("\u00bd"));
    ASSERT_NE(overlay()->badge(QStringLiteral("rat")), nullptr);
    EXPECT_EQ(overlay()->badge(QStringLiteral("rat"))->cover(), Cover::Full);
    EXPECT_EQ(overlay()->badge(QStringLiteral("rat"))->text(), QStringLiteral("Full"));
    EXPECT_EQ(overlay()->badge(QStringLiteral("wolf")), nullptr);   // no cover
    EXPECT_EQ(overlay()->badge(QStringLiteral("goblin")), nullptr); // not seen
    EXPECT_EQ(overlay()->badge(QStringLiteral("archer")), nullptr);
    EXPECT_EQ(overlay()->badges().size(), 2);
    // The badge sits at the token's top-right corner.
    EXPECT_EQ(overlay()->badge(QStringLiteral("orc"))->pos(), scene.cellToScene(Cell{2, 6}));

    // The Cover toggle hides the badges; Line of Sight hides the shade.
    overlay()->setCoverVisible(false);
    EXPECT_TRUE(overlay()->badges().isEmpty());
    EXPECT_FALSE(overlay()->hiddenCells().empty());
    overlay()->setLosVisible(false);
    EXPECT_TRUE(overlay()->hiddenCells().empty());
    overlay()->setLosVisible(true);
    overlay()->setCoverVisible(true);
    EXPECT_EQ(overlay()->badges().size(), 2);
}

TEST_F(SightOverlayTest, HoverShowsTheFourCornerLines) {
    scene.selectUnit(QStringLiteral("archer"));
    overlay()->hoverAt(centreOf(Cell{1, 6}));
    ASSERT_TRUE(overlay()->sightLinesShown());
    const SightLinesItem* lines = overlay()->sightLinesItem();
    EXPECT_EQ(lines->targetId(), QStringLiteral("orc"));
    const auto& corners = lines->result().corners; // nw, ne, se, sw
    EXPECT_FALSE(corners[0].seen);
    EXPECT_FALSE(corners[1].seen);
    EXPECT_TRUE(corners[2].seen);
    EXPECT_FALSE(corners[3].seen);
    ASSERT_TRUE(corners[2].witness.has_value());
    EXPECT_EQ(corners[2].witness->b, (Point{1.95, 6.95}));
    EXPECT_TRUE(lines->result().sight.visible);
    EXPECT_EQ(lines->label(), QStringLiteral("Cover: half (1/4 corners)"));

    overlay()->hoverAt(centreOf(Cell{7, 3}));
    EXPECT_EQ(lines->targetId(), QStringLiteral("goblin"));
    EXPECT_EQ(lines->label(), QStringLiteral("No line of sight"));
    for (const CornerSight& c : lines->result().corners) {
        EXPECT_FALSE(c.seen);
    }
    overlay()->hoverAt(centreOf(Cell{3, 4}));
    EXPECT_EQ(lines->label(), QStringLiteral("Cover: none (4/4 corners)"));

    // Over an empty square, or over the selected unit itself: no lines.
    overlay()->hoverAt(centreOf(Cell{0, 0}));
    EXPECT_FALSE(overlay()->sightLinesShown());
    overlay()->hoverAt(centreOf(Cell{2, 3}));
    EXPECT_FALSE(overlay()->sightLinesShown());
}

TEST_F(SightOverlayTest, HoverThroughTheViewWithRealMouseEvents) {
    MapView view(&scene);
    view.resize(800, 600);
    view.fitToWindow();
    scene.selectUnit(QStringLiteral("archer"));
    QWidget* vp = view.viewport();
    auto moveTo = [&](QPointF scenePos) {
        const QPoint p = view.mapFromScene(scenePos);
        QMouseEvent move(QEvent::MouseMove, QPointF(p), vp->mapToGlobal(QPointF(p)), Qt::NoButton,
                         Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(vp, &move);
    };
    moveTo(centreOf(Cell{2, 0}));
    ASSERT_TRUE(overlay()->sightLinesShown());
    EXPECT_EQ(overlay()->sightLinesItem()->targetId(), QStringLiteral("rat"));
    EXPECT_EQ(overlay()->sightLinesItem()->result().cover, Cover::Full);
    for (const CornerSight& c : overlay()->sightLinesItem()->result().corners) {
        EXPECT_FALSE(c.seen);
    }
    EXPECT_EQ(overlay()->sightLinesItem()->label(), QStringLiteral("Cover: full (0/4 corners)"));
    moveTo(centreOf(Cell{0, 0}));
    EXPECT_FALSE(overlay()->sightLinesShown());
}

TEST_F(SightOverlayTest, FollowsMovesDoorsAndResets) {
    scene.selectUnit(QStringLiteral("archer"));
    const int builds = overlay()->sightBuilds();
    EXPECT_TRUE(contains(overlay()->hiddenCells(), Cell{7, 3}));
    EXPECT_EQ(overlay()->badge(QStringLiteral("goblin")), nullptr);

    // Opening the door lets the archer see the goblin: no more shade there.
    ASSERT_FALSE(doc.execute(SetDoor{kDoor, DoorState::Open}));
    EXPECT_FALSE(contains(overlay()->hiddenCells(), Cell{7, 3}));
    EXPECT_GT(overlay()->sightBuilds(), builds); // a door change rebuilds the Sight
    doc.undoStack()->undo();
    EXPECT_TRUE(contains(overlay()->hiddenCells(), Cell{7, 3}));

    // Moving the archer east of the wall: the west is hidden now. A move
    // does not rebuild the Sight (the walls did not change).
    const int afterDoor = overlay()->sightBuilds();
    ASSERT_FALSE(doc.execute(MoveUnit{"archer", Cell{7, 5}, {}, true})); // the GM places it
    EXPECT_TRUE(contains(overlay()->hiddenCells(), Cell{2, 3}));
    EXPECT_FALSE(contains(overlay()->hiddenCells(), Cell{7, 3}));
    EXPECT_EQ(overlay()->sightBuilds(), afterDoor);
    EXPECT_EQ(overlay()->badge(QStringLiteral("orc")), nullptr);

    // Back at [2,3], removing the orc's wall (a wall event) leaves it
    // without cover: no badge.
    doc.undoStack()->undo();
    ASSERT_FALSE(doc.execute(RemoveWall{3}));
    EXPECT_EQ(overlay()->badge(QStringLiteral("orc")), nullptr);
    EXPECT_NE(overlay()->badge(QStringLiteral("rat")), nullptr);

    // A new encounter: the selection is gone, nothing is drawn.
    doc.reset(test::smallEncounter());
    EXPECT_FALSE(overlay()->isActive());
    EXPECT_TRUE(overlay()->hiddenCells().empty());
    scene.selectUnit(QStringLiteral("knight"));
    EXPECT_TRUE(overlay()->isActive());
    EXPECT_EQ(overlay()->shadeItem()->boundingRect(), QRectF(0, 0, 10 * 64, 8 * 64));
}

// Another unit's move keeps the shade as it was (the walls and the source
// did not change) and gives the moved unit its cover where it now stands.
TEST_F(SightOverlayTest, AnotherUnitsMoveKeepsTheShadeAndUpdatesItsCover) {
    scene.selectUnit(QStringLiteral("archer"));
    const std::vector<Cell> hidden = overlay()->hiddenCells();
    const int builds = overlay()->sightBuilds();
    ASSERT_NE(overlay()->badge(QStringLiteral("orc")), nullptr);
    // A mark on the rat's badge: a badge made again (even at the same
    // address) has none.
    ASSERT_NE(overlay()->badge(QStringLiteral("rat")), nullptr);
    overlay()->badge(QStringLiteral("rat"))->setData(0, QStringLiteral("kept"));
    ASSERT_FALSE(doc.execute(MoveUnit{"orc", Cell{3, 6}, {}, true})); // into the open
    EXPECT_EQ(overlay()->badge(QStringLiteral("orc")), nullptr);
    ASSERT_NE(overlay()->badge(QStringLiteral("rat")), nullptr);
    EXPECT_EQ(overlay()->badge(QStringLiteral("rat"))->data(0).toString(), QStringLiteral("kept"));
    EXPECT_EQ(overlay()->badge(QStringLiteral("rat"))->cover(), Cover::Full);
    EXPECT_EQ(overlay()->hiddenCells(), hidden);
    ASSERT_FALSE(doc.execute(MoveUnit{"wolf", Cell{1, 6}, {}, true})); // under the orc's wall
    ASSERT_NE(overlay()->badge(QStringLiteral("wolf")), nullptr);
    EXPECT_EQ(overlay()->badge(QStringLiteral("wolf"))->cover(), Cover::Half);
    EXPECT_EQ(overlay()->hiddenCells(), hidden);
    EXPECT_EQ(overlay()->sightBuilds(), builds);
}

// A unit that moves to another square with the same cover takes its badge
// along: [3,6] under a wall along its top edge is half cover, as [1,6] is.
TEST_F(SightOverlayTest, ABadgeFollowsItsUnitToASquareWithTheSameCover) {
    ASSERT_FALSE(doc.execute(AddWall{Wall{Point{3, 6}, Point{4, 6}}}));
    scene.selectUnit(QStringLiteral("archer"));
    ASSERT_NE(overlay()->badge(QStringLiteral("orc")), nullptr);
    EXPECT_EQ(overlay()->badge(QStringLiteral("orc"))->pos(), scene.cellToScene(Cell{2, 6}));
    ASSERT_FALSE(doc.execute(MoveUnit{"orc", Cell{3, 6}, {}, true}));
    ASSERT_NE(overlay()->badge(QStringLiteral("orc")), nullptr);
    EXPECT_EQ(overlay()->badge(QStringLiteral("orc"))->cover(), Cover::Half);
    EXPECT_EQ(overlay()->badge(QStringLiteral("orc"))->pos(), scene.cellToScene(Cell{4, 6}));
}

TEST_F(SightOverlayTest, PlayersViewDrawsNoOverlay) {
    scene.selectUnit(QStringLiteral("archer"));
    overlay()->hoverAt(centreOf(Cell{1, 6}));
    ASSERT_TRUE(overlay()->sightLinesShown());
    scene.setViewMode(ViewMode::Players);
    EXPECT_TRUE(overlay()->hiddenCells().empty());
    EXPECT_TRUE(overlay()->badges().isEmpty());
    EXPECT_FALSE(overlay()->sightLinesShown());
    scene.setViewMode(ViewMode::Gm);
    EXPECT_FALSE(overlay()->hiddenCells().empty());
}

TEST(RulerTool, MeasuresUnderTheEncountersDiagonalRule) {
    // teams: alternating diagonals, 1 m squares. 3 diagonals + 2 straight =
    // 2 + 3 + 1 = 6 squares.
    Encounter teams = sightEncounter();
    teams.ruleset = RulesetId::Teams;
    teams.map.set_square(SquareSize{1, LengthUnit::Metres});
    EncounterDocument doc(teams);
    MapScene scene(&doc, 64);
    RulerTool ruler(&scene);
    EXPECT_EQ(ruler.measure(Cell{0, 0}, Cell{5, 3}), QStringLiteral("6 m (6 squares)"));

    // A real drag on the scene, which changes nothing in the encounter.
    scene.setTool(&ruler);
    auto send = [&](QEvent::Type type, Cell c, Qt::MouseButtons buttons) {
        QGraphicsSceneMouseEvent ev(type);
        ev.setScenePos(scene.cellToScene(c) + QPointF(20, 30));
        ev.setButton(type == QEvent::GraphicsSceneMouseMove ? Qt::NoButton : Qt::LeftButton);
        ev.setButtons(buttons);
        QCoreApplication::sendEvent(&scene, &ev);
    };
    send(QEvent::GraphicsSceneMousePress, Cell{0, 7}, Qt::LeftButton);
    send(QEvent::GraphicsSceneMouseMove, Cell{2, 5}, Qt::LeftButton);
    send(QEvent::GraphicsSceneMouseMove, Cell{3, 4}, Qt::LeftButton);
    send(QEvent::GraphicsSceneMouseRelease, Cell{3, 4}, Qt::NoButton);
    EXPECT_EQ(ruler.text(), QStringLiteral("4 m (4 squares)")); // 3 diagonals
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_EQ(doc.encounter(), teams);
    scene.setTool(nullptr); // deactivates: the measure goes away
    EXPECT_TRUE(ruler.text().isEmpty());

    // 5 ft squares, uniform diagonals (the sides default).
    Encounter feet = sightEncounter();
    feet.ruleset = RulesetId::Sides;
    feet.map.set_square(SquareSize{5, LengthUnit::Feet});
    doc.reset(feet);
    EXPECT_EQ(ruler.measure(Cell{0, 0}, Cell{7, 2}), QStringLiteral("35 ft (7 squares)"));
    EXPECT_EQ(ruler.measure(Cell{4, 4}, Cell{4, 5}), QStringLiteral("5 ft (1 square)"));
}

bool darker(QColor a, QColor b) {
    return a.red() + a.green() + a.blue() + 60 < b.red() + b.green() + b.blue();
}

TEST(RenderLos, ShadesHiddenCellsAndLeavesVisibleOnes) {
    const Encounter enc = sightEncounter();
    RenderOptions plain;
    plain.labels = false;
    RenderOptions los = plain;
    los.losFrom = QStringLiteral("archer");
    EXPECT_TRUE(renderProblem(enc, los).isEmpty());
    const QImage a = renderEncounter(enc, plain);
    const QImage b = renderEncounter(enc, los);
    ASSERT_EQ(a.size(), b.size());
    const QPoint hidden(8 * 64 + 20, 6 * 64 + 40); // east of the wall
    const QPoint visible(4 * 64 + 20, 6 * 64 + 40);
    EXPECT_TRUE(darker(b.pixelColor(hidden), a.pixelColor(hidden)))
        << b.pixelColor(hidden).name().toStdString() << " vs "
        << a.pixelColor(hidden).name().toStdString();
    EXPECT_EQ(b.pixelColor(visible), a.pixelColor(visible));
    // The orc's half-cover badge: amber pixels near its token's top-right.
    const QRect orcCorner(2 * 64 - 6, 6 * 64 - 24, 32, 32);
    auto amber = [](QColor c) { return test::near(c, QColor(245, 166, 35), 12); };
    EXPECT_EQ(test::countPixels(a, amber, orcCorner), 0);
    EXPECT_GT(test::countPixels(b, amber, orcCorner), 40);
}

TEST(RenderLos, Problems) {
    const Encounter enc = sightEncounter();
    RenderOptions o;
    EXPECT_TRUE(renderProblem(enc, o).isEmpty());
    o.losFrom = QStringLiteral("nobody");
    EXPECT_EQ(renderProblem(enc, o), QStringLiteral("unknown unit nobody"));
    // An unknown unit is ignored by renderEncounter (nothing is shaded).
    o.labels = false;
    RenderOptions plain;
    plain.labels = false;
    EXPECT_EQ(renderEncounter(enc, o), renderEncounter(enc, plain));
    o.losFrom = QStringLiteral("archer");
    o.view = ViewMode::Players;
    EXPECT_FALSE(renderProblem(enc, o).isEmpty());
}

TEST(MainWindowOverlays, TogglesAreInTheViewMenuAndRemembered) {
    {
        MainWindow w;
        w.setQuiet(true);
        ASSERT_NE(w.lineOfSightAction(), nullptr);
        EXPECT_EQ(w.lineOfSightAction()->shortcut(), QKeySequence(Qt::Key_L));
        EXPECT_EQ(w.coverAction()->shortcut(), QKeySequence(Qt::Key_V));
        w.lineOfSightAction()->setChecked(true);
        w.coverAction()->setChecked(true);
        w.coverAction()->setChecked(false);
        EXPECT_FALSE(w.scene()->sightOverlay()->coverVisible());
        EXPECT_TRUE(w.scene()->sightOverlay()->losVisible());
    }
    {
        MainWindow w;
        w.setQuiet(true);
        EXPECT_FALSE(w.coverAction()->isChecked());
        EXPECT_FALSE(w.scene()->sightOverlay()->coverVisible());
        EXPECT_TRUE(w.lineOfSightAction()->isChecked());
        w.coverAction()->setChecked(true);
    }
    MainWindow w;
    w.setQuiet(true);
    EXPECT_TRUE(w.coverAction()->isChecked());
    EXPECT_NE(w.rulerTool(), nullptr);
}

} // namespace
} // namespace skirmish::ui
