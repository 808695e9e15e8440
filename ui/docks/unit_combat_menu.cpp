#include "docks/unit_combat_menu.h"

#include "dialogs/forced_dice_dialog.h"
#include "dialogs/modifiers_dialog.h"
#include "docks/combat_actions.h"
#include "views/facing_menu.h"
#include "views/quick_health_entry.h"
#include "views/ui_text.h"

#include "rules/chases.h"
#include "rules/ruleset.h"
#include "rules/structures.h"
#include "rules/turn_policy.h"

#include <QInputDialog>

namespace skirmish::ui {

UnitCombatMenu::UnitCombatMenu(const Encounter& enc, const std::string& unit,
                               CombatActions* actions, QWidget* parent)
    : QMenu(parent), enc_(enc), unit_(unit), actions_(actions) {
    const Unit* u = enc.find_unit(unit);
    if (u == nullptr) {
        return;
    }
    setTitle(nameOf(*u));
    const Ruleset& rules = enc.ruleset.rules();
    int group = rules.conditions.empty() ? 0 : rules.conditions.front().group;
    for (const ConditionDef& c : rules.conditions) {
        if (!c.menu) {
            continue; // only a rule sets it
        }
        if (c.group != group) {
            addSeparator();
            group = c.group;
        }
        addCondition(q(c.on), q(c.off), c.id);
    }
    if (enc.combat.active) {
        addTimedConditions();
    }
    addSeparator();
    {
        const std::string id = unit;
        CombatActions* actions = actions_;
        const QString name = nameOf(*u);
        connect(addAction(tr("Damage or &Heal...")), &QAction::triggered, this,
                [actions, id, name, parent] {
                    bool ok = false;
                    const QString text =
                        QInputDialog::getText(parent, tr("Damage or Heal"),
                                              tr("Damage (-7) or healing (+3) for %1:").arg(name),
                                              QLineEdit::Normal, QStringLiteral("-"), &ok);
                    if (!ok) {
                        return;
                    }
                    if (const auto amount = QuickHealthEntry::amountOf(text)) {
                        actions->run(ChangeHealth{{id}, *amount});
                    } else {
                        emit actions->rejected(tr("Type the damage as -7 or the healing as +3"));
                    }
                });
        // The ruleset's kinds of healing (phases' Healmancy), which some
        // units are immune to: the engine refuses those, with the rule.
        for (const HealthModel::HealingKind& kind : rules.health.healing_kinds) {
            const QString label = q(kind.label);
            const std::string kindId = kind.id;
            connect(addAction(tr("Heal with %1...").arg(label)), &QAction::triggered, this,
                    [actions, id, name, parent, label, kindId] {
                        bool ok = false;
                        const int amount = QInputDialog::getInt(
                            parent, tr("Heal with %1").arg(label),
                            tr("Hit points %1 heals %2:").arg(label, name), 1, 1, 10000, 1, &ok);
                        if (ok) {
                            actions->run(ChangeHealth{{id}, amount, kindId});
                        }
                    });
        }
    }
    if (const Ruleset::ChaseRules& chase = rules.chases; !chase.save_stat.empty()) {
        // seed 003 "Chases": the unit, or its whole side, flees at the pace
        // the GM judges (the engine's words).
        QMenu* menu = addMenu(tr("Long &Chase"));
        menu->setToolTipsVisible(true);
        std::vector<std::string> side;
        for (const Unit& o : enc.units) {
            if (o.side == u->side && !out_of_fight(o)) {
                side.push_back(o.id);
            }
        }
        const QString name = nameOf(*u);
        const QString sideName =
            enc.find_side(u->side) != nullptr ? q(enc.find_side(u->side)->name) : q(u->side);
        CombatActions* actions = actions_;
        for (const auto& [pace, words] : chase.paces) {
            for (const bool all : {false, true}) {
                QAction* a = menu->addAction(all ? tr("All of %1 flee: %2").arg(sideName, q(words))
                                                 : tr("%1 flees: %2").arg(name, q(words)));
                a->setToolTip(q(chase.source));
                Chase cmd{all ? side : std::vector<std::string>{unit}, pace};
                connect(a, &QAction::triggered, this, [this, actions, cmd, parent]() mutable {
                    // With entered dice, the saves the engine will read.
                    std::vector<ForcedDiceDialog::Row> rows;
                    if (enc_.combat.dice_mode == "entered") {
                        rows = ForcedDiceDialog::rowsOf(chase_dice(enc_, cmd));
                    }
                    const auto rolls =
                        ForcedDiceDialog::ask(tr("Long Chase: the dice"), rows, parent);
                    if (!rolls) {
                        return;
                    }
                    cmd.rolls = *rolls;
                    actions->run(cmd);
                });
            }
        }
    }
    if (enc.combat.active) {
        // Digging (rules/structures.h): the straight tunnels the engine
        // offers; the engine checks the Move and hostile squares.
        const std::vector<DigOption> digs = dig_options(enc, *u);
        if (!digs.empty()) {
            QMenu* menu = addMenu(tr("Dig a &Tunnel"));
            CombatActions* actions = actions_;
            for (const DigOption& d : digs) {
                Dig cmd{unit, d.cells};
                connect(menu->addAction(q(d.label)), &QAction::triggered, this,
                        [actions, cmd] { actions->run(cmd); });
            }
        } else if (dig_left(enc, *u) > 0) {
            addAction(u->size > 1 ? tr("Dig a Tunnel (only a one-square unit digs)")
                                  : tr("Dig a Tunnel (no earth next to it)"))
                ->setEnabled(false);
        }
    }
    {
        const std::string id = unit;
        CombatActions* actions = actions_;
        addFacingMenu(this, *u, [actions, id](std::optional<Facing> f) {
            actions->run(FaceUnit{id, f});
        });
    }
    {
        CombatActions* actions = actions_;
        ModifiersDialog::addTo(this, enc, *u, parent,
                               [actions](SetModifiers c) { actions->run(c); });
    }
    if (rules.turns->controls().delay_after && enc.combat.acting == unit) {
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

void UnitCombatMenu::addTimedConditions() {
    QMenu* timed = addMenu(tr("For a Number of &Rounds"));
    const std::string unit = unit_;
    CombatActions* actions = actions_;
    QWidget* parent = parentWidget();
    for (const ConditionDef& c : enc_.ruleset.rules().conditions) {
        if (!c.menu || c.group == 0) {
            continue; // knocked out and dead have no timer
        }
        const QString label = QString(q(c.on)).remove(QLatin1Char('&'));
        const std::string condition = c.id;
        QAction* a = timed->addAction(label + QStringLiteral("..."));
        a->setToolTip(q(c.effect));
        connect(a, &QAction::triggered, this, [actions, unit, condition, label, parent] {
            bool ok = false;
            const int rounds = QInputDialog::getInt(
                parent, label, tr("Rounds, counting this one (it ends as that many have begun):"),
                1, 1, 1000, 1, &ok);
            if (ok) {
                actions->run(SetCondition{unit, condition, true, rounds});
            }
        });
    }
    timed->setToolTipsVisible(true);
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
