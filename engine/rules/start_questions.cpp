#include "rules/start_questions.h"

#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {

std::vector<const Side*> fighting_sides(const Encounter& enc) {
    std::vector<const Side*> out;
    for (const Side& s : enc.sides) {
        if (std::any_of(enc.units.begin(), enc.units.end(),
                        [&](const Unit& u) { return u.side == s.id; })) {
            out.push_back(&s);
        }
    }
    return out;
}

bool question_shown(const StartQuestion& q, const StartAnswers& a) {
    if (q.shown_when.empty()) {
        return true;
    }
    auto it = a.flags.find(q.shown_when);
    return it != a.flags.end() && it->second;
}

namespace {

std::string* field_of(CombatSetup& s, const std::string& id) {
    if (id == "initiator") {
        return &s.initiator;
    }
    if (id == "initiating_unit") {
        return &s.initiating_unit;
    }
    if (id == "party") {
        return &s.party;
    }
    if (id == "attacked") {
        return &s.attacked;
    }
    if (id == "initiative_holder") {
        return &s.initiative_holder;
    }
    return nullptr;
}

/// The CombatSetup flag a Flag question of `id` fills, or nullptr.
bool* flag_of(CombatSetup& s, const std::string& id) {
    if (id == "fast_slow") {
        return &s.fast_slow;
    }
    if (id == "chaos") {
        return &s.chaos;
    }
    if (id == "ambush") {
        return &s.ambush;
    }
    return nullptr;
}

} // namespace

StartCombat start_command(const Encounter& enc, const StartAnswers& a) {
    StartCombat cmd;
    CombatSetup& s = cmd.setup;
    for (const StartQuestion& q : enc.ruleset.rules().start.questions) {
        if (!question_shown(q, a)) {
            continue;
        }
        switch (q.kind) {
        case QuestionKind::Side:
        case QuestionKind::Unit: {
            auto it = a.choices.find(q.id);
            const std::string answer = it == a.choices.end() ? std::string() : it->second;
            if (std::string* f = field_of(s, q.id)) {
                *f = answer;
            }
            if (q.names_initiator && !answer.empty()) {
                const Unit* u = q.kind == QuestionKind::Unit ? enc.find_unit(answer) : nullptr;
                s.initiator = u != nullptr ? u->side : answer;
            }
            break;
        }
        case QuestionKind::Sides:
            if (q.id == "surprised") {
                auto it = a.lists.find(q.id);
                if (it != a.lists.end()) {
                    s.surprised = it->second;
                }
            }
            break;
        case QuestionKind::SideOrder:
            if (q.id == "order") {
                auto it = a.lists.find(q.id);
                if (it != a.lists.end()) {
                    s.order = it->second;
                }
            }
            break;
        case QuestionKind::Flag:
            if (bool* f = flag_of(s, q.id)) {
                auto it = a.flags.find(q.id);
                *f = it != a.flags.end() && it->second;
            }
            break;
        case QuestionKind::RollPerSide:
            for (const Side* side : fighting_sides(enc)) {
                if (auto it = a.rolls.find(side->id); it != a.rolls.end()) {
                    cmd.rolls[side->id] = it->second;
                }
            }
            break;
        case QuestionKind::Roll:
            if (auto it = a.rolls.find(q.id); it != a.rolls.end()) {
                cmd.rolls[q.id] = it->second;
            }
            break;
        }
    }
    std::stable_sort(s.surprised.begin(), s.surprised.end(),
                     [&](const std::string& x, const std::string& y) {
                         return enc.find_side(x) < enc.find_side(y);
                     });
    if (cmd.rolls.empty()) {
        cmd.seed = a.seed;
    }
    return cmd;
}

} // namespace skirmish
