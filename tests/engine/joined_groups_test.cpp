// The "<group>:<actor>" marks of ActionDef::joins (rules/joined_groups.h).
#include "rules/joined_groups.h"

#include <gtest/gtest.h>

using namespace skirmish;

TEST(JoinedGroups, CountsOneGroupLeavingOutOneActor) {
    UnitTurn on;
    on.set_mark(joined_mark("swarm", "a"), 1);
    on.set_mark(joined_mark("swarm", "b"), 1);
    on.set_mark(joined_mark("dismount_aid", "c"), 1);
    on.set_mark("swarm_struck", 1); // not a joined mark: no colon after the group
    EXPECT_EQ(joined_mark("swarm", "a"), "swarm:a");
    EXPECT_EQ(joined_count(on, "swarm"), 2);
    EXPECT_EQ(joined_count(on, "swarm", "a"), 1);
    EXPECT_EQ(joined_count(on, "swarm", "z"), 2);
    EXPECT_EQ(joined_count(on, "dismount_aid"), 1);
}

TEST(JoinedGroups, ClearingOneGroupKeepsTheOthers) {
    UnitTurn on;
    on.set_mark(joined_mark("swarm", "a"), 1);
    on.set_mark(joined_mark("dismount_aid", "c"), 1);
    on.set_mark("swarm_struck", 1);
    clear_joined(on, "swarm");
    EXPECT_EQ(joined_count(on, "swarm"), 0);
    EXPECT_EQ(on.mark("swarm_struck"), 1);
    EXPECT_EQ(joined_count(on, "dismount_aid"), 1);
}
