#pragma once
/// @file AttackTool: an attack in three inputs (issue 13 "At the table").
/// With the attacker selected, A makes this the active tool; pointing at a
/// unit puts the engine's odds in the status bar (attack_prediction.h, or
/// the rules' reason why it cannot be attacked); a click opens the odds
/// panel (AttackDialog), and Enter there rolls: TakeAction with the
/// ruleset's foe-aimed action ("attack") on that target, undoable and
/// logged. An attacker with weapons attacks with the one the engine picks
/// unless the GM picks another on the panel. Clicking a unit of the attacker's own side picks it as
/// the attacker instead. The engine decides; a refusal is reported.

#include "core/cell.h"
#include "rules/attack_prediction.h"
#include "tools/tool.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace skirmish::ui {

class AttackTool : public Tool {
    Q_OBJECT
public:
    explicit AttackTool(MapScene* scene, QObject* parent = nullptr);

    /// The action to take (an ActionTarget::Foe action id); empty: the
    /// ruleset's first one.
    void setAction(const QString& id) { action_ = id; }
    QString action() const;
    /// The attacking unit: the selected one.
    QString attacker() const;
    /// The situation the odds are worked out for: the action and the
    /// weapon (empty: the one the engine picks).
    AttackSituation situation() const;
    /// The weapons of the attacker that can attack the unit `target` (by
    /// the engine's prediction), in the unit's order; for a Disarm, the
    /// target's weapons it can knock away.
    QStringList weaponsFor(const Unit& attacker, const Unit& target) const;

    /// The status-bar text for the pointer on `c`: the odds on the unit
    /// there, or why there are none. Empty for an empty square.
    QString previewAt(Cell c) const;
    /// The click on `c`: asks (the odds panel) and attacks the unit there.
    /// True when the engine accepted the attack.
    bool confirmAt(Cell c);

    /// What the GM answered on the odds panel: the faces entered (empty:
    /// roll them), or another weapon to show the odds of.
    struct Answer {
        std::vector<int> faces;
        QString otherWeapon = {};
        QString stunt = {}; ///< an attack stunt proposed instead of damage
    };
    /// Shows the odds and asks to roll, offering `weapons` (those that can
    /// make the attack); nullopt when the GM cancels. The default opens an
    /// AttackDialog; tests may replace it.
    using Asker =
        std::function<std::optional<Answer>(const QString& title, const AttackPrediction& odds,
                                            bool enterDice, const QStringList& weapons)>;
    void setAsker(Asker asker) { ask_ = std::move(asker); }

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    /// Another tool takes over: the next A attacks with the first attack again.
    void deactivate() override { action_.clear(); }

signals:
    /// An attack was made (or cancelled): the window goes back to selecting.
    void finished();

private:
    /// The action aims at one of the target's weapons (a Disarm,
    /// ActionDef::nonlethal): the panel's choice is that weapon.
    bool aimsAtItem() const;
    QString action_;
    QString weapon_; ///< chosen on the odds panel for the attack being asked
    Asker ask_;
};

} // namespace skirmish::ui
