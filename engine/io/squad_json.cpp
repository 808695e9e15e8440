#include "io/squad_json.h"

#include "io/encounter_json.h"

namespace skirmish::io {

SquadOrder read_order(const JsonAt& at) {
    at.expect_object();
    SquadOrder o;
    if (auto t = at.find("tactic")) {
        const auto tactic = parse_tactic(t->string(16));
        if (!tactic) {
            t->fail("expected hold, delay, rally, bull_rush or withdraw");
        }
        o.tactic = *tactic;
    }
    if (auto p = at.find("point")) {
        o.point = p->cell();
    }
    if (needs_point(o.tactic) && !o.point) {
        at.fail(std::string(label_of(o.tactic)) + " needs a \"point\"");
    }
    if (auto t = at.find("target")) {
        t->expect_object();
        const JsonAt kind = t->at("kind");
        const auto k = parse_target_kind(kind.string(16));
        if (!k) {
            kind.fail("expected any, none, unit, type, closest or special");
        }
        o.target.kind = *k;
        if (auto v = t->find("value")) {
            o.target.value = v->string(Limits::kMaxName);
        }
    }
    if (auto by = at.find("by")) {
        o.by = by->string(Limits::kMaxId);
    }
    if (auto r = at.find("round")) {
        o.round = static_cast<int>(r->integer(0, 1'000'000));
    }
    return o;
}

Squad read_squad(const JsonAt& at) {
    at.expect_object();
    Squad s;
    s.id = at.at("id").string(Limits::kMaxId);
    if (s.id.empty()) {
        at.at("id").fail("a squad needs an id");
    }
    s.name = s.id;
    if (auto n = at.find("name")) {
        s.name = n->string(Limits::kMaxName);
    }
    if (auto k = at.find("kind")) {
        const auto kind = parse_squad_kind(k->string(16));
        if (!kind) {
            k->fail("expected stack or horde");
        }
        s.kind = *kind;
    }
    if (auto members = at.find("members")) { // absent: none (a squad to break up)
        members->expect_array(Limits::kMaxSetSize);
        for (std::size_t i = 0; i < members->size(); ++i) {
            s.members.push_back(members->at(i).string(Limits::kMaxId));
        }
    }
    if (auto l = at.find("leader")) {
        s.leader = l->string(Limits::kMaxId);
    } else if (!s.members.empty()) {
        s.leader = s.members.front();
    }
    if (auto o = at.find("order")) {
        s.order = read_order(*o);
    }
    return s;
}

nlohmann::json order_json(const SquadOrder& o) {
    nlohmann::json j = {{"tactic", to_string(o.tactic)}};
    if (o.point) {
        j["point"] = to_label(*o.point);
    }
    if (o.target != OrderTarget{}) {
        j["target"] = {{"kind", to_string(o.target.kind)}};
        if (!o.target.value.empty()) {
            j["target"]["value"] = o.target.value;
        }
    }
    if (!o.by.empty()) {
        j["by"] = o.by;
    }
    if (o.round != 0) {
        j["round"] = o.round;
    }
    return j;
}

nlohmann::json squad_json(const Squad& s) {
    nlohmann::json j = {{"id", s.id},
                        {"name", s.name},
                        {"kind", to_string(s.kind)},
                        {"members", s.members},
                        {"leader", s.leader}};
    if (s.order != SquadOrder{}) {
        j["order"] = order_json(s.order);
    }
    return j;
}

} // namespace skirmish::io
