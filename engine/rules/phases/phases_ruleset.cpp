#include "rules/phases/phases_ruleset.h"

#include "rules/mounts.h"
#include "rules/phases/phase_turns.h"
#include "rules/phases/phases_attack.h"

namespace skirmish {

constinit const RulesetId RulesetId::Phases{&phases_ruleset};

// Each ruleset's own names, so that the rulesets' same-named helpers can
// share a unity batch.
namespace phases {
namespace {

ActionDef dismounting(ActionDef a) {
    a.dismounts = true;
    return a;
}

// Seed 000 "Combat Sequence": anything a unit does uses up its Action.
// Attack (the seed's Assault and Strike, in melee) and Fire are attacks on
// an enemy ("Specials", Mount: "Attack, Strike, and Fire actions directed
// at the mounted unit"); a Fire may be made at a higher unit ("Situational
// Modifiers", Elevation).
std::vector<ActionDef> actions() {
    const ActionWays action{{{"action", 1}}};
    return {
        aimed_at(on_turn("attack", "Attack", action), ActionTarget::Foe),
        aimed_at(on_turn("fire", "Fire", action), ActionTarget::Foe),
        on_turn("cast", "Cast a spell", action),
        aimed_at(on_turn("subdue", "Subdue", action), ActionTarget::Foe),
        on_turn("bull_rush", "Bull Rush", action), on_turn("regroup", "Regroup", action),
        // "Carrying": a willing unit or a body next to the lifter.
        aimed_at(on_turn("pick_up", "Pick up a body", action), ActionTarget::Liftable),
        on_turn("use_item", "Use a potion or scroll", action),
        // "Specials", Dismounting: an enemy next to a mounted unit
        // pulls its rider off; mounting and getting down take the
        // rider's Action (settled, rules/mounts.h).
        dismounting(aimed_at(on_turn("dismount", "Dismount a rider", action), ActionTarget::Foe)),
        // "Dismounting": "+1d6 for each additional enemy unit aiding in the
        // dismount": an enemy next to the mount joins this round's attempt.
        joining(on_turn("aid_dismount", "Aid a Dismount", action), std::string(kDismountAid), 0),
        // "Specials": "Beasts may be instantly croaked by any unit on
        // their same side by spending an action."
        downing_ally_with(on_turn("croak_beast", "Croak a Beast", action), "Beast"),
        clearing_target(on_turn("awaken", "Awaken a Calm unit", action), "calm"),
        // "Specials", Siege(X) and Digging(X): "Xd6 structural damage to a
        // wall, door, tower, or other structure" (rules/structures.h).
        aimed_at(on_turn("siege", "Siege attack", action), ActionTarget::Structure),
        on_turn("other", "Other action", action)};
}

const char* kSeed = "seed 000 ";

/// A Combat Modifier: the GM's condition menu leaves it to the dialog.
ConditionDef chosen(ConditionDef c) {
    c.menu = false;
    return c;
}

Ruleset build() {
    Ruleset r;
    r.info = {"phases",
              "Phases (seed 000)",
              "Phased rounds: units act in the phase of their base Combat, highest first. "
              "Entering a square next to an enemy ends a move; Bull Rush pushes enemies back.",
              "000_c06777daa3903922.txt",
              SquareSize{1, LengthUnit::Square},
              DiagonalRule::Uniform};
    r.turns = std::make_unique<PhaseTurns>();
    r.attacks = std::make_unique<PhasesAttack>();
    r.actions = actions();
    // "Combat Sequence": a move ends next to an enemy, unless Agile
    // ("Specials"); "Status Effects": Immobilized units do not move.
    r.movement.hostile_squares_end_move = true;
    r.movement.hostile_exempt = "Agile";
    // "Specials": "Scout units do not auto-engage enemy units": settled, a
    // Scout neither stops next to an enemy nor stops one next to it.
    r.movement.hostile_free = "Scout";
    // "unless otherwise noted : see Dodge and Agile"; the Bull Rush
    // example: "If there were non-dodging units in B7 and D7, attacker would
    // lose their remaining move": a Dodging enemy makes no hostile squares.
    r.movement.hostile_ignored = "dodging";
    r.movement.immobilizing = {"immobilized", "carried", "dragged"};
    // "Carrying": a Heavy carrier has "a 1/3 movement penalty", a dragger
    // "a 1/2 movement penalty".
    r.movement.slowdowns = {{{"carrying"}, 3, 2}, {{"dragging"}, 2, 1}};
    r.movement.immobilized_word = "Immobilized";
    // "Bull Rush"; "Combat Sequence": opposing units moving into the same
    // square resolve it as a Bull Rush that costs no Action.
    r.forced.moves = {
        {ForcedKind::BullRush, "bull_rush", "Bull Rush",
         "an enemy square next to the attacker (not an Agile one); it uses the Action",
         "seed 000 \"Bull Rush\"", true, "", "dodging", "attacked", &phases_defence_fresh},
        {ForcedKind::ContestSquare, "contest_square", "Contest a square",
         "two opposing units that moved for the same square in the same phase",
         "seed 000 \"Combat Sequence\"", false}};
    // "Hits"; a unit at 0 Hits is croaked.
    r.health = {{"hits"}, "croaked"};
    // "Subdue": Fatigue turns into lost Hits when normal damage lands.
    r.health.after_damage = &phases_after_damage;
    const std::string status = std::string(kSeed) + "\"Status Effects\"";
    const std::string modifiers = std::string(kSeed) + "\"Combat Modifiers\"";
    const std::string carrying = std::string(kSeed) + "\"Carrying\"";
    // "Specials": Constructs and Uncroaked (Skeletal ones too: "Unit is
    // Uncroaked") are "immune to Stun, Healmancy and Turning".
    const std::vector<std::string> lifeless{"Construct", "Uncroaked", "Skeletal"};
    const std::string specials = std::string(kSeed) + "\"Specials\"";
    ConditionDef stunned{
        "stunned",           "Stun",   "Clear Stun", status, 1, "Loses its next Move and Action",
        Lasts::UntilCleared, "Stunned"};
    stunned.immune = lifeless;
    // The seed names Turning without its effect: the GM applies it.
    ConditionDef turned{"turned",
                        "Turned (Turning)",
                        "Clear Turning",
                        specials,
                        1,
                        "Struck by a Turning, whose effect is the GM's",
                        Lasts::UntilCleared,
                        "Turned"};
    turned.immune = lifeless;
    r.health.healing_kinds = {{"healmancy", "Healmancy", lifeless, specials}};
    r.conditions = {
        knocked_out(),
        stunned,
        turned,
        {"preserved", "Preserve (no Normal Decay)", "Let Decay", "seed 000 \"Specials\"", 3,
         "An Uncroaked unit kept from its Normal Decay (Extended Decay still comes)",
         Lasts::UntilCleared, "Preserved"},
        {"incapacitated", "Incapacitate", "Clear Incapacitated", status, 1,
         "Out of the fight: no Move or Action, Defense 0", Lasts::UntilCleared, "Incapacitated"},
        {"immobilized", "Immobilize", "Clear Immobilized", status, 1,
         "No Move; Defense -2 and no Defense bonuses", Lasts::UntilCleared, "Immobilized"},
        {"calm", "Calm", "Awaken (No Action)", status, 1,
         "Its Action waits, delayed, until an attack or an adjacent unit's Action awakens it; it "
         "may move",
         Lasts::UntilCleared, "Calm", true, true},
        // "Combat Modifiers": chosen in the unit's Combat Modifiers dialog
        // (SetModifiers, rules/combat_modifiers.h), not the condition menu.
        chosen({"block", "Block (Defense +3, Combat -2)", "Stop Blocking", modifiers, 2,
                "Defense +3, Combat -2", Lasts::UntilCleared, "Block"}),
        chosen({"mighty blow", "Mighty Blow (Combat +3, Defense -2)", "Stop Mighty Blow", modifiers,
                2, "Combat +3, Defense -2", Lasts::UntilCleared, "Mighty Blow"}),
        chosen({"guard", "Guard (Combat -2)", "Stop Guarding", modifiers, 2,
                "Combat -2; an ally next to it has Defense +3 against an attacker next to it, "
                "1 attack a round per level",
                Lasts::UntilCleared, "Guard"}),
        chosen({"interpose", "Interpose (Defense -2)", "Stop Interposing", modifiers, 2,
                "Defense -2; an ally next to it has Defense +3 against an attacker next to it, "
                "1 attack a round per level",
                Lasts::UntilCleared, "Interpose"}),
        chosen({"support", "Support (Combat -2)", "Stop Supporting", modifiers, 2,
                "Combat -2; an ally next to it attacking the enemy it attacked this round has "
                "Combat +3, 1 attack a round per level",
                Lasts::UntilCleared, "Support"}),
        chosen({"coordinate", "Coordinate (Defense -2)", "Stop Coordinating", modifiers, 2,
                "Defense -2; an ally next to it attacking the enemy it attacked this round has "
                "Combat +3, 1 attack a round per level",
                Lasts::UntilCleared, "Coordinate"}),
        chosen({"dodging", "Dodging", "Stop Dodging", modifiers, 2,
                "Defense +3 against 1 attack a round per level; no hostile squares; loses a "
                "Bull Rush against it",
                Lasts::UntilCleared, "Dodge"}),
        chosen({"take cover", "Take Cover (Defense +4 in cover)", "Leave Cover", modifiers, 2,
                "Defense +4 against an attacker it has cover from, 1 attack a round per level",
                Lasts::UntilCleared, "Take Cover"}),
        {"carried", "Carried (-2 Combat, -4 Defense)", "Put Down", carrying, 3,
         "Combat -2, Defense -4; Immobilized while carried", Lasts::UntilCleared, "Carried"},
        {"dragged", "Dragged (Defense 0)", "Let Go", carrying, 3,
         "Defense 0, cannot act; Immobilized while dragged", Lasts::UntilCleared, "Dragged"},
        {"carrying", "Carrying (Heavy)", "Put Down", carrying, 3,
         "No Action; Move 2/3; Defense +4 from a carried body", Lasts::UntilCleared, "Carrying"},
        {"dragging", "Dragging", "Let Go", carrying, 3, "No Action; Move 1/2", Lasts::UntilCleared,
         "Dragging"},
        by_rule("surrendered", "Surrendered",
                "Gave up: every unit of its side was Calm, Incapacitated or croaked",
                Lasts::UntilCleared, status),
        by_rule("croaked", "Croaked", "Out of the fight at 0 Hits", Lasts::UntilCleared,
                std::string(kSeed) + "\"Combat Sequence\"")};
    r.stats = {
        {"combat", "Combat", StatType::Score, 0, 30, 0, true,
         "Base Combat: the unit gains its Move and Action in this phase",
         std::string(kSeed) + "\"Combat Sequence\""},
        {"defense", "Defense", StatType::Score, 0, 30, 0, false, "Defense against attacks",
         std::string(kSeed) + "\"Combat Modifiers\""},
        {"hits", "Hits", StatType::Points, 0, 200, 0, false, "Hit points; at 0 the unit is croaked",
         std::string(kSeed) + "\"Specials\" (Elite: +5 Hits)"},
        {"move", "Move", StatType::Squares, 0, 60, 6, false, "Squares of one Move",
         std::string(kSeed) + "\"Combat Sequence\""},
        {"damage", "Damage", StatType::Points, 0, 100, 0, false,
         "Damage of an attack when the GM enters none", "the GM's entry"},
        {"level", "Level", StatType::Score, 1, 20, 1, false,
         "Combat Modifiers it may hold; each holds against this many attacks a round",
         std::string(kSeed) + "\"Combat Modifiers\""},
        {"fatigue", "Fatigue", StatType::Points, 0, 200, 0, false,
         "From Subdue Attacks; lost as Hits when normal damage lands",
         std::string(kSeed) + "\"Subdue\""},
        {"siege", "Siege (X)", StatType::Score, 0, 20, 0, false,
         "X of Siege(X): d6s of structural damage", specials},
        {"digging", "Digging (X)", StatType::Score, 0, 20, 0, false,
         "X of Digging(X): d6s of structural damage, and squares of tunnel a round", specials}};
    r.specials = attack_kind_specials();
    r.specials.insert(
        r.specials.end(),
        {{"Heavy", "Bull Rush rolls one more die; carries a body instead of dragging it",
          "seed 000 \"Special Combat Maneuvers\" (Bull Rush), \"Carrying\""},
         {"Agile", "Keeps its move next to an enemy; cannot Bull Rush a square",
          "seed 000 \"Specials\""},
         {"Elite", "Combat +1 and Defense +2 (its +5 Hits are the GM's to give)",
          "seed 000 \"Specials\""},
         {"Construct",
          "Immune to Stun, Healmancy and Turning; gains no XP; does not surrender when Calm",
          "seed 000 \"Specials\"",
          {},
          true},
         {"Beast", "Any unit of its side may croak it with an Action (Croak a Beast)",
          "seed 000 \"Specials\""},
         {"Uncroaked",
          "Immune to Stun, Healmancy and Turning; decays; gains no XP; does not surrender when "
          "Calm",
          "seed 000 \"Specials\"",
          {},
          true},
         {"Skeletal", "Uncroaked; Defense +6 against Fire", "seed 000 \"Specials\"", {}, true},
         {"Inhuman",
          "Not humanoid: cannot be uncroaked (never Uncroaked or Skeletal); gains no XP",
          "seed 000 \"Specials\"",
          {"Uncroaked", "Skeletal"},
          true},
         {"Mining",
          "Mines for gems in a Mine, or a City in Mountain terrain: outside the fight, the "
          "GM's",
          "seed 000 \"Specials\""},
         {"Fabricate", "Creates equipment (mining picks, ...): outside the fight, the GM's",
          "seed 000 \"Specials\""},
         {"Leadership", "A Command Unit; may order any squad of its side",
          "seed 000 \"Combat Squads\""},
         {"Paragon", "A Command Unit", "seed 000 \"Combat Squads\""},
         {"Caster", "A Command Unit", "seed 000 \"Combat Squads\""},
         {"Chief Warlord", "Its squad orders rank next after the squad's leader",
          "seed 000 \"Combat Squads\""},
         {"Thriller", "Lets a Horde form", "seed 000 \"Combat Squads\""},
         {"Mount", "Carries one non-Heavy rider; attacks at the rider strike it",
          "seed 000 \"Specials\""},
         {"Transport", "Carries X riders (stat transport), Heavy too; no shield for them",
          "seed 000 \"Specials\""},
         {"Bone Warlord", "Lets a Horde form", "seed 000 \"Combat Squads\""},
         {"Military", "Chooses Combat Modifiers, one per level", "seed 000 \"Specials\""},
         {"Scout", "Does not auto-engage: keeps its move next to an enemy and stops no enemy",
          "seed 000 \"Specials\""},
         {"Siege", "Siege attack: Xd6 structural damage (stat siege) to a wall or door next to it",
          "seed 000 \"Specials\""},
         {"Digging",
          "Siege attack with Xd6 (stat digging); digs X squares of earth a round with its Move, "
          "N/E/S/W steps only",
          "seed 000 \"Specials\""}});
    // "Specials": Siege(X) and Digging(X) (rules/structures.h).
    r.structures = {
        {{"Siege", "siege"}, {"Digging", "digging"}}, 6, "Digging", "digging", specials};
    // "Combat Squads": Stacks of 8, Hordes of 24 with an Uncroaked,
    // Thriller or Bone Warlord; Command Units have Leadership, Paragon or
    // Caster; "Special Combat Maneuvers": changing squads costs a Regroup.
    r.squads = {true,
                8,
                24,
                {"Uncroaked", "Thriller", "Bone Warlord"},
                {"Leadership", "Paragon", "Caster"},
                "Leadership",
                "Chief Warlord",
                "regroup",
                "seed 000 \"Combat Squads\""};
    // "Combat Modifiers": Military units only, one per level; "Combat
    // Sequence": declared at the start, then changed by a Regroup.
    r.modifiers = {true,
                   {"block", "mighty blow", "guard", "interpose", "support", "coordinate",
                    "dodging", "take cover"},
                   "Military",
                   "level",
                   "regroup",
                   std::string(kSeed) + "\"Combat Modifiers\""};
    // "Specials", Transport: "This unit cannot dodge."
    r.modifiers.barred = {{"Transport", "dodging", std::string(kSeed) + "\"Specials\""}};
    // "Specials": a Mount carries one non-Heavy unit, a Transport X units.
    r.mounts = {true, "Mount", "Transport", "Heavy", "other", "seed 000 \"Specials\""};
    r.start.intro = "Phased rounds: units act in the phase of their base Combat, highest first. "
                    "The defenders start holding a delayed Move and Action.";
    StartQuestion who{"initiator", QuestionKind::Side, "Side that &attacked:",
                      "The attacking side; every other side defends and starts with a delayed "
                      "Move and Action"};
    who.source = "seed 000 \"Combat Sequence\"";
    r.start.questions = {who};
    return r;
}

} // namespace
} // namespace phases

const Ruleset& phases_ruleset() {
    static const Ruleset r = phases::build();
    return r;
}

} // namespace skirmish
