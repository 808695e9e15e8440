#include "rules/teams/teams_ruleset.h"

#include "rules/teams/team_turns.h"

namespace skirmish {

constinit const RulesetId RulesetId::Teams{&teams_ruleset};

namespace {

// Seed 004 "Actions in Combat", "Reactions", "Free Actions" (Table: Actions:
// Command spends 2 focus; Table: Reactions: Block, Dodge, Fortify, Parry
// spend 1 stamina, Resist 1 focus).
std::vector<ActionDef> actions() {
    auto actions = [](int n) { return ActionWays{{{"actions", n}}}; };
    auto reaction = [](std::string id, std::string label) {
        return with(on_turn(std::move(id), std::move(label), {{{"reaction", 1}}}),
                    ActionTiming::Reaction);
    };
    return {aimed_at(on_turn("attack", "Attack", actions(1)), ActionTarget::Foe),
            on_turn("brandish", "Brandish", actions(1)),
            spending(on_turn("command", "Command", actions(1)), "focus", 2),
            on_turn("interact", "Interact", actions(1)),
            ending(on_turn("guard", "Guard", actions(1))),
            ending(on_turn("ready", "Ready an Action", actions(1))),
            aimed_at(on_turn("resuscitate", "Resuscitate", actions(2)), ActionTarget::DownUnit),
            on_turn("seek_cover", "Seek Cover", actions(1)),
            on_turn("short_task", "Short Task", actions(3)),
            clearing(on_turn("stand_up", "Stand Up", actions(1)), "prone"),
            ending(on_turn("wait", "Wait", actions(1))),
            on_turn("abandon", "Abandon an extended action", {}),
            on_turn("drop_item", "Drop Item", {}),
            setting(on_turn("drop_prone", "Drop Prone", {}), "prone"),
            spending(reaction("block", "Block"), "stamina", 1),
            spending(reaction("dodge", "Dodge"), "stamina", 1),
            spending(reaction("fortify", "Fortify"), "stamina", 1),
            reaction("intercept", "Intercept"),
            reaction("readied", "Readied action"),
            spending(reaction("parry", "Parry"), "stamina", 1),
            spending(reaction("resist", "Resist"), "focus", 1),
            on_turn("other", "Other action", actions(1))};
}

const std::string kSeed = "seed 004 ";

Ruleset build() {
    Ruleset r;
    r.info = {"teams",
              "Teams (seed 004)",
              "Teams alternate one member at a time; three actions a turn, one reaction a "
              "round; 1 m squares with every second diagonal counting 2 m.",
              "004_b64e7ab0ea5c9095.txt",
              SquareSize{1, LengthUnit::Metres},
              DiagonalRule::Alternating};
    r.turns = std::make_unique<TeamTurns>();
    r.actions = actions();
    // "Movement and Distances": Speed in metres.
    r.movement.speed_stat = "speed";
    r.movement.default_speed = 5;
    r.movement.speed_in_metres = true;
    // "Reactions": Intercept swaps places with an adjacent ally.
    r.forced.moves = {{ForcedKind::Intercept, "intercept", "Intercept",
                       "an adjacent ally about to be attacked; the round's reaction",
                       kSeed + "\"Defensive Actions\"", false}};
    // "Damage": endurance first, then health; "Death".
    // "Damage": endurance first, then health; harmed at half the endurance
    // or less, bloodied below the maximum health.
    r.health = {{"endurance", "health"},
                "unconscious",
                {{"harmed", "endurance", HealthState::When::AtMostHalf, kSeed + "\"Damage\""},
                 {"bloodied", "health", HealthState::When::BelowMax, kSeed + "\"Damage\""}}};
    r.conditions = {
        knocked_out(),
        {"prone", "Knock Prone", "Stand Up (No Action)", kSeed + "\"Actions in Combat\""}};
    r.stats = {{"speed", "Speed (m)", StatType::Metres, 0, 60, 5, false, "Metres of one Move",
                kSeed + "\"Movement and Distances\""},
               {"endurance", "Endurance", StatType::Points, 0, 100, 0, false,
                "Damage is taken from it first", kSeed + "\"Damage\""},
               {"health", "Health", StatType::Points, 0, 100, 0, false,
                "Damage past endurance; at 0 the unit is unconscious", kSeed + "\"Damage\""},
               {"stamina", "Stamina", StatType::Points, 0, 20, 0, false,
                "Spent to Sprint (a second move)", kSeed + "\"Actions in Combat\""},
               {"damage", "Damage", StatType::Points, 0, 100, 0, false,
                "Damage of a hit when the GM enters none", kSeed + "\"Attacks\""}};
    r.start.intro = "Teams alternate one member at a time: the team that started the fight "
                    "first, the attacked team next.";
    StartQuestion started{"initiator", QuestionKind::Side,
                          "Team that &started it:", "Its team goes first"};
    started.source = kSeed + "\"Initiative and Rounds\"";
    StartQuestion attacked{
        "attacked",        QuestionKind::Side,
        "Team &attacked:", "It goes second; other teams follow in the file's order",
        "(none)",          SideDefault::Second};
    attacked.differs_from = "initiator";
    attacked.source = kSeed + "\"Initiative and Rounds\"";
    StartQuestion surprised{"surprised", QuestionKind::Sides,
                            "Surprised:", "Only the surprising team acts in the surprise round"};
    surprised.source = kSeed + "\"Surprise\"";
    r.start.questions = {started, attacked, surprised};
    return r;
}

} // namespace

const Ruleset& teams_ruleset() {
    static const Ruleset r = build();
    return r;
}

} // namespace skirmish
