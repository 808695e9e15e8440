#include "io/template_json.h"

#include "io/encounter_json.h"

namespace skirmish::io {
namespace {

int half_number(const JsonAt& at) {
    const double v = at.number(0, 100'000);
    const double twice = v * 2;
    if (twice != static_cast<double>(static_cast<int>(twice))) {
        at.fail("expected a whole or half number of squares");
    }
    return static_cast<int>(twice);
}

HalfPoint lattice_point(const JsonAt& at) {
    at.expect_array(2);
    if (at.size() != 2) {
        at.fail("expected a point [x, y]");
    }
    return HalfPoint{half_number(at.at(0)), half_number(at.at(1))};
}

nlohmann::json half_json(int v2) {
    return v2 % 2 == 0 ? nlohmann::json(v2 / 2) : nlohmann::json(v2 / 2.0);
}

} // namespace

AreaTemplate read_template(const JsonAt& at) {
    at.expect_object();
    AreaTemplate t;
    t.id = at.at("id").string(Limits::kMaxId);
    if (t.id.empty()) {
        at.at("id").fail("a template needs an id");
    }
    const JsonAt shape = at.at("shape");
    const auto s = parse_template_shape(shape.string(16));
    if (!s) {
        shape.fail("expected circle, cone or line");
    }
    t.shape = *s;
    t.origin = lattice_point(at.at("origin"));
    t.size = static_cast<int>(at.at("size").integer(1, AreaTemplate::kMaxSize));
    if (t.shape != TemplateShape::Circle) {
        t.toward = lattice_point(at.at("toward"));
        if (t.toward == t.origin) {
            at.at("toward").fail("a " + std::string(to_string(t.shape)) +
                                 " points at a point other than its origin");
        }
    } else {
        t.toward = t.origin;
    }
    return t;
}

nlohmann::json template_json(const AreaTemplate& t) {
    nlohmann::json j = {{"id", t.id},
                        {"shape", to_string(t.shape)},
                        {"origin", {half_json(t.origin.x2), half_json(t.origin.y2)}},
                        {"size", t.size}};
    if (t.shape != TemplateShape::Circle) {
        j["toward"] = {half_json(t.toward.x2), half_json(t.toward.y2)};
    }
    return j;
}

} // namespace skirmish::io
