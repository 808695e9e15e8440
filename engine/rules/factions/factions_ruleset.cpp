#include "rules/factions/factions_ruleset.h"

#include "rules/factions/faction_morale.h"
#include "rules/factions/faction_turns.h"
#include "rules/factions/factions_attack.h"

namespace skirmish {

constinit const RulesetId RulesetId::Factions{&factions_ruleset};

// Each ruleset's own names, so that the rulesets' same-named helpers can
// share a unity batch.
namespace factions {
namespace {

// Seed 003 "Taking a turn", "Reacting to an attack", "Opportunity attacks".
std::vector<ActionDef> actions() {
    const ActionWays main{{{"main", 1}}};
    const ActionWays bonus{{{"bonus", 1}}, {{"main", 1}}};
    auto reaction = [](std::string id, std::string label) {
        return with(on_turn(std::move(id), std::move(label), {}), ActionTiming::Reaction);
    };
    return {aimed_at(on_turn("attack", "Attack", main), ActionTarget::Foe),
            // "Attacking": a final blow kills a nearby incapacitated target.
            aimed_at(on_turn("final_blow", "Final Blow", main), ActionTarget::Foe),
            // "Indirect ranged attacks": over obstacles, beyond half range.
            using_weapons(aimed_at(on_turn("indirect_attack", "Indirect ranged attack", main),
                                   ActionTarget::Foe),
                          WeaponUse::Ranged),
            // "Blast attacks": every character in a zone and on its borders.
            blasting(on_turn("melee_blast", "Melee blast", main), AreaAttack::OwnZone),
            blasting(on_turn("ranged_blast", "Ranged blast", main), AreaAttack::ZoneInRange),
            on_turn("power", "Invoke a power", main),
            // "Non-lethal attacks": a STR save instead of damage.
            nonlethal(on_turn("grapple", "Grapple", main), NonLethal::Grab),
            nonlethal(on_turn("disarm", "Disarm", main), NonLethal::Disarm),
            on_turn("shove", "Shove a grabbed character", main),
            on_turn("pick_up", "Pick up or put down", bonus),
            on_turn("equip", "Equip or unequip", bonus),
            // "Swapping two items is two bonus actions": the bonus action
            // and the main one taken as the second.
            on_turn("swap", "Swap two items", ActionWays{{{"bonus", 1}, {"main", 1}}}),
            on_turn("use_item", "Use a consumable", bonus),
            asking(on_turn("interact", "Interact", bonus),
                   "the GM may rule that a complex interaction takes the main action: then "
                   "take Other action instead (seed 003 \"Bonus actions\")"),
            on_turn("say", "Say a few words", bonus),
            // "Surrendering": "throwing their weapons away".
            dropping_weapons(setting(ending(on_turn("surrender", "Surrender", {})), "surrendered")),
            reaction("dodge", "Dodge"), reaction("counter", "Counter"),
            reaction("hide", "Hide behind a nearby character"), reaction("guard", "Guard"),
            reaction("opportunity_attack", "Opportunity attack"),
            on_turn("other", "Other action", main)};
}

std::string describe(const TurnContext& ctx, const PendingReaction& p) {
    const std::string by = ctx.name(p.by);
    if (p.kind == "morale") {
        return by + " must check morale (a WIT save, " +
               std::to_string(stat_of(*ctx.unit(p.by), "wit")) +
               " or less): on a failure it must surrender or retreat";
    }
    if (p.kind == "attack_reaction" && !p.stunt.empty()) {
        return by + " is hit by " + ctx.name(p.against) + ", who proposes instead: " + p.stunt +
               ". Accept it (no reaction), or answer the attack as normal";
    }
    if (p.kind == "attack_reaction" && !p.action.empty()) {
        // A non-lethal attack: a save instead of damage ("Non-lethal attacks").
        const ActionDef* def = ctx.enc.ruleset.rules().find_action(p.action);
        return by + " is hit by " + possessive(ctx.name(p.against)) + " " +
               (def != nullptr ? def->label : p.action) +
               ": dodge, counter, hide behind a nearby character or be guarded (it uses the " +
               "reactor's turn), or take it and make the save";
    }
    if (p.kind == "attack_reaction") {
        return by + " is hit by " + ctx.name(p.against) +
               (p.damage ? " for " + std::to_string(*p.damage) : std::string()) +
               ": dodge, counter, hide behind a nearby character or be guarded (it uses " +
               "the reactor's turn), or take the hit" +
               (p.damage ? std::string() : " (the damage is rolled after the answer)");
    }
    return by + " may make an opportunity attack on " + ctx.name(p.against) + " (moving away at " +
           to_label(p.at) + "; it uses " + possessive(by) + " turn)";
}

const std::string kSeed = "seed 003 ";

Ruleset build() {
    Ruleset r;
    r.info = {"factions",
              "Factions (seed 003)",
              "Factions alternate single activations or pass; movement by painted zones; an "
              "attacked character may dodge, counter, hide or be guarded.",
              "003_9a87a7ae7a61caaf.txt",
              SquareSize{1, LengthUnit::Square},
              DiagonalRule::Uniform};
    r.turns = std::make_unique<FactionTurns>();
    r.attacks = std::make_unique<FactionsAttack>();
    r.actions = actions();
    // "Taking a turn": a move of one zone.
    r.movement.moves_by_zone = true;
    // "Opportunity attacks", "Reacting to an attack": a reaction uses the
    // reactor's turn.
    r.reactions.kind = "opportunity_attack";
    r.reactions.who = Reactor::TurnNotTaken;
    r.reactions.cost = ReactionCost::Turn;
    r.reactions.answers_attacks = true;
    const std::string reacting = "seed 003 \"Reacting to an attack\"";
    r.reactions.hit_answers = {{"dodge", "Dodge (AGI save)", false, reacting},
                               {"counter", "Counter", false, reacting},
                               {"hide", "Hide behind", true, reacting},
                               {"guard", "Guarded by", true, reacting},
                               // "Attack stunts": accepting one is no reaction.
                               {"accept", "Accept the stunt", false, kSeed + "\"Attack stunts\""}};
    r.reactions.describe = &describe;
    // "Morale": the checks of the morale phase wait for entered dice.
    r.reactions.own_kinds = {"morale"};
    r.reactions.answer = &answer_morale;
    r.forced.moves = {{ForcedKind::ShoveGrabbed, "shove", "Shove",
                       "a grabbed character, sent half a zone: to a square of a neighbouring "
                       "zone (the Main action)",
                       kSeed + "\"Main actions\"", true, "grabbed"}};
    // "Non-lethal attacks": Grapple and Disarm force a STR save; a grab
    // holds the grabbed, who moves with its grabber (rules/grabs.h).
    r.grabs.enabled = true;
    r.grabs.held = "grabbed";
    r.grabs.save_stat = "str";
    r.grabs.save_name = "STR";
    r.grabs.disarmed = "disarmed";
    r.grabs.pick_up = "pick_up"; // "Bonus actions": "Pick up or put down something"
    r.grabs.counters = true;     // "They can be dodged and countered and can be used to counter"
    r.grabs.source = kSeed + "\"Non-lethal attacks\"";
    // "Combat gear degradation", "Bonus actions" (rules/gear.h).
    r.gear.enabled = true;
    r.gear.damaged = "Damaged";
    r.gear.improvised = "Improvised";
    r.gear.breaks_on = 1;
    r.gear.armour = "armour";
    r.gear.damaged_armour = "damaged armour";
    r.gear.wrecks_at = 8;
    r.gear.source = kSeed + "\"Combat gear degradation\"";
    r.gear.armour_source = kSeed + "\"Bonus actions\"";
    r.health = {{"health"}, "incapacitated"};
    // "Surrendering": harm lets a surrendered or broken character fight on.
    r.health.after_damage = &factions_after_damage;
    const std::string morale = kSeed + "\"Morale\"";
    r.conditions = {
        knocked_out(),
        {"dead", "Kill", "Raise", kSeed + "\"Attacking\"", 0, "Out of the fight for good"},
        {"grabbed", "Grabbed", "Let Go", kSeed + "\"Non-lethal attacks\"", 1,
         "Entangled while its enemy keeps hold: it cannot move, and goes where its grabber moves",
         Lasts::UntilCleared, "Grabbed"},
        {"damaged armour", "Damaged Armour", "Repair Armour", kSeed + "\"Combat gear degradation\"",
         2, "A hit of 8 or more before armour destroys it (its armour goes to 0)",
         Lasts::UntilCleared, "Damaged Armour"},
        {"disarmed", "Disarm (drop its weapon)", "Pick Up Its Weapon",
         kSeed + "\"Non-lethal attacks\"", 1,
         "Its own weapon was knocked away: it attacks unarmed (a d4) until it picks it up",
         Lasts::UntilCleared, "Disarmed"},
        {"concealed", "Concealed", "Reveal", kSeed + "\"Sneaking in combat\"", 1,
         "Unseen: attacks on it need a WIT save; its attacks allow no reaction",
         Lasts::UntilCleared, "Concealed"},
        {"prone", "Prone", "Stand Up (No Action)", kSeed + "\"Attacking\"", 1,
         "Lying down (the seed gives it no effect; the GM rules)", Lasts::UntilCleared, "Prone"},
        {"holding back", "Hold Back (impaired damage)", "Strike Fully", kSeed + "\"Attacking\"", 2,
         "Its attacks deal impaired damage (a d4)", Lasts::UntilCleared, "Holding Back"},
        {"peeking", "Peek Out (attack from behind a barrier)", "Stop Peeking",
         kSeed + "\"Protection from attacks\"", 2,
         "Attacks from behind a barrier, which then counts as cover; it can be countered",
         Lasts::UntilCleared, "Peeking"},
        {"obscured", "Obscure (concealment: impaired damage)", "Clear Concealment",
         kSeed + "\"Protection from attacks\"", 2, "Damage dealt to it is impaired (a d4)",
         Lasts::UntilCleared, "Obscured"},
        // "Morale", "Surrendering": set by the morale phase and
        // the Surrender action; the GM may set or clear them.
        {"broken", "Break (failed morale)", "Rally", morale, 3,
         "May not attack; a side all broken or down is routed", Lasts::UntilCleared, "Broken"},
        {"steadfast", "Steadfast (passed morale)", "Clear Steadfast", morale, 3,
         "Makes no more morale saves this fight", Lasts::UntilCleared, "Steadfast"},
        {"surrendered", "Surrender", "Resume Fighting", kSeed + "\"Surrendering\"", 3,
         "May not attack; harm lets it fight again", Lasts::UntilCleared, "Surrendered"},
        // "Chases": the long chase's escaped are gone (out of the fight).
        {"fled", "Escape (long chase)", "Return to the Fight", kSeed + "\"Chases\"", 3,
         "Escaped its pursuers: out of the fight", Lasts::UntilCleared, "Escaped"},
        by_rule("incapacitated", "Incapacitated", "Out of the fight at 0 health",
                Lasts::UntilCleared, kSeed + "\"Attacking\"")};
    r.stats = {
        {"wit", "WIT", StatType::Score, 0, 20, 0, false,
         "A d20 at or under WIT passes a WIT save; in the fast phase when WIT is at "
         "least the fast action threshold",
         kSeed + "\"Initiative\""},
        {"agi", "AGI", StatType::Score, 0, 20, 0, false, "A d20 at or under AGI dodges an attack",
         kSeed + "\"Reacting to an attack\""},
        {"str", "STR", StatType::Score, 0, 20, 0, false,
         "A d20 at or under STR resists a Grapple or a Disarm", kSeed + "\"Non-lethal attacks\""},
        {"health", "Health", StatType::Points, 0, 100, 0, false,
         "At 0 the character is incapacitated", kSeed + "\"Attacking\""},
        {"damage", "Damage bonus", StatType::Points, 0, 100, 0, false,
         "Added to the damage die; with no die, the whole damage of a hit",
         kSeed + "\"Attacking\""},
        {"damage_die", "Damage die", StatType::Score, 0, 20, 0, false,
         "The weapon's die (8 = d8); none and no damage: unarmed, a d4", kSeed + "\"Attacking\""},
        {"range", "Range", StatType::Score, 0, 50, 0, false,
         "0: melee, a nearby target; else zones (squares off the zones)", kSeed + "\"Attacking\""},
        {"armour", "Armour", StatType::Score, 0, 10, 0, false,
         "Subtracted from the damage taken; +1 in cover", kSeed + "\"Protection from attacks\""},
        {"move", "Move", StatType::Squares, 0, 60, 6, false,
         "Squares of a move on a map without zones", kSeed + "\"Taking a turn\""}};
    // seed 003 "Attacking": a weapon's damage die, bonus and range.
    mark_weapon_stats(r.stats, {"damage", "damage_die"}, {"range"});
    r.specials = attack_kind_specials();
    r.specials.insert(
        r.specials.end(),
        {{"Immune to fear", "Never checks morale", "seed 003 \"Morale\""},
         {"Damaged", "Its weapon (or a weapon with it) breaks on a 1 on the damage die",
          "seed 003 \"Combat gear degradation\""},
         {"Improvised", "An improvised weapon: handled as damaged (breaks on a 1)",
          "seed 003 \"Combat gear degradation\""},
         {"Fearless", "Never checks morale (as immune to fear)", "seed 003 \"Morale\""}});
    r.start.intro = "Factions alternate: each has one character take a turn, or passes. The "
                    "faction holding the initiative acts first.";
    StartQuestion holder{"initiative_holder", QuestionKind::Side, "&Initiative held by:",
                         "The faction that holds the initiative chooses who acts first"};
    holder.names_initiator = true;
    holder.source = kSeed + "\"Initiative\"";
    StartQuestion fast{"fast_slow", QuestionKind::Flag,
                       "Fast and slow activations (d20 fast action threshold)",
                       "Only characters with WIT at or over a d20 act in the fast phase"};
    fast.source = kSeed + "\"Optional rule: fast and slow activations\"";
    StartQuestion threshold{"threshold", QuestionKind::Roll, "Fast action threshold (1d20):",
                            "The d20 the GM rolls for the fast action threshold"};
    threshold.faces = 20;
    threshold.preset = 10;
    threshold.shown_when = "fast_slow";
    threshold.source = kSeed + "\"Optional rule: fast and slow activations\"";
    // "Chases" (rules/chases.h).
    r.chases = {"agi",
                "AGI",
                "fled",
                {{"even", "as fast as the pursuers: each makes the group AGI save"},
                 {"faster", "faster or longer-winded than the pursuers: all escape"},
                 {"slower", "slower than the pursuers: escaping is impossible"}},
                kSeed + "\"Chases\""};
    // "Optional rule: the chaos of combat" (faction_turns.cpp counts it).
    StartQuestion chaos{"chaos", QuestionKind::Flag,
                        "The chaos of combat (15 s to declare; speaking is a bonus action)",
                        "Players have 15 seconds to declare their turn, else it is lost, and "
                        "speak to each other only with Say a few words"};
    chaos.source = kSeed + "\"Optional rule: the chaos of combat\"";
    // "Sneaking in combat" (faction_turns.cpp conceals them).
    StartQuestion ambush{"ambush", QuestionKind::Flag,
                         "An a&mbush: the initiative holder's characters start concealed",
                         "Characters who launch an ambush are concealed and play a bonus turn; "
                         "reveal any that did not hide from their menus"};
    ambush.source = kSeed + "\"Sneaking in combat\"";
    r.start.questions = {holder, ambush, fast, threshold, chaos};
    return r;
}

} // namespace
} // namespace factions

const Ruleset& factions_ruleset() {
    static const Ruleset r = factions::build();
    return r;
}

} // namespace skirmish
