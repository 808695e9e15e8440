// Squads in the UI (issue 14; seed 000 "Combat Squads"): a squad formed
// from the selection, an order given in three inputs (a click on a member,
// Ctrl+3 for Rally, a click on the point) after the engine's plan is
// shown, the tracker's folding squad rows, and the leader shown to the GM
// only.
#include "controllers/squad_controller.h"
#include "docks/combat_actions.h"
#include "docks/turn_tracker_dock.h"
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "rules/squads.h"
#include "scene/map_scene.h"
#include "scene/push_preview_item.h"
#include "scene/token_item.h"
#include "test_support.h"
#include "tools/order_tool.h"
#include "tools/select_tool.h"
#include "views/map_view.h"

#include <QActionGroup>
#include <QDir>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

/// phases: three orcs (Combat 3, Move 6) on A1, B1, C1 and their chief
/// (Leadership) on A3; a goblin far off on J10.
Encounter warband() {
    Encounter enc;
    enc.name = "Warband";
    enc.ruleset = RulesetId::Phases;
    enc.map = BattleMap(10, 10);
    enc.sides = {Side{"red", "Orcs", "#c0392b"}, Side{"blue", "Goblins", "#2e86de"}};
    const auto orc = [](const char* id, const char* name, Cell c) {
        Unit u{id, name, "red", c};
        u.stats = {{"combat", 3}, {"defense", 3}, {"hits", 8}, {"move", 6}};
        return u;
    };
    Unit chief = orc("grok", "Grok", Cell{0, 2});
    chief.specials = {"Leadership"};
    Unit gob{"gob", "Goblin", "blue", Cell{9, 9}};
    gob.stats = {{"combat", 1}, {"hits", 5}};
    enc.units = {orc("o1", "Orc 1", Cell{0, 0}), orc("o2", "Orc 2", Cell{1, 0}),
                 orc("o3", "Orc 3", Cell{2, 0}), chief, gob};
    return enc;
}

class SquadTest : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_TRUE(test::openEncounter(window, warband(), {1400, 900})); }
    const Encounter& enc() { return window.document()->encounter(); }
    QPoint onView(Cell c) {
        const double px = window.scene()->cellPixels();
        const QPointF centre = window.scene()->cellToScene(c) + QPointF(px / 2, px / 2);
        return window.mapView()->mapFromScene(centre);
    }

    MainWindow window;
};

