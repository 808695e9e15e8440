#include "io/combat_json.h"

#include "io/encounter_json.h"

namespace skirmish::io {
namespace {

using nlohmann::json;

json counters_json(const std::map<std::string, int>& m) {
    json out = json::object();
    for (const auto& [k, v] : m) {
        out[k] = v;
    }
    return out;
}

std::map<std::string, int> read_counters(const JsonAt& at,
                                         std::size_t max_entries = Limits::kMaxSetSize) {
    at.expect_object();
    if (at.size() > max_entries) {
        at.fail("at most " + std::to_string(max_entries) + " entries");
    }
    std::map<std::string, int> out;
    for (const auto& [key, value] : at.json().items()) {
        // A name may hold a unit id after a prefix ("targeted:", "zone:").
        if (key.size() > Limits::kMaxId + 32) {
            at.fail("a name is longer than " + std::to_string(Limits::kMaxId + 32) + " bytes");
        }
        out[key] = static_cast<int>(
            at.at(key).integer(-CombatLimits::kMaxCounter, CombatLimits::kMaxCounter));
    }
    return out;
}

std::vector<std::string> read_ids(const JsonAt& at, std::size_t max) {
    at.expect_array(max);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < at.size(); ++i) {
        out.push_back(at.at(i).string(Limits::kMaxId));
    }
    return out;
}

std::string id_or_empty(const JsonAt& at, std::string_view key) {
    auto v = at.find(key);
    return v ? v->string(Limits::kMaxId) : std::string();
}

std::uint64_t unsigned_at(const JsonAt& at) {
    if (!at.json().is_number_unsigned() && !(at.json().is_number_integer() && at.json() == 0)) {
        at.fail("expected a whole number of 0 or more, found " + type_name(at.json()));
    }
    return at.json().get<std::uint64_t>();
}

json pending_json(const PendingReaction& p) {
    json rest = json::array();
    for (const Cell& c : p.rest) {
        rest.push_back(to_label(c));
    }
    json later = json::array();
    for (const LaterProvoke& l : p.later) {
        later.push_back({{"by", l.by}, {"at", to_label(l.at)}});
    }
    json out = {{"by", p.by},
                {"against", p.against},
                {"at", to_label(p.at)},
                {"kind", p.kind},
                {"critical", p.critical},
                {"rest", rest},
                {"later", later},
                {"damage", p.damage ? json(*p.damage) : json(nullptr)}};
    if (p.held) {
        out["held"] = {{"result", p.held->result}, {"raw", p.held->raw}};
    }
    if (!p.weapon.empty()) {
        out["weapon"] = p.weapon;
    }
    if (!p.action.empty()) {
        out["action"] = p.action;
    }
    if (!p.item.empty()) {
        out["item"] = p.item;
    }
    if (!p.stunt.empty()) {
        out["stunt"] = p.stunt;
    }
    if (!p.countered_by.empty()) {
        out["countered_by"] = p.countered_by;
    }
    if (!p.intercepted.empty()) {
        out["intercepted"] = p.intercepted;
    }
    return out;
}

PendingReaction read_pending(const JsonAt& p) {
    p.expect_object();
    PendingReaction r;
    r.by = p.at("by").string(Limits::kMaxId);
    r.against = p.at("against").string(Limits::kMaxId);
    r.at = p.at("at").cell();
    r.kind = p.at("kind").string(Limits::kMaxId);
    if (auto c = p.find("critical")) {
        r.critical = c->boolean();
    }
    if (auto d = p.find("damage")) {
        r.damage = static_cast<int>(d->integer(0, 1'000'000'000));
    }
    if (auto h = p.find("held")) {
        if (r.kind != "attack_reaction") {
            h->fail("only an attack_reaction holds a hit");
        }
        h->expect_object();
        r.held = HeldHit{static_cast<int>(h->at("result").integer(-1'000'000, 1'000'000)),
                         static_cast<int>(h->at("raw").integer(0, 1'000'000'000))};
    }
    if (r.held && !r.damage) {
        p.fail("a held hit needs the damage it deals (\"damage\")");
    }
    if (auto w = p.find("weapon")) { // since weapons (issue 13); older files have none
        r.weapon = w->string(Limits::kMaxName);
    }
    if (auto a = p.find("action")) { // a non-lethal attack (issue 14); older files have none
        r.action = a->string(Limits::kMaxId);
    }
    if (auto i = p.find("item")) {
        r.item = i->string(Limits::kMaxName);
    }
    if (auto s = p.find("stunt")) { // an attack stunt (issue 14); older files have none
        r.stunt = s->string(Limits::kMaxName);
    }
    if (auto c = p.find("countered_by")) { // one counter per area attack; older files have none
        r.countered_by = c->string(Limits::kMaxId);
    }
    if (auto i = p.find("intercepted")) { // an Intercepted hit; older files have none
        r.intercepted = i->string(Limits::kMaxId);
    }
    if (auto rest = p.find("rest")) {
        rest->expect_array(100'000);
        for (std::size_t i = 0; i < rest->size(); ++i) {
            r.rest.push_back(rest->at(i).cell());
        }
    }
    if (auto later = p.find("later")) {
        later->expect_array(Limits::kMaxUnits);
        for (std::size_t i = 0; i < later->size(); ++i) {
            JsonAt l = later->at(i);
            l.expect_object();
            r.later.push_back({l.at("by").string(Limits::kMaxId), l.at("at").cell()});
        }
    }
    return r;
}

/// An object of unit id -> unit id (phases' carriers, sides' grapplers).
std::map<std::string, std::string> read_unit_pairs(const JsonAt& at, const std::string& who) {
    at.expect_object();
    if (at.size() > Limits::kMaxUnits) {
        at.fail("more " + who + "s than units");
    }
    std::map<std::string, std::string> out;
    for (const auto& [id, v] : at.json().items()) {
        if (id.empty() || id.size() > Limits::kMaxId) {
            at.fail("a " + who + "'s id is empty or too long");
        }
        out[id] = at.at(id).string(Limits::kMaxId);
    }
    return out;
}

} // namespace

bool combat_worth_saving(const CombatState& s) {
    return s.active || s.seed != 0 || s.position != 0;
}

json combat_json(const CombatState& s) {
    json units = json::object();
    for (const auto& [id, t] : s.units) {
        units[id] = {{"budget", counters_json(t.budget)}, {"marks", counters_json(t.marks)}};
    }
    const CombatSetup& c = s.setup;
    json out = {{"active", s.active},
                {"round", s.round},
                {"phase", s.phase ? json(*s.phase) : json(nullptr)},
                {"phase_count", s.phase_count},
                {"order", s.order},
                {"to_act", s.to_act},
                {"acting", s.acting},
                {"passes", s.passes},
                {"threshold", s.threshold ? json(*s.threshold) : json(nullptr)},
                {"initiative", counters_json(s.initiative)},
                {"units", std::move(units)},
                {"setup",
                 {{"initiator", c.initiator},
                  {"initiating_unit", c.initiating_unit},
                  {"surprised", c.surprised},
                  {"party", c.party},
                  {"attacked", c.attacked},
                  {"initiative_holder", c.initiative_holder},
                  {"fast_slow", c.fast_slow}}},
                {"dice", {{"seed", s.seed}, {"position", s.position}, {"mode", s.dice_mode}}}};
    if (!c.order.empty()) { // teams' order of the other teams (issue 14); older files have none
        out["setup"]["order"] = c.order;
    }
    if (c.chaos) { // factions' chaos of combat (issue 14); older files have none
        out["setup"]["chaos"] = true;
    }
    if (c.ambush) { // factions' ambush (issue 14); older files have none
        out["setup"]["ambush"] = true;
    }
    if (s.pending) {
        out["pending"] = pending_json(*s.pending);
    }
    if (!s.queued.empty()) { // an area attack's further targets (issue 14)
        json queued = json::array();
        for (const PendingReaction& p : s.queued) {
            queued.push_back(pending_json(p));
        }
        out["queued"] = std::move(queued);
    }
    if (!s.readied.empty()) {
        out["readied"] = s.readied;
    }
    if (!s.grappling.empty()) { // issue 14; older files have none
        out["grappling"] = s.grappling;
    }
    if (!s.screening.empty()) { // issue 14; older files have none
        out["screening"] = s.screening;
    }
    if (!s.carrying.empty()) {
        out["carrying"] = s.carrying;
    }
    if (!s.used_gear.empty()) { // issue 14; older files have none
        out["used_gear"] = s.used_gear;
    }
    if (!s.dealt.empty()) {
        out["dealt"] = counters_json(s.dealt);
    }
    if (!s.taken.empty()) {
        out["taken"] = counters_json(s.taken);
    }
    return out;
}

CombatState read_combat(const JsonAt& at) {
    at.expect_object();
    CombatState s;
    if (auto v = at.find("active")) {
        s.active = v->boolean();
    }
    if (auto v = at.find("round")) {
        s.round = static_cast<int>(v->integer(0, CombatLimits::kMaxCounter));
    }
    if (auto v = at.find("phase")) {
        s.phase = static_cast<int>(v->integer(0, 1'000'000));
    }
    if (auto v = at.find("phase_count")) {
        s.phase_count = static_cast<int>(v->integer(0, 1'000'001));
    }
    if (auto v = at.find("order")) {
        s.order = read_ids(*v, Limits::kMaxUnits);
    }
    s.to_act = id_or_empty(at, "to_act");
    s.acting = id_or_empty(at, "acting");
    if (auto v = at.find("passes")) {
        s.passes = static_cast<int>(v->integer(0, 1'000));
    }
    if (auto v = at.find("threshold")) {
        s.threshold = static_cast<int>(v->integer(1, 20));
    }
    if (auto v = at.find("initiative")) {
        s.initiative = read_counters(*v);
    }
    if (auto units = at.find("units")) {
        units->expect_object();
        if (units->size() > Limits::kMaxUnits) {
            units->fail("more than " + std::to_string(Limits::kMaxUnits) + " units");
        }
        for (const auto& [id, value] : units->json().items()) {
            if (id.size() > Limits::kMaxId) {
                units->fail("a unit id is longer than " + std::to_string(Limits::kMaxId) +
                            " bytes");
            }
            JsonAt u = units->at(id);
            u.expect_object();
            UnitTurn t;
            if (auto b = u.find("budget")) {
                t.budget = read_counters(*b);
            }
            if (auto m = u.find("marks")) {
                t.marks = read_counters(*m);
            }
            s.units[id] = std::move(t);
        }
    }
    if (auto setup = at.find("setup")) {
        setup->expect_object();
        CombatSetup& c = s.setup;
        c.initiator = id_or_empty(*setup, "initiator");
        c.initiating_unit = id_or_empty(*setup, "initiating_unit");
        if (auto v = setup->find("surprised")) {
            c.surprised = read_ids(*v, Limits::kMaxSides);
        }
        c.party = id_or_empty(*setup, "party");
        c.attacked = id_or_empty(*setup, "attacked");
        c.initiative_holder = id_or_empty(*setup, "initiative_holder");
        if (auto v = setup->find("fast_slow")) {
            c.fast_slow = v->boolean();
        }
        if (auto v = setup->find("chaos")) {
            c.chaos = v->boolean();
        }
        if (auto v = setup->find("ambush")) {
            c.ambush = v->boolean();
        }
        if (auto v = setup->find("order")) {
            c.order = read_ids(*v, Limits::kMaxSides);
        }
    }
    if (auto dice = at.find("dice")) {
        dice->expect_object();
        if (auto v = dice->find("seed")) {
            s.seed = unsigned_at(*v);
        }
        if (auto v = dice->find("mode")) {
            s.dice_mode = v->string(16);
            if (s.dice_mode != "rng" && s.dice_mode != "entered") {
                v->fail("expected \"rng\" or \"entered\"");
            }
        }
        if (auto v = dice->find("position")) {
            s.position = unsigned_at(*v);
            if (s.position > (std::uint64_t{1} << 40)) {
                v->fail("more draws than any fight makes");
            }
        }
    }
    if (auto p = at.find("pending")) {
        s.pending = read_pending(*p);
    }
    if (auto q = at.find("queued")) { // issue 14; absent before
        q->expect_array(Limits::kMaxUnits);
        for (std::size_t i = 0; i < q->size(); ++i) {
            s.queued.push_back(read_pending(q->at(i)));
        }
        if (!s.queued.empty() && !s.pending) {
            q->fail("reactions wait in the queue only behind a pending one");
        }
    }
    if (auto v = at.find("dealt")) {
        s.dealt = read_counters(*v, Limits::kMaxUnits);
    }
    if (auto v = at.find("taken")) {
        s.taken = read_counters(*v, Limits::kMaxUnits);
    }
    if (auto readied = at.find("readied")) {
        readied->expect_object();
        if (readied->size() > Limits::kMaxUnits) {
            readied->fail("too many readied actions");
        }
        for (const auto& [id, v] : readied->json().items()) {
            s.readied[id] = readied->at(id).string(CombatLimits::kMaxLogText);
        }
    }
    if (auto grappling = at.find("grappling")) { // issue 14; older files have none
        s.grappling = read_unit_pairs(*grappling, "grappler");
    }
    if (auto screening = at.find("screening")) { // issue 14; older files have none
        s.screening = read_unit_pairs(*screening, "screener");
    }
    if (auto carrying = at.find("carrying")) {
        s.carrying = read_unit_pairs(*carrying, "carrier");
    }
    if (auto gear = at.find("used_gear")) { // issue 14; older files have none
        gear->expect_object();
        if (gear->size() > Limits::kMaxUnits) {
            gear->fail("too many units");
        }
        for (const auto& [id, v] : gear->json().items()) {
            const JsonAt used = gear->at(id);
            if (id.size() > Limits::kMaxId) {
                used.fail("a unit id of at most " + std::to_string(Limits::kMaxId) + " bytes");
            }
            used.expect_array(2 * Limits::kMaxSetSize + 2); // weapons, broken ones, own, armour
            for (std::size_t i = 0; i < used.size(); ++i) {
                // weapon names, or "(breaks) " and a name
                s.used_gear[id].insert(used.at(i).string(Limits::kMaxName + 16));
            }
        }
    }
    return s;
}

json log_json(const std::vector<LogEntry>& log) {
    json out = json::array();
    for (const LogEntry& e : log) {
        out.push_back({{"round", e.round}, {"kind", e.kind}, {"text", e.text}});
        if (!e.missed.empty()) {
            out.back()["missed"] = e.missed;
        }
    }
    return out;
}

std::vector<LogEntry> read_log(const JsonAt& at) {
    at.expect_array(CombatLimits::kMaxLogEntries);
    std::vector<LogEntry> out;
    out.reserve(at.size());
    for (std::size_t i = 0; i < at.size(); ++i) {
        JsonAt e = at.at(i);
        e.expect_object();
        LogEntry entry;
        if (auto v = e.find("round")) {
            entry.round = static_cast<int>(v->integer(0, CombatLimits::kMaxCounter));
        }
        if (auto v = e.find("kind")) {
            entry.kind = v->string(Limits::kMaxId);
        }
        entry.text = e.at("text").string(CombatLimits::kMaxLogText);
        if (auto v = e.find("missed")) { // since issue 13; older files have none
            entry.missed = v->string(Limits::kMaxId);
        }
        out.push_back(std::move(entry));
    }
    return out;
}

} // namespace skirmish::io
