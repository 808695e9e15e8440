#include "tools/attack_tool.h"

#include "dialogs/attack_dialog.h"
#include "rules/action_table.h"
#include "scene/map_scene.h"
#include "scene/sight_overlay.h"
#include "views/ui_text.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>

namespace skirmish::ui {
namespace {

QWidget* dialogParent(MapScene* scene) {
    const auto views = scene->views();
    return views.isEmpty() ? nullptr : views.front()->window();
}

} // namespace

AttackTool::AttackTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {
    ask_ = [this](const QString& title, const AttackPrediction& odds, bool enterDice,
                  const QStringList& weapons) -> std::optional<Answer> {
        AttackDialog dialog(title, odds, enterDice, dialogParent(this->scene()), weapons);
        const int result = dialog.exec();
        if (result == AttackDialog::kOtherWeapon) {
            return Answer{{}, dialog.weapon()};
        }
        if (result != QDialog::Accepted) {
            return std::nullopt;
        }
        return Answer{dialog.faces(), {}, dialog.stunt()};
    };
}

QString AttackTool::action() const {
    if (!action_.isEmpty()) {
        return action_;
    }
    for (const ActionDef& a : actions_of(document()->encounter().ruleset)) {
        if (a.target == ActionTarget::Foe) {
            return q(a.id);
        }
    }
    return {};
}

bool AttackTool::aimsAtItem() const {
    const ActionDef* def = find_action(document()->encounter().ruleset, action().toStdString());
    return def != nullptr && def->nonlethal == NonLethal::Disarm;
}

AttackSituation AttackTool::situation() const {
    AttackSituation s;
    s.action = action().toStdString();
    // A Disarm's choice is the target's weapon to knock away (TakeAction::item).
    (aimsAtItem() ? s.item : s.weapon) = weapon_.toStdString();
    // The scene's Sight, built once per wall change: pointing at units
    // does not rebuild the wall index (about 1 ms on a large map) each time.
    s.sight = &scene()->sightOverlay()->sight();
    return s;
}

QStringList AttackTool::weaponsFor(const Unit& attacker, const Unit& target) const {
    QStringList out;
    AttackSituation s = situation();
    const bool item = aimsAtItem();
    for (const Weapon& w : (item ? target : attacker).weapons) {
        (item ? s.item : s.weapon) = w.name;
        if (predict(document()->encounter(), attacker, target, s)) {
            out << q(w.name);
        }
    }
    return out;
}

QString AttackTool::attacker() const {
    return scene()->selectedUnitId();
}

QString AttackTool::previewAt(Cell c) const {
    const Encounter& enc = document()->encounter();
    const Unit* a = enc.find_unit(attacker().toStdString());
    const Unit* t = enc.unit_at(c);
    if (t == nullptr) {
        return {};
    }
    if (a == nullptr) {
        return tr("Select the attacker first");
    }
    if (t->id == a->id) {
        return tr("%1 attacks: point at the target").arg(nameOf(*a));
    }
    auto odds = predict(enc, *a, *t, situation());
    if (!odds) {
        return q(odds.reason());
    }
    const std::string& weapon = odds.value().check.weapon;
    return tr("%1 on %2%3: %4 (click for the odds and the roll)")
        .arg(nameOf(*a), nameOf(*t), weapon.empty() ? QString() : tr(" with the %1").arg(q(weapon)),
             q(odds_summary(odds.value())));
}

bool AttackTool::confirmAt(Cell c) {
    const Encounter& enc = document()->encounter();
    const Unit* a = enc.find_unit(attacker().toStdString());
    const Unit* t = enc.unit_at(c);
    if (t == nullptr) {
        return false;
    }
    if (a == nullptr || a->side == t->side) {
        // A unit of the attacker's own side (or the first click) picks the attacker.
        scene()->selectUnit(q(t->id));
        report(tr("%1 attacks: point at the target").arg(nameOf(*t)));
        return false;
    }
    weapon_.clear(); // the engine's pick first
    const QStringList weapons = weaponsFor(*a, *t);
    const std::string attackerId = a->id;
    const std::string targetId = t->id;
    const QString title = tr("%1 attacks %2").arg(nameOf(*a), nameOf(*t));
    std::optional<Answer> answer;
    std::string weapon;
    QString item; // a Disarm's: the target's weapon
    while (true) {
        const Unit* attacker = enc.find_unit(attackerId);
        const Unit* target = enc.find_unit(targetId);
        if (attacker == nullptr || target == nullptr) {
            return false;
        }
        auto odds = predict(enc, *attacker, *target, situation());
        if (!odds && weapon_.isEmpty() && !weapons.isEmpty()) {
            weapon_ = weapons.front(); // the engine's pick cannot, another weapon can
            continue;
        }
        if (!odds) {
            report(q(odds.reason()));
            weapon_.clear();
            return false;
        }
        weapon = odds.value().check.weapon;
        AttackPrediction shown = odds.value();
        if (aimsAtItem()) {
            // The panel's choice is the target's weapon: the one aimed at.
            item = weapon_.isEmpty() && !weapons.isEmpty() ? weapons.front() : weapon_;
            shown.check.weapon = item.toStdString();
        }
        answer = ask_(title, shown, enc.combat.dice_mode == "entered", weapons);
        if (!answer || answer->otherWeapon.isEmpty()) {
            break;
        }
        weapon_ = answer->otherWeapon; // show that weapon's odds, and ask again
    }
    weapon_.clear();
    if (!answer) {
        report(tr("Attack cancelled"));
        emit finished();
        return false;
    }
    TakeAction attack{attackerId, action().toStdString(), {}, targetId, answer->faces};
    attack.weapon = weapon;
    attack.item = item.toStdString();
    attack.stunt = answer->stunt.toStdString();
    const bool ok = run(attack);
    emit finished();
    return ok;
}

bool AttackTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    confirmAt(scene()->sceneToCell(event->scenePos()));
    return true;
}

bool AttackTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    const QString text = previewAt(scene()->sceneToCell(event->scenePos()));
    if (!text.isEmpty()) {
        report(text);
    }
    return true;
}

bool AttackTool::mouseRelease(QGraphicsSceneMouseEvent*) {
    return true;
}

} // namespace skirmish::ui