TEST_F(SquadTest, AnOrderInThreeInputsMovesTheSquadAsPlanned) {
    // Ctrl+G forms a Stack of the selection, led by its Command Unit.
    window.scene()->selectUnits(
        {QStringLiteral("o1"), QStringLiteral("o2"), QStringLiteral("o3"), QStringLiteral("grok")});
    window.mapView()->viewport()->setFocus();
    QTest::keyClick(window.mapView(), Qt::Key_G, Qt::ControlModifier);
    ASSERT_EQ(enc().squads.size(), 1U) << window.statusBar()->currentMessage().toStdString();
    const Squad squad = enc().squads.front();
    EXPECT_EQ(squad.kind, SquadKind::Stack);
    EXPECT_EQ(squad.leader, "grok");
    StartCombat start;
    start.setup.initiator = "red";
    ASSERT_FALSE(window.combatActions()->run(start).has_value());
    const int undoBefore = window.document()->undoStack()->count();

    QWidget* viewport = window.mapView()->viewport();
    QTest::mouseClick(viewport, Qt::LeftButton, {}, onView(Cell{1, 0})); // 1: Orc 2
    ASSERT_EQ(window.scene()->selectedUnitId(), QStringLiteral("o2"));
    QTest::keyClick(window.mapView(), Qt::Key_3, Qt::ControlModifier); // 2: Rally
    OrderTool* tool = window.squadController()->orderTool();
    ASSERT_EQ(window.scene()->tool(), tool);
    // The order has no tool button: none stays checked (nor its choice shown).
    for (QToolBar* bar : window.findChildren<QToolBar*>()) {
        for (QAction* a : bar->actions()) {
            EXPECT_FALSE(a->isCheckable() && a->isChecked() && a->actionGroup() != nullptr &&
                         a->actionGroup()->isExclusive())
                << a->text().toStdString() << " stays checked";
        }
    }
    // The plan for H1 before the click: the engine's own (plan of OrderSquad).
    EXPECT_TRUE(tool->previewAt(Cell{7, 0}).isEmpty());
    const QStringList planned = tool->plannedMoves();
    ASSERT_NE(tool->previewItem(), nullptr);
    EXPECT_EQ(tool->previewItem()->arrows().size(), 4U);
    if (qEnvironmentVariableIsSet("SKIRMISH_SQUAD_PNG")) { // docs/images/squad-order.png
        window.scene()->selectUnit(QStringLiteral("grok"));
        QTest::qWait(200);
        window.mapView()->fitToWindow();
        tool->previewAt(Cell{7, 0});
        QCoreApplication::processEvents();
        ASSERT_TRUE(window.grab().save(qEnvironmentVariable("SKIRMISH_SQUAD_PNG")));
        window.scene()->selectUnit(QStringLiteral("o2"));
    }
    QTest::mouseClick(viewport, Qt::LeftButton, {}, onView(Cell{7, 0})); // 3: H1
    EXPECT_EQ(window.scene()->tool(), window.selectTool());

    // Worked by hand (as PhasesSquads.RallyMovesEachMemberTowardsThePoint):
    // Orc 3 reaches H1, Orc 2 takes G1, Orc 1 G2; G1 and G2 taken, Grok (A3)
    // takes F1: 2 from H1 like F2, F3 and G3, and the nearest in a straight
    // line (4 half squares west against 4 and 2 for F2).
    EXPECT_EQ(enc().find_unit("o3")->cell, (Cell{7, 0}));
    EXPECT_EQ(enc().find_unit("o2")->cell, (Cell{6, 0}));
    EXPECT_EQ(enc().find_unit("o1")->cell, (Cell{6, 1}));
    EXPECT_EQ(enc().find_unit("grok")->cell, (Cell{5, 0}));
    // What was shown is what ran.
    QStringList moved;
    for (const char* id : {"o3", "o2", "o1", "grok"}) {
        const Unit* u = enc().find_unit(id);
        moved << QStringLiteral("%1 to %2")
                     .arg(QString::fromStdString(u->name),
                          QString::fromStdString(to_label(u->cell)));
    }
    EXPECT_EQ(planned, moved);
    // One undoable command.
    EXPECT_EQ(window.document()->undoStack()->count(), undoBefore + 1);
    window.document()->undoStack()->undo();
    EXPECT_EQ(enc().find_unit("o3")->cell, (Cell{2, 0}));
    window.document()->undoStack()->redo();

    // The tracker groups the squad under its heading, which folds and
    // stays folded, and selects the squad when clicked.
    TurnTrackerDock* tracker = window.turnTrackerDock();
    QTreeWidgetItem* row = tracker->unitItem(QStringLiteral("o1"));
    ASSERT_NE(row, nullptr);
    QTreeWidgetItem* heading = row->parent();
    ASSERT_NE(heading, nullptr);
    EXPECT_TRUE(heading->text(0).startsWith(QStringLiteral("Stack Squad 1 \u00b7 Rally (H1)")))
        << heading->text(0).toStdString();
    EXPECT_TRUE(heading->text(0).contains(QStringLiteral("led by Grok")));
    EXPECT_EQ(heading->childCount(), 4);
    heading->setExpanded(false);
    tracker->rebuild();
    heading = tracker->unitItem(QStringLiteral("o1"))->parent();
    EXPECT_FALSE(heading->isExpanded());
    tracker->tree()->setCurrentItem(heading);
    EXPECT_EQ(window.scene()->selectedUnitIds().size(), 4);
}

// "Squad Leadership is not visible to other Sides": the GM's token shows
// who leads; the players' view does not.
TEST_F(SquadTest, OnlyTheGmSeesWhoLeads) {
    Squad s;
    s.id = "fang";
    s.name = "Fang";
    s.members = {"o1", "grok"};
    s.leader = "grok";
    ASSERT_FALSE(window.document()->execute(SetSquad{s}));
    ASSERT_FALSE(window.document()->execute(SetFog{false})); // the players see every token
    TokenItem* gm = window.scene()->token(QStringLiteral("grok"));
    ASSERT_NE(gm, nullptr);
    EXPECT_TRUE(gm->health().badges.contains(QStringLiteral("Leads Fang")));
    MapScene players(window.document(), 64);
    players.setViewMode(ViewMode::Players);
    TokenItem* seen = players.token(QStringLiteral("grok"));
    ASSERT_NE(seen, nullptr);
    for (const QString& b : seen->health().badges) {
        EXPECT_FALSE(b.contains(QStringLiteral("Lead"))) << b.toStdString();
    }
    EXPECT_FALSE(window.scene()
                     ->token(QStringLiteral("o1"))
                     ->health()
                     .badges.contains(QStringLiteral("Leads Fang")));
}

} // namespace
} // namespace skirmish::ui
