#include "rules/teams/teams_ruleset.h"

#include "rules/teams/team_turns.h"
#include "rules/teams/teams_attack.h"
#include "rules/teams/teams_defence.h"
#include "rules/teams/teams_health.h"

namespace skirmish {

constinit const RulesetId RulesetId::Teams{&teams_ruleset};

// Each ruleset's own names, so that the rulesets' same-named helpers can
// share a unity batch.
namespace teams {
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
    return {
        aimed_at(on_turn("attack", "Attack", actions(1)), ActionTarget::Foe),
        on_turn("brandish", "Brandish", actions(1)),
        once_per_target(aimed_at(spending(on_turn("command", "Command", actions(1)), "focus", 2),
                                 ActionTarget::Ally)),
        on_turn("interact", "Interact", actions(1)),
        setting(ending(on_turn("guard", "Guard", actions(1))), "guarding"),
        // Table: Actions, "Ready an Action": "declaring an action as a reaction
        // with a trigger condition" (the seed names none: these are the usual).
        triggered_by(ending(on_turn("ready", "Ready an Action", actions(1))),
                     {"an enemy comes within reach", "an enemy comes into sight",
                      "an enemy attacks an ally", "an enemy moves", "an ally calls for it"}),
        asking(aimed_at(on_turn("resuscitate", "Resuscitate", actions(2)), ActionTarget::DownUnit),
               "the rescuer's test has no difficulty in the seed: the engine wakes the target, "
               "so on a failed test knock it out again from its menu (seed 004 \"Actions in "
               "Combat\")"),
        setting(on_turn("seek_cover", "Seek Cover", actions(1)), "seeking cover"),
        on_turn("short_task", "Short Task", actions(3)),
        // "Death": a killing strike takes the activity action's 3 actions.
        aimed_at(on_turn("killing_strike", "Killing Strike", actions(3)), ActionTarget::Foe),
        clearing(on_turn("stand_up", "Stand Up", actions(1)), "prone"),
        ending(on_turn("wait", "Wait", actions(1))),
        on_turn("abandon", "Abandon an extended action", {}), on_turn("drop_item", "Drop Item", {}),
        setting(on_turn("drop_prone", "Drop Prone", {}), "prone"),
        spending(reaction("block", "Block"), "stamina", 1),
        spending(reaction("dodge", "Dodge"), "stamina", 1),
        asking(spending(reaction("fortify", "Fortify"), "stamina", 1),
               "a test against a physical effect the engine does not apply: "
               "the GM sets its difficulty and the outcome (seed 004 \"Actions in Combat\", "
               "Table: Reactions)"),
        reaction("intercept", "Intercept"), reaction("readied", "Readied action"),
        spending(reaction("parry", "Parry"), "stamina", 1),
        asking(spending(reaction("resist", "Resist"), "focus", 1),
               "a test against a mental effect: the engine applies none, so the GM sets the "
               "difficulty and the outcome (seed 004 \"Actions in Combat\", Table: Reactions)"),
        on_turn("other", "Other action", actions(1))};
}

const std::string kSeed = "seed 004 ";

std::string describe(const TurnContext& ctx, const PendingReaction& p) {
    return p.kind == "attack_reaction" ? describe_held_hit(ctx, p) : describe_health_test(ctx, p);
}

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
    r.attacks = std::make_unique<TeamsAttack>();
    r.actions = actions();
    // "Movement and Distances": Speed in metres.
    r.movement.speed_stat = "speed";
    r.movement.default_speed = 5;
    r.movement.speed_in_metres = true;
    // "Actions in Combat": Sprint; "Free Actions": Step.
    r.movement.modes = {
        {"sprint", "Sprint", "After a Move: another Move for 1 stamina (and 1 action)",
         kSeed + "\"Actions in Combat\""},
        {"step", "Step", "Free: 1 m instead of the turn's Move", kSeed + "\"Free Actions\""}};
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
    // "Damage", "Death": the tests to stay conscious and to cheat death.
    r.health.after_damage = &teams_after_damage;
    r.reactions.own_kinds = {"stay_conscious", "death_test"};
    r.reactions.answer = &answer_health_test;
    r.reactions.own_die = &health_test_die;
    r.reactions.describe = &describe;
    // "Defensive Actions": a hit waits for a dodge, a parry or a block.
    const std::string defence = kSeed + "\"Defensive Actions\"";
    r.reactions.hit_answers = {{"dodge", "Dodge (a test)", false, defence},
                               {"parry", "Parry", false, defence},
                               {"block", "Block", false, defence},
                               {"intercept", "Intercept: an ally takes the hit", true,
                                kSeed + "\"Actions in Combat\" (Table: Reactions)"}};
    r.reactions.held_hits = {&teams_holds_hit, &teams_answer_refusal, &teams_answer_hit,
                             &teams_hit_dice};
    r.reactions.held_hits.may_name = &teams_may_name;
    const std::string actions_section = kSeed + "\"Actions in Combat\"";
    r.conditions = {
        knocked_out(),
        {"dead", "Kill", "Raise", kSeed + "\"Death\"", 0, "Out of the fight for good"},
        {"prone", "Knock Prone", "Stand Up (No Action)", kSeed + "\"Free Actions\" (Drop Prone)", 1,
         "Melee attacks on it have advantage, ranged attacks disadvantage", Lasts::UntilCleared,
         "Prone"},
        // Set by Guard and Seek Cover, until the unit's next turn.
        {"guarding", "Guard (+1 to defences)", "Stop Guarding", actions_section, 2,
         "+1 to evasion and deflection", Lasts::UntilOwnTurn, "Guard"},
        {"seeking cover", "Seek Cover", "Leave Cover", actions_section, 2,
         "Ranged attacks on it have disadvantage while it is behind cover", Lasts::UntilOwnTurn,
         "Seek Cover"},
        // "Attacks": a sneak attack on an enemy who cannot see the attacker.
        {"hidden", "Hide (unseen by enemies)", "Reveal", kSeed + "\"Attacks\"", 3,
         "Its attacks are sneak attacks (advantage)", Lasts::UntilCleared, "Hidden"},
        {"blinded", "Blind (sees nobody)", "Clear Blindness", kSeed + "\"Attacks\"", 3,
         "Attacks on it are sneak attacks (advantage)", Lasts::UntilCleared, "Blinded"}};
    r.stats = {
        {"speed", "Speed (m)", StatType::Metres, 0, 60, 5, false, "Metres of one Move",
         kSeed + "\"Movement and Distances\""},
        {"endurance", "Endurance", StatType::Points, 0, 100, 0, false,
         "Damage is taken from it first", kSeed + "\"Damage\""},
        {"health", "Health", StatType::Points, 0, 100, 0, false,
         "Damage past endurance; at 0 the unit is unconscious", kSeed + "\"Damage\""},
        {"stamina", "Stamina", StatType::Points, 0, 20, 0, false, "Spent to Sprint (a second move)",
         kSeed + "\"Actions in Combat\""},
        {"attribute_die", "Attribute die", StatType::Score, 2, 20, 6, false,
         "The weapon's attribute die (6 = d6), rolled to attack", kSeed + "\"Attacks\""},
        {"combat_die", "Combat skill die", StatType::Score, 0, 20, 4, false,
         "The combat skill's die (4 = d4; 0: untrained), added to the test", kSeed + "\"Attacks\""},
        {"proficiency", "Proficiency", StatType::Score, 0, 10, 0, false, "Added to the attack test",
         kSeed + "\"Attacks\""},
        {"damage", "Weapon damage", StatType::Points, 0, 100, 0, false,
         "Added to the test's result on a hit", kSeed + "\"Attacks\""},
        {"critical", "Critical threshold", StatType::Score, 1, 20, 20, false,
         "The luck die at or above it: the attack cannot miss", kSeed + "\"Attacks\""},
        {"critical_damage", "Critical damage", StatType::Points, 0, 200, 0, false,
         "Replaces the weapon damage on a critical (twice it when unset)", kSeed + "\"Attacks\""},
        {"range", "Weapon range (m)", StatType::Metres, 0, 500, 1, false,
         "Above 1 m the weapon is thrown or fired", kSeed + "\"Attacks\""},
        {"evasion", "Evasion", StatType::Score, 0, 40, 6, false,
         "An attack test must reach it to hit", kSeed + "\"Attacks\""},
        {"deflection", "Deflection", StatType::Score, 0, 40, 0, false,
         "Physical damage reduction: a hit still deals at least 1", kSeed + "\"Damage\""},
        {"size", "Size", StatType::Score, 1, 8, 4, false,
         "3 small, 4 medium, 5 large: changes evasion and deflection", kSeed + "\"Attacks\""},
        {"typeless_damage", "Typeless damage", StatType::Score, 0, 1, 0, false,
         "1: the weapon's damage is typeless (psychic), which deflection does not reduce",
         kSeed + "\"Damage\" (Table: Damage Types)"},
        {"parry", "Parry value", StatType::Score, 0, 20, 1, false,
         "Added to deflection when parrying (1 for an item without one)",
         kSeed + "\"Defensive Actions\" (Parry)"},
        {"parry_durability", "Parrying item durability", StatType::Points, 0, 100, 4, false,
         "Loses 1 per parry; 0 is broken (10 for an unlisted metal item, else 4)",
         kSeed + "\"Defensive Actions\" (Parry)"},
        {"block", "Block value", StatType::Score, 0, 40, 0, false,
         "A wielded item with the block property (0: none); replaces deflection when blocking",
         kSeed + "\"Defensive Actions\" (Block)"},
        {"block_durability", "Blocking item durability", StatType::Points, 0, 100, 4, false,
         "Takes the blocked damage; the excess goes to the blocker (10 for an unlisted metal "
         "item, else 4)",
         kSeed + "\"Defensive Actions\" (Block)"}};
    // seed 004 "Attacks": a weapon's damage, critical and range.
    mark_weapon_stats(r.stats, {"damage", "critical", "critical_damage", "typeless_damage"},
                      {"range"});
    r.specials = attack_kind_specials();
    r.specials.insert(
        r.specials.end(),
        {{"Danger Sense", "Never surprised", "seed 004 \"Surprise\""},
         {"Cannot be surprised", "Never surprised", "seed 004 \"Surprise\""},
         {"Nonlethal", "Its blows to 0 health do not risk death", "seed 004 \"Death\""}});
    r.start.intro = "Teams alternate one member at a time: the team that started the fight "
                    "first, the attacked team next, then the others in your order. The fight "
                    "ends when one team remains, or when a team completes its objective: then "
                    "end combat yourself (seed 004 \"Combat\").";
    StartQuestion started{"initiator", QuestionKind::Side,
                          "Team that &started it:", "Its team goes first"};
    started.source = kSeed + "\"Initiative and Rounds\"";
    StartQuestion attacked{
        "attacked",        QuestionKind::Side,
        "Team &attacked:", "It goes second; the other teams follow in your order below",
        "(none)",          SideDefault::Second};
    attacked.differs_from = "initiator";
    attacked.source = kSeed + "\"Initiative and Rounds\"";
    StartQuestion surprised{"surprised", QuestionKind::Sides,
                            "Surprised:", "Only the surprising team acts in the surprise round"};
    surprised.source = kSeed + "\"Surprise\"";
    StartQuestion order{"order", QuestionKind::SideOrder, "Then, in &order:",
                        "The other teams take their turns in this order: drag a team, or select "
                        "it and use Up and Down"};
    order.source = kSeed + "\"Initiative and Rounds\"";
    order.leaves_out = {"initiator", "attacked"};
    r.start.questions = {started, attacked, order, surprised};
    return r;
}

} // namespace
} // namespace teams

const Ruleset& teams_ruleset() {
    static const Ruleset r = teams::build();
    return r;
}

} // namespace skirmish
