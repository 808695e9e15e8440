#include "rules/sides/sides_ruleset.h"

#include "rules/sides/side_turns.h"
#include "rules/sides/sides_attack.h"
#include "rules/sides/total_defense.h"

namespace skirmish {

constinit const RulesetId RulesetId::Sides{&sides_ruleset};

// Each ruleset's own names, so that the rulesets' same-named helpers can
// share a unity batch.
namespace sides {
namespace {

// Seed 002 "Combat Actions".
std::vector<ActionDef> actions() {
    const ActionWays main{{{"main", 1}}};
    const ActionWays move{{{"move", 1}}, {{"main", 1}}};
    return {
        using_weapons(aimed_at(on_turn("attack", "Make a Melee Attack", main), ActionTarget::Foe),
                      WeaponUse::Melee),
        using_weapons(
            aimed_at(on_turn("ranged_attack", "Make a Ranged Attack", main), ActionTarget::Foe),
            WeaponUse::Ranged),
        // "Make a Swarm Attack (Main)": up to four allies join on a target;
        // one of them then strikes with their bonus (sides_attack.h).
        joining(on_turn("swarm_attack", "Make a Swarm Attack", main), "swarm", 4),
        aimed_at(on_turn("swarm_strike", "Strike with the Swarm", {}), ActionTarget::Foe),
        provoking(on_turn("use_skill", "Use a Skill", main)),
        on_turn("reload", "Reload a Weapon", main), on_turn("shove", "Shove", main),
        // "Grappling" (rules/grapple.h): each a Main Action.
        on_turn("grapple", "Grapple", main), on_turn("escape_grapple", "Break a Grapple", main),
        on_turn("drag_grappled", "Move a Grappled Foe", main),
        on_turn("throw_grappled", "Throw a Grappled Foe", main),
        on_turn("ready_item", "Ready or Stow an Item", main),
        setting(on_turn("disengage", "Disengage", main), "disengaged"),
        // "Screen an Ally (Move)": aimed at an ally next to it; a move
        // made as "screen" is its movement and pays for it.
        aimed_at(setting(on_turn("screen", "Screen an Ally", move), "screening"),
                 ActionTarget::Ally),
        provoking(on_turn("pick_up", "Pick up an Item", move)),
        provoking(clearing(on_turn("stand_up", "Stand Up", move), "prone")),
        on_turn("hold", "Hold an Action", {{{"move", 1}}}),
        asking(setting(on_turn("go_prone", "Go Prone", {}), "prone"),
               "free actions: as many in a turn as the GM finds plausible (seed 002 \"Combat "
               "Action Types\")"),
        with(setting(on_turn("total_defense", "Total Defense", main), "total defense"),
             ActionTiming::Instant),
        with(aimed_at(on_turn("snap_attack", "Make a Snap Attack", main), ActionTarget::Foe),
             ActionTiming::Instant),
        // "Execution Attacks": on an unsuspecting target, after a minute of
        // preparation (the GM's); melee or ranged by the distance.
        aimed_at(on_turn("execution_attack", "Make an Execution Attack", main), ActionTarget::Foe),
        asking(on_turn("other", "Other action", main),
               "an unlisted action: the GM decides which sort it is (Main, Move, Free) and "
               "whether it provokes an Attack of Opportunity (seed 002 \"Combat Actions\")")};
}

std::string describe(const TurnContext& ctx, const PendingReaction& p) {
    if (p.kind == "attack_reaction") {
        return describe_total_defense(ctx, p); // a hit held for Total Defense
    }
    return ctx.name(p.by) + " may make an Attack of Opportunity on " + ctx.name(p.against) +
           " (at " + to_label(p.at) + ")";
}

const std::string kSeed = "seed 002 ";

/// `c` with what the GM judges when setting it (ConditionDef::asks).
ConditionDef asking(ConditionDef c, std::string asks) {
    c.asks = std::move(asks);
    return c;
}

Ruleset build() {
    Ruleset r;
    r.info = {"sides",
              "Sides (seed 002)",
              "Each side rolls 1d8 and acts whole; squares of 5 ft, cover from the corners of "
              "a square, attacks of opportunity on leaving a foe's reach.",
              "002_5e27cdf788b28f5f.txt",
              SquareSize{5, LengthUnit::Feet},
              DiagonalRule::Uniform};
    r.turns = std::make_unique<SideTurns>();
    r.actions = actions();
    // "The Grid": 30 ft (6 squares) a Move; prone units crawl at half
    // speed ("Go Prone"); "Run", "Disengage".
    r.movement.slowdowns = {{{"prone"}, 2}};
    r.movement.provocation = Provocation::LeaveReach;
    r.movement.disengaged_condition = "disengaged";
    // "Run (Move)": a melee combatant's range is "usually 5', though can be
    // longer for big foes or Long weapons": a unit or weapon marked Long
    // reaches 10 ft (2 squares); which foes are big enough, the GM says by
    // marking them.
    r.movement.reach_special = "Long";
    r.movement.special_reach = 2;
    // "Charge (Special)": "in a straight line ... at least 5'"; it and a
    // Screen's move: "If you start your movement adjacent to an armed melee
    // combatant, they get an Attack of Opportunity."
    r.movement.modes = {
        {"charge", "Charge",
         "Main and Move: up to twice the move in a straight line, then one attack at +2; AC -2 "
         "until the round ends",
         kSeed + "\"Charge (Special)\"", true, true},
        {"screen", "Move to Screen an Ally",
         "The Move action: move next to an ally, then Screen it (Act > Screen an Ally) at no "
         "further cost",
         kSeed + "\"Screen an Ally (Move)\"", false, true}};
    // "Combat Actions": adjacent foes armed with a melee weapon attack.
    r.reactions.kind = "attack_of_opportunity";
    r.reactions.who = Reactor::ArmedForMelee;
    r.reactions.deeds_provoke = true;
    r.reactions.describe = &describe;
    // "Total Defense (Instant)": "you may use it after you see the result of
    // an Attack Roll against you": a hit that AC +2 would turn into a miss
    // waits for the answer (total_defense.h).
    r.reactions.hit_answers = {{"total_defense", "Total Defense (AC +2: the hit misses)", false,
                                kSeed + "\"Total Defense (Instant)\""}};
    r.reactions.held_hits = {&sides_holds_hit, &sides_answer_refusal, &sides_answer_hit, nullptr,
                             2};
    // "Grappling": the holds' conditions (rules/grapple.h).
    r.grabs.held = "grappled";
    r.grabs.holder = "grappling";
    // "Screen an Ally (Move)": the opposed check of rules/screens.h.
    r.screens = {
        "screening", "combat_skill", {"str", "dex"}, 1, kSeed + "\"Screen an Ally (Move)\""};
    r.forced.moves = {{ForcedKind::Shove, "shove", "Shove",
                       "an adjacent target; a hit, then an opposed STR check pushes it one "
                       "square or knocks it prone (its Main action)",
                       kSeed + "\"Shoving\""},
                      {ForcedKind::Grapple, "grapple", "Grapple",
                       "an adjacent foe; an unarmed hit, then an opposed STR check holds it "
                       "(its Main action); the held may break free, the holder drag or throw it",
                       kSeed + "\"Grappling\"", false}};
    r.attacks = std::make_unique<SidesAttack>();
    r.health = {{"hp"}, "mortally injured"};
    // "Charge": -2 AC until the end of the round (sides_attack.h reads it).
    r.conditions = {
        knocked_out(),
        {"prone", "Knock Prone", "Stand Up (No Action)", kSeed + "\"Go Prone (Free)\"", 1,
         "+2 to hit it from next to it, -2 from afar; its own melee attacks at -4",
         Lasts::UntilCleared, "Prone"},
        {"total defense", "Total Defense (No Action)", "Clear Total Defense",
         kSeed + "\"Total Defense (Instant)\"", 2, "AC +2 and immune to Shock", Lasts::UntilOwnTurn,
         "Total Defense"},
        // "Dual Wielding Weapons": the GM sets it for a character with level 1
        // in both weapons' skills (skills are not modelled), and is asked.
        asking({"dual wielding", "Dual Wield", "Stop Dual Wielding",
                kSeed + "\"Dual Wielding Weapons\"", 2,
                "Attacks at -1; a hit does +2 damage (not Shock) when the target is in range of "
                "both wielded weapons, its first two",
                Lasts::UntilCleared, "Dual Wielding"},
               "dual wielding needs at least level 1 in both weapons' skills (Stab-1 for a mace "
               "and a sword): without them, Stop Dual Wielding (seed 002 \"Dual Wielding "
               "Weapons\")"),
        by_rule("charging", "Charge", "AC -2", Lasts::Round, kSeed + "\"Charge (Special)\""),
        by_rule("grappled", "Grappled",
                "Cannot move; fights unarmed only; takes an unarmed hit from each grappler at "
                "each round's end",
                Lasts::UntilCleared, kSeed + "\"Grappling\""),
        by_rule("grappling", "Grappling", "Holds a foe: cannot move; fights unarmed only",
                Lasts::UntilCleared, kSeed + "\"Grappling\""),
        by_rule("disengaged", "Disengage", "Leaving an enemy's reach provokes no attack",
                Lasts::Round, kSeed + "\"Disengage (Main)\""),
        // "Morale": the seed gives no procedure, only that "Almost
        // everything ... prioritizes its own survival" and "They're gone for
        // now, but they will probably be back": the GM judges it.
        {"fled", "Flee (Morale)", "Return to the Fight", kSeed + "\"Morale\"", 3,
         "Gone for now: out of the fight; a side all fled or down has lost", Lasts::UntilCleared,
         "Fled"},
        {"unseen", "Unseen (position known)", "Seen", kSeed + "\"Attack Rolls\" (Situation Mod)", 2,
         "Attacks on it at -4 (darkness, invisibility); a wall still blocks them",
         Lasts::UntilCleared, "Unseen"},
        by_rule("screening", "Screening",
                "Blocks attacks on the ally it screens while within 5 ft: an attacker must beat "
                "it in an opposed check (d20 + the better of STR and DEX + combat skill), "
                "against as many attackers a round as its combat skill",
                Lasts::UntilOwnTurn, kSeed + "\"Screen an Ally (Move)\""),
        // "Execution Attacks": "A target that is entirely unsuspecting of
        // danger": the GM judges it, and that the minute was granted.
        {"unsuspecting", "Unsuspecting (Execution)", "Alert", kSeed + "\"Execution Attacks\"", 2,
         "Entirely unsuspecting of danger: open to an execution attack, after a minute of "
         "preparation; any execution attack makes it alert",
         Lasts::UntilCleared, "Unsuspecting"},
        by_rule("mortally injured", "Mortally Injured", "Out of the fight at 0 HP",
                Lasts::UntilCleared, kSeed + "\"Damage\"")};
    r.stats = {
        {"dex", "DEX", StatType::Score, -3, 3, 0, false,
         "DEX modifier; the party adds its best to initiative", kSeed + "\"Combat Sequence\""},
        {"attack", "Attack bonus", StatType::Score, -5, 30, 0, false,
         "Added to the d20 attack roll", kSeed + "\"Attack Rolls\""},
        {"ac", "AC", StatType::Score, 0, 40, 10, false,
         "Armour Class: the attack roll needed to hit", kSeed + "\"Attack Rolls\""},
        {"hp", "HP", StatType::Points, 0, 500, 0, false,
         "Hit points; at 0 the unit is mortally injured", kSeed + "\"Damage\""},
        {"damage", "Damage", StatType::Points, 0, 100, 0, false,
         "Damage of a hit when the GM enters none; with a damage die, added to it (the "
         "Attribute Modifier, Brawl unarmed, magic)",
         kSeed + "\"Damage\""},
        {"damage_die", "Damage die", StatType::Score, 0, 100, 0, false,
         "The weapon's damage die (8 = d8; 0: a flat damage)", kSeed + "\"Damage\""},
        {"damage_dice", "Damage dice", StatType::Score, 1, 10, 1, false,
         "How many damage dice (2 for 2d6)", kSeed + "\"Damage\""},
        {"shock", "Shock", StatType::Points, 0, 20, 0, false,
         "The weapon's listed Shock, dealt on a missed melee attack; with a damage die, the "
         "Damage bonus (attribute modifier, magic) adds to it",
         kSeed + "\"Shock\""},
        {"shock_ac", "Shock AC", StatType::Score, 0, 40, 0, false,
         "Shock applies to targets with this AC or less (none: always)", kSeed + "\"Shock\""},
        {"str", "STR", StatType::Score, -3, 3, 0, false,
         "STR modifier for the opposed checks of a Shove, a Grapple and a Screen (the better of "
         "STR and DEX)",
         kSeed + "\"Shoving\""},
        {"combat_skill", "Combat skill", StatType::Score, 0, 4, 0, false,
         "The level of its highest combat skill: added to a Screen's opposed check, how many "
         "attackers it screens against a round, and an execution attack's penalty on the "
         "victim's save",
         kSeed + "\"Screen an Ally (Move)\", \"Execution Attacks\""},
        {"physical_save", "Physical save", StatType::Score, 1, 20, 1, false,
         "The Physical saving throw: a d20 at or above it saves (none set: no execution attack on "
         "it)",
         kSeed + "\"Execution Attacks\""},
        {"move", "Move", StatType::Squares, 0, 60, 6, false, "Squares of one Move (6 = 30 ft)",
         kSeed + "\"The Grid\""},
        {"range", "Normal range", StatType::Squares, 0, 200, 0, false,
         "Squares of a ranged weapon's normal range (none: not checked)",
         kSeed + "\"Attack Rolls\" (Situation Mod)"},
        {"long_range", "Long range", StatType::Squares, 0, 400, 0, false,
         "Squares of its maximum long range: past the normal range -2, beyond it no attack",
         kSeed + "\"Attack Rolls\" (Situation Mod)"}};
    // seed 002 "Attack Rolls", "Damage", "Shock": each weapon has its bonus, die, Shock and ranges.
    mark_weapon_stats(r.stats,
                      {"attack", "damage", "damage_die", "damage_dice", "shock", "shock_ac"},
                      {"range", "long_range"});
    r.specials = attack_kind_specials();
    r.specials.insert(
        r.specials.end(),
        {{"Bow", "Cannot fire with an enemy in melee range (a two-handed ranged weapon)",
          "seed 002 \"Make a Ranged Attack (Main)\""},
         {"Shield", "Ignores the first Shock of each round", "seed 002 \"Shock\""},
         {"Long", "Reaches 10 ft (2 squares) in melee: a Long weapon, or a big foe",
          "seed 002 \"Run (Move)\""},
         {"Non-lethal",
          "A non-lethal weapon: a failed save against its execution attack knocks "
          "the victim unconscious",
          "seed 002 \"Execution Attacks\""}});
    r.start.intro = "Each side rolls 1d8; the party adds its best DEX. Highest first, the party "
                    "wins ties. Surprised sides sit out a free round.";
    StartQuestion party{"party",       QuestionKind::Side,
                        "The &party:", "The players' side: it adds its best DEX and wins ties",
                        "(no party)",  SideDefault::PlayerSide};
    party.source = kSeed + "\"Combat Sequence\"";
    StartQuestion surprised{"surprised", QuestionKind::Sides, "Surprised:",
                            "Caught entirely unawares: the other sides get a free round"};
    surprised.source = kSeed + "\"Surprise\"";
    StartQuestion rolls{"initiative", QuestionKind::RollPerSide,
                        "%1 (1d8):", "The 1d8 initiative roll (the party's DEX is added)"};
    rolls.faces = 8;
    rolls.preset = 4;
    rolls.source = kSeed + "\"Combat Sequence\"";
    r.start.questions = {party, surprised, rolls};
    return r;
}

} // namespace
} // namespace sides

const Ruleset& sides_ruleset() {
    static const Ruleset r = sides::build();
    return r;
}

} // namespace skirmish
