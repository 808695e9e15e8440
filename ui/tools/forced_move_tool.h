#pragma once
/// @file ForcedMoveTool: Bull Rush (`phases`) and Shove (`sides`,
/// `factions`) on the map (issue 6). The attacker is the selected unit (or
/// the one the context menu chose). Hovering a square previews who would be
/// pushed where (PushPreviewItem, from the engine's bull_rush_plan() or the
/// Shove's straight-back square), or crosses the square out and says why in
/// the status bar; a click confirms. Under `sides` Shift+click (or
/// setProne()) knocks the target prone instead. Under `factions` the first
/// click picks the grabbed character, the second its destination (half a
/// zone). In entered dice mode the faces are asked for (ForcedDiceDialog).
/// The engine decides: a refusal is reported and changes nothing.

#include "core/cell.h"
#include "core/ruleset_id.h"
#include "dialogs/forced_dice_dialog.h"
#include "rules/forced_policy.h"
#include "tools/tool.h"

#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace skirmish::ui {

class PushPreviewItem;

class ForcedMoveTool : public Tool {
    Q_OBJECT
public:
    enum class Kind {
        None,         ///< no forced movement on the map in this ruleset
        BullRush,     ///< ForcedKind::BullRush
        Shove,        ///< ForcedKind::Shove: push straight back 1 square, or knock prone
        ShoveGrabbed, ///< ForcedKind::ShoveGrabbed: a held character, half a zone
    };
    /// The forced movement a ruleset offers on the map (its ForcedMovementPolicy),
    /// and its name ("Bull Rush", "Shove"; empty for none).
    static Kind kindFor(RulesetId ruleset);
    static QString nameFor(RulesetId ruleset);

    explicit ForcedMoveTool(MapScene* scene, QObject* parent = nullptr);
    ~ForcedMoveTool() override;

    Kind kind() const;
    /// The unit that forces its way (empty: the selected unit).
    void setAttacker(const QString& id);
    QString attacker() const;
    /// sides: knock prone instead of pushing.
    void setProne(bool on) { prone_ = on; }
    bool prone() const { return prone_; }
    /// factions: the grabbed character picked by the first click.
    QString shoveTarget() const { return shoveTarget_; }
    void setShoveTarget(const QString& id) { shoveTarget_ = id; }

    /// Shows the preview for the pointer on `c`; returns why the forced
    /// move cannot happen there, or an empty string.
    QString previewAt(Cell c);
    /// The preview on the map (null when nothing is previewed).
    PushPreviewItem* previewItem() const { return preview_; }
    /// The click on `c`: executes the forced move (factions: the first
    /// click picks the target). True when the engine accepted a command.
    bool confirmAt(Cell c);

    /// Asks the GM for dice faces (entered mode); nullopt cancels. The
    /// default opens a ForcedDiceDialog; tests replace it.
    using DiceAsker = std::function<std::optional<EnteredRolls>(
        const QString& title, const std::vector<ForcedDiceDialog::Row>& rows)>;
    void setDiceAsker(DiceAsker asker) { askDice_ = std::move(asker); }

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    void deactivate() override;

private:
    /// The ruleset's forced movement on the map (non-null while kind() is not None).
    const ForcedMoveDef* move() const;
    QString bullRushPreview(const Unit& attacker, Cell c);
    QString shovePreview(const Unit& attacker, Cell c);
    QString grabbedPreview(const Unit& attacker, Cell c);
    void clearPreview();
    /// The entered dice for the command, when the encounter wants them
    /// (false: the GM cancelled).
    bool diceFor(const QString& title, const std::vector<ForcedDiceDialog::Row>& rows,
                 EnteredRolls& out);

    QString attacker_;
    QString shoveTarget_;
    bool prone_ = false;
    PushPreviewItem* preview_ = nullptr;
    std::optional<Cell> hovered_;
    DiceAsker askDice_;
};

} // namespace skirmish::ui
