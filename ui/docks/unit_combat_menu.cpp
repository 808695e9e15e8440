#include "docks/unit_combat_menu.h"

#include "docks/combat_actions.h"
#include "views/ui_text.h"

namespace skirmish::ui {

UnitCombatMenu::UnitCombatMenu(const Encounter& enc, const std::string& unit,
                               CombatActions* actions, QWidget* parent)
    : QMenu(parent), enc_(enc), unit_(unit), actions_(actions) {
    const Unit* u = enc.find_unit(unit);
    if (u == nullptr) {
        return;
    }
    setTitle(nameOf(*u));
    addCondition(tr("Knock Out"), tr("Revive"), "unconscious");
    addSeparator();
    switch (enc.ruleset) {
    case RulesetId::Phases:
        addCondition(tr("Stun"), tr("Clear Stun"), "stunned");
        addCondition(tr("Incapacitate"), tr("Clear Incapacitated"), "incapacitated");
        addCondition(tr("Immobilize"), tr("Clear Immobilized"), "immobilized");
        addCondition(tr("Dodging"), tr("Stop Dodging"), "dodging");
        break;
    case RulesetId::Factions:
        addCondition(tr("Grabbed"), tr("Let Go"), "grabbed");
        addCondition(tr("Concealed"), tr("Reveal"), "concealed");
        addCondition(tr("Prone"), tr("Stand Up (No Action)"), "prone");
        break;
    default:
        addCondition(tr("Knock Prone"), tr("Stand Up (No Action)"), "prone");
        break;
    }
    if (enc.ruleset == RulesetId::Freehits && enc.combat.acting == unit) {
        addSeparator();
        addDelayAfter();
    }
}

void UnitCombatMenu::addCondition(const QString& on, const QString& off,
                                  const std::string& condition) {
    const Unit* u = enc_.find_unit(unit_);
    const bool has = u->conditions.contains(condition);
    QAction* a = addAction(has ? off : on);
    a->setData(q(condition));
    const std::string unit = unit_;
    CombatActions* actions = actions_;
    connect(a, &QAction::triggered, this, [actions, unit, condition, has] {
        actions->run(SetCondition{unit, condition, !has});
    });
}

void UnitCombatMenu::addDelayAfter() {
    QMenu* after = addMenu(tr("Delay Until After"));
    bool any = false;
    for (const std::string& id : enc_.combat.order) {
        const UnitTurn* t = enc_.combat.turn_of(id);
        const Unit* other = enc_.find_unit(id);
        if (id == unit_ || other == nullptr || (t != nullptr && t->mark("acted") > 0)) {
            continue;
        }
        QAction* a = after->addAction(nameOf(*other));
        const std::string unit = unit_;
        CombatActions* actions = actions_;
        connect(a, &QAction::triggered, this, [actions, unit, id] {
            actions->run(Delay{unit, "turn", id});
        });
        any = true;
    }
    after->setEnabled(any);
}

} // namespace skirmish::ui
