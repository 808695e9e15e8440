#include "tools/forced_move_tool.h"

#include "rules/ruleset.h"

#include "scene/map_scene.h"
#include "scene/push_preview_item.h"
#include "scene/token_item.h"
#include "views/ui_text.h"

#include "movement/passability.h"
#include "movement/threat.h"
#include "rules/forced_movement.h"
#include "rules/turn_context.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>

#include <cstdlib>

namespace skirmish::ui {
namespace {

const QColor kAttacker(255, 255, 255);
const QColor kEnemy(235, 45, 45);
const QColor kAlly(255, 176, 0);

/// Unit `u` going from `from` to `to`, the arrow in `ink`, its ghost in
/// the side's colour with its initials.
PushPreviewItem::Arrow arrowOf(const Encounter& enc, const Unit& u, Cell from, Cell to,
                               const QColor& ink) {
    return {from, to, ink, TokenItem::initialsOf(nameOf(u)), sideColour(enc, u.side)};
}

} // namespace

ForcedMoveTool::Kind ForcedMoveTool::kindFor(RulesetId ruleset) {
    const ForcedMoveDef* move = ruleset.rules().forced.on_map();
    if (move == nullptr) {
        return Kind::None;
    }
    switch (move->kind) {
    case ForcedKind::BullRush:
        return Kind::BullRush;
    case ForcedKind::Shove:
        return Kind::Shove;
    case ForcedKind::ShoveGrabbed:
        return Kind::ShoveGrabbed;
    case ForcedKind::ContestSquare:
    case ForcedKind::Intercept:
    case ForcedKind::Grapple:
        break;
    }
    return Kind::None;
}

QString ForcedMoveTool::nameFor(RulesetId ruleset) {
    const ForcedMoveDef* move = ruleset.rules().forced.on_map();
    return move != nullptr && kindFor(ruleset) != Kind::None ? q(move->label) : QString();
}

const ForcedMoveDef* ForcedMoveTool::move() const {
    return document()->encounter().ruleset.rules().forced.on_map();
}

ForcedMoveTool::ForcedMoveTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {
    // The scene deletes its items when it goes first (the main window's teardown).
    connect(scene, &QObject::destroyed, this, [this] { preview_ = nullptr; });
}

ForcedMoveTool::~ForcedMoveTool() {
    clearPreview();
}

ForcedMoveTool::Kind ForcedMoveTool::kind() const {
    return kindFor(document()->encounter().ruleset);
}

void ForcedMoveTool::setAttacker(const QString& id) {
    if (id != attacker_) {
        shoveTarget_.clear();
        clearPreview();
    }
    attacker_ = id;
}

QString ForcedMoveTool::attacker() const {
    const QString sel = scene()->selectedUnitId();
    // A new selection on the map wins over the context menu's choice.
    return sel.isEmpty() ? attacker_ : sel;
}

void ForcedMoveTool::clearPreview() {
    discard(preview_);
}

QString ForcedMoveTool::previewAt(Cell c) {
    hovered_ = c;
    const Encounter& enc = document()->encounter();
    if (preview_ == nullptr) {
        preview_ = new PushPreviewItem(scene()->cellPixels());
        scene()->addItem(preview_);
    }
    preview_->setArrows({});
    preview_->setBlocked(std::nullopt);
    QString why;
    const Unit* a = enc.find_unit(attacker().toStdString());
    if (kind() == Kind::None) {
        const std::string_view rs = to_string(enc.ruleset);
        why = tr("No Bull Rush or Shove under the %1 ruleset")
                  .arg(QString::fromUtf8(rs.data(), static_cast<qsizetype>(rs.size())));
    } else if (a == nullptr) {
        why = tr("%1: select the unit that forces its way first").arg(nameFor(enc.ruleset));
    } else if (!enc.map.contains(c) || a->occupies(c)) {
        return {};
    } else if (kind() == Kind::BullRush) {
        why = bullRushPreview(*a, c);
    } else if (kind() == Kind::Shove) {
        why = shovePreview(*a, c);
    } else {
        why = grabbedPreview(*a, c);
    }
    if (!why.isEmpty()) {
        preview_->setBlocked(c);
        report(why);
    }
    return why;
}

QString ForcedMoveTool::bullRushPreview(const Unit& a, Cell c) {
    const Encounter& enc = document()->encounter();
    auto plan = bull_rush_plan(enc, a.id, c);
    if (!plan) {
        return q(plan.reason());
    }
    std::vector<PushPreviewItem::Arrow> arrows;
    QStringList words;
    for (const Push& p : plan.value().pushes) {
        const Unit* u = enc.find_unit(p.unit);
        if (u == nullptr) {
            continue;
        }
        arrows.push_back(arrowOf(enc, *u, p.from, p.to, u->side == a.side ? kAlly : kEnemy));
        words << tr("%1 %2\u2192%3").arg(nameOf(*u), q(to_label(p.from)), q(to_label(p.to)));
    }
    const Push& me = plan.value().attacker;
    arrows.push_back(arrowOf(enc, a, me.from, me.to, kAttacker));
    words << tr("%1 into %2").arg(nameOf(a), q(to_label(me.to)));
    preview_->setArrows(std::move(arrows));
    report(tr("Bull Rush if it wins: %1. Click to roll.").arg(words.join(QStringLiteral(", "))));
    return {};
}

QString ForcedMoveTool::shovePreview(const Unit& a, Cell c) {
    const Encounter& enc = document()->encounter();
    const Unit* t = enc.unit_at(c);
    if (t == nullptr) {
        return tr("Shove: point at the unit to shove");
    }
    if (!within_reach(Passability(enc.map), a, *t)) { // the engine's adjacency: walls count
        return tr("%1 is not next to %2").arg(nameOf(*t), nameOf(a));
    }
    if (prone_) {
        preview_->setArrows({arrowOf(enc, *t, t->cell, t->cell, kEnemy)});
        report(tr("Shove: %1 is knocked prone if the attack hits and %2 wins the STR check. "
                  "Click to roll.")
                   .arg(nameOf(*t), nameOf(a)));
        return {};
    }
    const Cell to = straight_back(a.cell, t->cell);
    if (const std::string why = push_problem(enc, *t, to); !why.empty()) {
        return q(why) + tr(" (Shift+click knocks it prone instead)");
    }
    preview_->setArrows({arrowOf(enc, *t, t->cell, to, kEnemy)});
    report(tr("Shove if it wins: %1 %2\u2192%3. Click to roll (Shift+click: knock prone).")
               .arg(nameOf(*t), q(to_label(t->cell)), q(to_label(to))));
    return {};
}

QString ForcedMoveTool::grabbedPreview(const Unit& a, Cell c) {
    const Encounter& enc = document()->encounter();
    const Unit* t = enc.find_unit(shoveTarget_.toStdString());
    if (t == nullptr) {
        const Unit* u = enc.unit_at(c);
        if (u == nullptr || u->id == a.id) {
            report(tr("Shove: click the grabbed character first"));
            return {};
        }
        const QString held = q(move()->target_condition);
        if (!held.isEmpty() && !has_condition(*u, held.toStdString())) {
            return tr("%1 is not %2: only a %2 character can be shoved").arg(nameOf(*u), held);
        }
        report(tr("Shove: click to pick %1, then the square to send it to").arg(nameOf(*u)));
        return {};
    }
    if (t->occupies(c)) {
        report(tr("Shove %1: click the square to send it to (half a zone)").arg(nameOf(*t)));
        return {};
    }
    preview_->setArrows({arrowOf(enc, *t, t->cell, c, kEnemy)});
    report(tr("Shove: %1 %2\u2192%3. Click to confirm.")
               .arg(nameOf(*t), q(to_label(t->cell)), q(to_label(c))));
    return {};
}

bool ForcedMoveTool::diceFor(const QString& title, const std::vector<ForcedDiceDialog::Row>& rows,
                             EnteredRolls& out) {
    if (document()->encounter().combat.dice_mode != "entered" || rows.empty()) {
        return true;
    }
    std::optional<EnteredRolls> got;
    if (askDice_) {
        got = askDice_(title, rows);
    } else {
        QWidget* parent = scene()->views().isEmpty() ? nullptr : scene()->views().first()->window();
        got = ForcedDiceDialog::ask(title, rows, parent);
    }
    if (!got) {
        return false;
    }
    out = *got;
    return true;
}

bool ForcedMoveTool::confirmAt(Cell c) {
    const Encounter& enc = document()->encounter();
    const QString why = previewAt(c);
    const Unit* a = enc.find_unit(attacker().toStdString());
    if (!why.isEmpty() || a == nullptr || a->occupies(c)) {
        return false;
    }
    bool done = false;
    if (kind() == Kind::BullRush) {
        auto plan = bull_rush_plan(enc, a->id, c);
        const auto diceRow = [](const Unit& u) {
            const int n = bull_rush_dice(u);
            return ForcedDiceDialog::Row{u.id, tr("%1: %2d6").arg(nameOf(u)).arg(n), n, 6};
        };
        std::vector<ForcedDiceDialog::Row> rows;
        for (const std::string& id : plan.value().defenders) {
            const Unit* d = enc.find_unit(id);
            if (d && !loses_rush_unrolled(enc, enc.combat, *d)) {
                rows.push_back(diceRow(*d));
            }
        }
        if (!rows.empty()) { // the attacker rolls only against a defender who rolls
            rows.insert(rows.begin(), diceRow(*a));
        }
        BullRush cmd{a->id, c, {}};
        if (!diceFor(tr("Bull Rush: the dice"), rows, cmd.rolls)) {
            return false;
        }
        done = run(cmd);
    } else if (kind() == Kind::Shove) {
        const Unit* t = enc.unit_at(c);
        std::vector<ForcedDiceDialog::Row> rows{
            {"attack", tr("%1's attack: d20").arg(nameOf(*a)), 1, 20},
            {a->id, tr("%1's STR check: d20").arg(nameOf(*a)), 1, 20},
            {t->id, tr("%1's STR check: d20").arg(nameOf(*t)), 1, 20}};
        Shove cmd{a->id, t->id, prone_, std::nullopt, {}};
        if (!diceFor(tr("Shove: the dice"), rows, cmd.rolls)) {
            return false;
        }
        done = run(cmd);
    } else {
        const Unit* t = enc.find_unit(shoveTarget_.toStdString());
        if (t == nullptr) {
            const Unit* u = enc.unit_at(c);
            if (u != nullptr && !move()->target_condition.empty() &&
                has_condition(*u, move()->target_condition)) {
                shoveTarget_ = q(u->id);
                previewAt(c);
            }
            return false;
        }
        if (t->occupies(c)) {
            return false;
        }
        done = run(Shove{a->id, t->id, false, c, {}});
        if (done) {
            shoveTarget_.clear();
        }
    }
    if (done) {
        clearPreview();
        hovered_.reset();
    }
    return done;
}

bool ForcedMoveTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    const Cell c = scene()->sceneToCell(event->scenePos());
    const Encounter& enc = document()->encounter();
    const Unit* a = enc.find_unit(attacker().toStdString());
    const Unit* on = enc.unit_at(c);
    if (a == nullptr || (on != nullptr && on->id == a->id)) {
        // Clicking a unit of its own picks the attacker.
        if (on != nullptr) {
            scene()->selectUnit(q(on->id));
            setAttacker(q(on->id));
            report(tr("%1: %2 forces its way; point at the target")
                       .arg(nameFor(enc.ruleset), nameOf(*on)));
        }
        return true;
    }
    const bool wasProne = prone_;
    if (kind() == Kind::Shove && event->modifiers().testFlag(Qt::ShiftModifier)) {
        prone_ = true;
    }
    confirmAt(c);
    prone_ = wasProne;
    return true;
}

bool ForcedMoveTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    const Cell c = scene()->sceneToCell(event->scenePos());
    if (!hovered_ || *hovered_ != c) {
        previewAt(c);
    }
    return true;
}

bool ForcedMoveTool::mouseRelease(QGraphicsSceneMouseEvent*) {
    return true;
}

void ForcedMoveTool::deactivate() {
    clearPreview();
    hovered_.reset();
    shoveTarget_.clear();
}

} // namespace skirmish::ui
