#include "rules/freehits/freehits_ruleset.h"

#include "rules/freehits/freehits_attack.h"
#include "rules/freehits/initiative_turns.h"

namespace skirmish {

constinit const RulesetId RulesetId::Freehits{&freehits_ruleset};

// Each ruleset's own names, so that the rulesets' same-named helpers can
// share a unity batch.
namespace freehits {
namespace {

// Seed 001: a turn is 1 AA, 1 MA and 2 BA ("Attack Action", "Move Action",
// "Bonus Actions").
std::vector<ActionDef> actions() {
    const ActionWays any{{{"ba", 1}}, {{"ma", 1}}, {{"aa", 1}}};
    const ActionWays aa_or_ma{{{"aa", 1}}, {{"ma", 1}}};
    const ActionWays ba{{{"ba", 1}}};
    return {
        aimed_at(on_turn("attack", "Attack", {{{"aa", 1}}}), ActionTarget::Foe),
        aimed_at(on_turn("extra_attack", "Extra attack (MA + 2 BA)", {{{"ma", 1}, {"ba", 2}}}),
                 ActionTarget::Foe),
        // "Free Hits/Free Hit Slots (FHS)": "When a feat you possess grants
        // you an additional attack action": a free hit, from the round's
        // slots (the GM judges the feat).
        asking(aimed_at(
                   on_turn("feat_attack", "Free hit (a feat's extra attack)", {{{"free_hits", 1}}}),
                   ActionTarget::Foe),
               "only when a feat of the unit grants an additional attack action (seed 001 "
               "\"Free Hits/Free Hit Slots (FHS)\")"),
        // "Wounds/Aiming": an attack aimed at a part of the body.
        aimed_at(on_turn("aim_fatal", "Attack a Fatal Target", {{{"aa", 1}}}), ActionTarget::Foe),
        aimed_at(on_turn("aim_slowing", "Attack a Slowing Target", {{{"aa", 1}}}),
                 ActionTarget::Foe),
        aimed_at(on_turn("aim_weakening", "Attack a Weakening Target", {{{"aa", 1}}}),
                 ActionTarget::Foe),
        aimed_at(on_turn("aim_disrupting", "Attack a Disrupting Target", {{{"aa", 1}}}),
                 ActionTarget::Foe),
        aimed_at(on_turn("aim_center", "Attack the Center Mass", {{{"aa", 1}}}), ActionTarget::Foe),
        setting(on_turn("disengage", "Disengage", {{{"aa", 1}}, {{"ba", 2}}}), "disengaged"),
        clearing(with(on_turn("stand_up", "Stand up", any), ActionTiming::AnyTime), "prone"),
        asking(on_turn("cast", "Cast a spell", aa_or_ma),
               "a spell whose cast time is longer takes that many actions: take Cast again until "
               "it is paid; bonus actions may improve it (seed 001 \"Spell Casting\")"),
        asking(on_turn("pick_up", "Pick up an item", any),
               "an item off the ground takes a BA (seed 001 \"Bonus Actions\"); a disarmed "
               "unit takes back its item nearby with 1 AA, MA or BA (seed 001 \"Disarmed\")"),
        on_turn("draw", "Draw or sheathe a weapon", any), on_turn("talk", "Talk briefly", any),
        setting(on_turn("boost_damage", "+1 melee damage", ba), "boosted damage"),
        setting(on_turn("boost_accuracy", "+1 to hit", ba), "boosted accuracy"),
        setting(on_turn("boost_dodge", "+1 to dodge", ba), "boosted dodge"),
        on_turn("toggle_spell", "Toggle a spell", ba),
        on_turn("other", "Other action", {{{"aa", 1}}})};
}

ConditionDef wounding(ConditionDef c) {
    c.wound = true;
    return c;
}

std::string describe(const TurnContext& ctx, const PendingReaction& p) {
    return ctx.name(p.by) + " may take a " + (p.critical ? "free critical hit" : "free hit") +
           " on " + ctx.name(p.against) +
           (p.rest.empty() ? " (a natural 1 in its melee zone)"
                           : " (left its melee zone at " + to_label(p.at) +
                                 "; a spell or ability that grants disengagement provokes none: "
                                 "then the GM declines, seed 001 \"Disengage\")");
}

const std::string kSeed = "seed 001 ";

Ruleset build() {
    Ruleset r;
    r.info = {"freehits",
              "Free hits (seed 001)",
              "Individual initiative by Agility; a turn is an Attack, a Move and two Bonus "
              "Actions. Leaving an enemy's melee zone gives it a free hit.",
              "001_dbc5fcc02a99a518.txt",
              SquareSize{1, LengthUnit::Square},
              DiagonalRule::Uniform};
    r.turns = std::make_unique<InitiativeTurns>();
    r.actions = actions();
    // "Move Action": half speed sneaking, swimming, climbing or carrying the
    // maximum; "Prone": a third. "Free Hits", "Disengage", "Melee Zone"
    // (the Reach feat: 2 squares).
    // "Feats": "Maneuverer: move normally while sneaking, swimming, and
    // tumbling" (tumbling is nowhere else in the seed).
    r.movement.slowdowns = {{{"prone"}, 3},
                            {{"sneaking", "swimming"}, 2, 1, "Maneuverer"},
                            {{"climbing", "carrying"}, 2}};
    r.movement.provocation = Provocation::LeaveZone;
    r.movement.disengaged_condition = "disengaged";
    r.movement.spaces_within_zone = 2;
    r.movement.reach_special = "Reach";
    r.movement.special_reach = 2;
    // "Feats": "Athlete: gain 2 more movement spaces."
    r.movement.speed_changes = {{"slowed", -2}}; // "Wounds/Aiming": a slowing wound
    r.movement.speed_special = "Athlete";
    r.movement.speed_bonus = 2;
    // "Free Hits/Free Hit Slots (FHS)", "Auto Fails/Criticals".
    r.reactions.kind = "free_hit";
    r.reactions.who = Reactor::PoolLeft;
    r.reactions.pool = "free_hits";
    r.reactions.cost = ReactionCost::Pool;
    r.reactions.natural_one_provokes = true;
    // "Summoning Sickness": "a summoned unit cannot take actions ... during
    // the first round after it is summoned": no free hit either (settled).
    r.reactions.barred_by = "summoned";
    r.reactions.describe = &describe;
    r.attacks = std::make_unique<FreehitsAttack>();
    r.health = {{"hp"}, "unconscious"};
    r.health.wound_heal = 6; // "Wounds/Aiming": "6 or more hit points from a single instance"
    const std::string bonus = kSeed + "\"Bonus Actions\"";
    const std::string move = kSeed + "\"Move Action\"";
    r.conditions = {
        knocked_out(),
        {"prone", "Knock Prone", "Stand Up (No Action)", kSeed + "\"Prone\"", 1,
         "Hit on 5 + Agility; moves a third of its spaces", Lasts::UntilCleared, "Prone"},
        {"flat-footed", "Make Flat-Footed", "Clear Flat-Footed", kSeed + "\"Flat Footed\"", 2,
         "Hit on 5, whatever its Agility", Lasts::UntilCleared, "Flat-Footed"},
        {"summoned", "Summoned This Round", "Clear Summoning Sickness",
         kSeed + "\"Summoning Sickness\"", 2,
         "Cannot take actions or dodge this round (attacks on it hit on 5)", Lasts::Round,
         "Summoned"},
        {"channeling", "Channel a Spell", "Cast or Cancel the Spell", kSeed + "\"Channeling\"", 2,
         "Flat-footed (hit on 5) until the spell is cast or cancelled, unless a Battle caster",
         Lasts::UntilCleared, "Channeling"},
        {"undetected", "Undetected (Sneak Damage)", "Detected", kSeed + "\"Sneak Damage\"", 2,
         "Its attacks find the target flat-footed and deal a d4 more (another with the Sneak "
         "attack feat)",
         Lasts::UntilCleared, "Undetected"},
        {"sneaking", "Sneak", "Stop Sneaking", move, 3, "Half spaces", Lasts::UntilCleared,
         "Sneaking"},
        {"swimming", "Swim", "Leave the Water", move, 3, "Half spaces", Lasts::UntilCleared,
         "Swimming"},
        {"climbing", "Climb", "Stop Climbing", move, 3, "Half spaces", Lasts::UntilCleared,
         "Climbing"},
        {"carrying", "Carry the Maximum", "Put Down", move, 3, "Half spaces", Lasts::UntilCleared,
         "Carrying"},
        // "Wounds/Aiming": a wound's effect, until 6 healing at once ends it.
        wounding({"slowed", "Slow (a wound)", "Heal the Wound", kSeed + "\"Wounds/Aiming\"", 4,
                  "Movement -2, Agility -1", Lasts::UntilCleared, "Slowed"}),
        wounding({"weakened", "Weaken (a wound)", "Heal the Wound", kSeed + "\"Wounds/Aiming\"", 4,
                  "One Bonus Action fewer a turn; Strength -1 (its damage)", Lasts::UntilCleared,
                  "Weakened"}),
        wounding({"disrupted", "Disrupt (a wound)", "Heal the Wound", kSeed + "\"Wounds/Aiming\"",
                  4, "Accuracy -1 for the battle", Lasts::Battle, "Disrupted"}),
        by_rule("dazzled", "Disrupted This Round", "Accuracy -2 more this round", Lasts::Round,
                kSeed + "\"Wounds/Aiming\""),
        // "Bonus Actions": the boosts last the round (freehits_attack.h reads them).
        by_rule("boosted damage", "Boosted Damage", "+1 melee damage", Lasts::Round, bonus),
        by_rule("boosted accuracy", "Boosted Accuracy", "+1 to hit", Lasts::Round, bonus),
        by_rule("boosted dodge", "Boosted Dodge", "+1 to the roll needed to hit it", Lasts::Round,
                bonus),
        // "Disengage": the action sets it; a spell or ability may grant it
        // too, so the GM's menu offers it (GM-adjudicated).
        {"disengaged", "Disengage (a spell or ability)", "Clear Disengage", kSeed + "\"Disengage\"",
         9, "Leaving a melee zone provokes no free hit", Lasts::Round, "Disengage"}};
    r.stats = {
        {"agility", "Agility", StatType::Score, -5, 10, 0, true,
         "Agility modifier: initiative order, free hit slots (Agility + 1), defence (10 + it)",
         kSeed + "\"Free Hits/Free Hit Slots (FHS)\""},
        {"accuracy", "Accuracy", StatType::Score, -5, 20, 0, false, "Added to the d20 attack roll",
         kSeed + "\"Attacking\""},
        {"hp", "HP", StatType::Points, 0, 500, 0, false, "Hit points; at 0 the unit is unconscious",
         kSeed + "\"Attacking\""},
        {"mp", "MP", StatType::Points, 0, 500, 0, false,
         "Magic points; the victors have them replenished to full (mp_max) after the battle",
         kSeed + "\"Combat rules\""},
        {"move", "Move", StatType::Squares, 0, 60, 6, false, "Spaces of one Move Action",
         kSeed + "\"Move Action\""},
        {"damage", "Damage", StatType::Points, 0, 100, 0, false,
         "Damage of a hit when the GM enters none; with a damage die, added to it",
         kSeed + "\"Attacking\""},
        {"damage_die", "Damage die", StatType::Score, 0, 100, 0, false,
         "The weapon's or spell's damage die (8 = d8; 0: a flat damage)",
         kSeed + "\"Attacking\" (the \"Weapons\" tab)"},
        {"damage_dice", "Damage dice", StatType::Score, 1, 10, 1, false,
         "How many damage dice (2 for 2d6; the Weapon focus feat adds one)",
         kSeed + "\"Feats\" (Weapon focus)"},
        {"strength", "Strength", StatType::Score, -5, 10, 0, false,
         "Strength modifier: added to the damage of every attack but the extra attack "
         "(MA + 2 BA)",
         kSeed + "\"Bonus Actions\""},
        {"level", "Level", StatType::Score, 1, 30, 1, false,
         "Summoning slots: how many summons it holds at once", kSeed + "\"Summoning Slots\""}};
    // seed 001 "Attacking": a weapon's accuracy and damage.
    mark_weapon_stats(r.stats, {"accuracy", "damage", "damage_die", "damage_dice"});
    r.specials = attack_kind_specials();
    r.specials.insert(
        r.specials.end(),
        {{"Reach", "Threatens and attacks 2 squares away", "seed 001 \"Feats\""},
         {"Athlete", "Moves farther each Move", "seed 001 \"Feats\""},
         {"Maneuverer", "Moves normally while sneaking or swimming", "seed 001 \"Feats\""},
         {"Sneak attack", "One more sneak damage die when undetected",
          "seed 001 \"Feats\", \"Sneak Damage\""},
         {"Weapon focus", "One more damage die (on a weapon: for that weapon)",
          "seed 001 \"Feats\""},
         {"Battle caster", "Not flat-footed while channeling",
          "seed 001 \"Feats\", \"Channeling\""},
         {"Legion leader", "2 more summoning slots", "seed 001 \"Feats\""}});
    // "Summoning Slots": as many summons as the summoner's level, 2 more for
    // a Legion leader ("Feats"); "Thralling": the un-thralled vanish;
    // "Summoning Sickness": a summon placed in a fight starts `summoned`.
    r.summons = {true,
                 "level",
                 {{"Legion leader", 2}},
                 "summoned",
                 kSeed + "\"Summoning Slots\"",
                 kSeed + "\"Thralling\""};
    r.start.intro = "Individual initiative by Agility. A unit that attacked before the fight "
                    "officially started goes last.";
    StartQuestion first{"initiating_unit", QuestionKind::Unit, "Unit that &struck first:",
                        "A unit that attacked before the fight officially started acts last",
                        "(nobody: the fight started normally)"};
    first.names_initiator = true;
    first.source = kSeed + "\"Initiative/Initiating\"";
    r.start.questions = {first};
    return r;
}

} // namespace
} // namespace freehits

const Ruleset& freehits_ruleset() {
    static const Ruleset r = freehits::build();
    return r;
}

} // namespace skirmish
