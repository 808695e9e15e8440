// Combat menus of issue 14. Grappling from the unit's right-click menu (seed 002
// "Grappling"): the selected unit grapples the one clicked; the holder's
// menu then offers dragging, throwing and letting go, the held one's
// breaking free. Combat > Who Acts First (factions, seed 003 "Initiative").
#include "docks/combat_actions.h"
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "test_support.h"

#include <QMenu>

#include <gtest/gtest.h>

#include <memory>

namespace skirmish::ui {
namespace {

Encounter wrestling() {
    Encounter enc;
    enc.name = "Wrestling";
    enc.ruleset = RulesetId::Sides;
    enc.map = BattleMap(8, 8);
    enc.sides = {Side{"party", "Party", "#2e86de", true}, Side{"monsters", "Monsters", "#c0392b"}};
    Unit roland;
    roland.id = "roland";
    roland.name = "Roland";
    roland.side = "party";
    roland.cell = Cell{1, 1};
    roland.stats = {{"attack", 30}, {"str", 3}, {"hp", 12}};
    Unit ogre;
    ogre.id = "ogre";
    ogre.name = "Ogre";
    ogre.side = "monsters";
    ogre.cell = Cell{2, 1};
    ogre.stats = {{"ac", 10}, {"str", -3}, {"hp", 20}};
    enc.units = {roland, ogre};
    return enc;
}

TEST(GrappleMenu, TheSelectedUnitGrapplesTheOneClicked) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(wrestling());
    EncounterDocument* doc = window.document();
    StartCombat start;
    start.setup.initiator = "monsters";
    start.setup.party = "party";
    start.rolls = {{"party", {8}}, {"monsters", {1}}};
    start.seed = 11;
    ASSERT_FALSE(doc->execute(start));
    window.scene()->selectUnit(QStringLiteral("roland"));
    std::unique_ptr<QMenu> menu(window.unitMenu(QStringLiteral("ogre")));
    QAction* grab = test::menuEntry(menu.get(), QStringLiteral("Grapple Ogre (by Roland)"));
    ASSERT_NE(grab, nullptr);
    grab->trigger();
    const Encounter& enc = doc->encounter();
    ASSERT_FALSE(enc.log.empty());
    bool rolled = false;
    for (const LogEntry& e : enc.log) {
        rolled = rolled || e.text.find("the grapple's unarmed attack on Ogre") != std::string::npos;
    }
    EXPECT_TRUE(rolled);
    // Attack +30 always hits; d20 + 3 against d20 - 3 decides the hold (with
    // seed 11, Roland wins it).
    const bool held = enc.combat.grappling.contains("roland");
    EXPECT_TRUE(held);
    std::unique_ptr<QMenu> holder(window.unitMenu(QStringLiteral("roland")));
    EXPECT_EQ(test::menuEntry(holder.get(), QStringLiteral("Let Go of Ogre")) != nullptr, held);
    EXPECT_EQ(test::menuEntry(holder.get(), QStringLiteral("Drag Ogre to")) != nullptr, held);
    std::unique_ptr<QMenu> heldMenu(window.unitMenu(QStringLiteral("ogre")));
    EXPECT_EQ(test::menuEntry(heldMenu.get(), QStringLiteral("Break Free")) != nullptr, held);
    if (held) {
        test::menuEntry(holder.get(), QStringLiteral("Let Go of Ogre"))->trigger();
        EXPECT_TRUE(doc->encounter().combat.grappling.empty());
    }
}

TEST(GrappleMenu, NoneOutsideAFightOrUnderARulesetWithoutGrappling) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(wrestling());
    window.scene()->selectUnit(QStringLiteral("roland"));
    std::unique_ptr<QMenu> calm(window.unitMenu(QStringLiteral("ogre")));
    EXPECT_EQ(test::menuEntry(calm.get(), QStringLiteral("Grapple")), nullptr); // no fight
    Encounter other = wrestling();
    other.ruleset = RulesetId::Teams;
    window.newEncounter(other);
    StartCombat start;
    start.setup.initiator = "party";
    start.setup.attacked = "monsters";
    ASSERT_FALSE(window.document()->execute(start));
    window.scene()->selectUnit(QStringLiteral("roland"));
    std::unique_ptr<QMenu> teams(window.unitMenu(QStringLiteral("ogre")));
    EXPECT_EQ(test::menuEntry(teams.get(), QStringLiteral("Grapple")), nullptr);
}

} // namespace
} // namespace skirmish::ui

namespace skirmish::ui {
namespace {

// factions (seed 003 "Initiative"): Combat > Who Acts First lists the
// factions; choosing one before anyone acts makes it the one to act.
TEST(ChooseFirstMenu, TheHolderPicksTheFactionToActFirst) {
    MainWindow window;
    window.setQuiet(true);
    Encounter enc = wrestling();
    enc.ruleset = RulesetId::Factions;
    window.newEncounter(enc);
    QAction* first = window.combatActions()->chooseFirstAction();
    EXPECT_TRUE(first->isVisible());
    EXPECT_FALSE(first->isEnabled()); // no fight yet
    StartCombat start;
    start.setup.initiator = "monsters";
    start.setup.initiative_holder = "monsters";
    ASSERT_FALSE(window.document()->execute(start));
    ASSERT_TRUE(first->isEnabled());
    QMenu* menu = first->menu();
    emit menu->aboutToShow();
    QAction* party = test::menuEntry(menu, QStringLiteral("Party"));
    ASSERT_NE(party, nullptr);
    party->trigger();
    EXPECT_EQ(window.document()->encounter().combat.to_act, "party");
    // Under sides the entry is hidden.
    Encounter other = wrestling();
    window.newEncounter(other);
    EXPECT_FALSE(first->isVisible());
}

} // namespace
} // namespace skirmish::ui
