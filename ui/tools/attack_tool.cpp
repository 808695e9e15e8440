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
    ask_ = [this](const QString& title, const AttackPrediction& odds,
                  bool enterDice) -> std::optional<std::vector<int>> {
        AttackDialog dialog(title, odds, enterDice, dialogParent(this->scene()));
        if (dialog.exec() != QDialog::Accepted) {
            return std::nullopt;
        }
        return dialog.faces();
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

AttackSituation AttackTool::situation() const {
    AttackSituation s;
    s.action = action().toStdString();
    // The scene's Sight, built once per wall change: pointing at units
    // does not rebuild the wall index (about 1 ms on a large map) each time.
    s.sight = &scene()->sightOverlay()->sight();
    return s;
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
    return tr("%1 on %2: %3 (click for the odds and the roll)")
        .arg(nameOf(*a), nameOf(*t), q(odds_summary(odds.value())));
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
    auto odds = predict(enc, *a, *t, situation());
    if (!odds) {
        report(q(odds.reason()));
        return false;
    }
    const std::string attackerId = a->id;
    const std::string targetId = t->id;
    const QString title = tr("%1 attacks %2").arg(nameOf(*a), nameOf(*t));
    const auto faces = ask_(title, odds.value(), enc.combat.dice_mode == "entered");
    if (!faces) {
        report(tr("Attack cancelled"));
        emit finished();
        return false;
    }
    const bool ok = run(TakeAction{attackerId, action().toStdString(), {}, targetId, *faces});
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
