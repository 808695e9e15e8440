#pragma once
/// @file ReactionPrompt: the pending reaction as a panel over the map
/// (issue 6), anchored top-centre on the MapView, never modal. It shows the
/// engine's words ("Orc 2 may take a free hit on Roland (left its melee
/// zone at C5)"), Take and Decline, an optional damage (empty: the
/// attacker's `damage` stat) and, when the GM enters the dice, the d20.
/// A factions unit hit by an attack chooses Dodge, Counter (or Counter with
/// a non-lethal attack: Grapple, Disarm), Hide behind or
/// Guarded by (a nearby ally); Decline takes the hit.
/// Enter takes and Esc declines while it is shown, unless a text field
/// elsewhere in the window has the focus. It follows the document (also
/// on undo and redo) and marks the provoking square and the reactor on the
/// map (ReactionMarkItem).

#include "encounter/command.h"

#include <QFrame>
#include <QString>
#include <QStringList>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace skirmish::ui {

class EncounterDocument;
class MapView;
class ReactionMarkItem;

class ReactionPrompt : public QFrame {
    Q_OBJECT
public:
    ReactionPrompt(EncounterDocument* doc, MapView* view);
    ~ReactionPrompt() override;

    /// The pending reaction's words, as shown.
    QString text() const;
    /// The fields, for tests: the d20 (shown in entered dice mode), the
    /// damage toggle and value.
    QSpinBox* d20Box() const { return d20_; }
    /// The faces of the entered dice after the d20 (damage dice), typed in
    /// the order its placeholder lists them.
    QLineEdit* moreDiceField() const { return more_; }
    QCheckBox* damageCheck() const { return damageOn_; }
    QSpinBox* damageBox() const { return damage_; }
    QPushButton* takeButton() const { return take_; }
    QPushButton* declineButton() const { return decline_; }
    /// A unit hit by an attack: how it answers, as the engine lists them
    /// (answer_options: factions "dodge", "counter", "hide", "guard"; teams
    /// "dodge", "parry", "block"; one it cannot give now is disabled, with
    /// the reason as its tooltip) and the nearby ally it hides behind or is
    /// guarded by.
    QComboBox* reactionBox() const { return as_; }
    QComboBox* allyBox() const { return ally_; }
    /// The map mark of the pending reaction (null while none is pending).
    ReactionMarkItem* markItem() const { return mark_; }

    /// The Respond the panel would send now for `take`.
    Respond response(bool take) const;
    /// Sends it; returns the refusal (also reported by rejected()).
    std::optional<QString> respond(bool take);

    /// Shows or hides the panel from the document's pending reaction.
    void refresh();

signals:
    void rejected(const QString& reason);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();
    /// What the GM is told to do: type a total, a d20, the damage dice's
    /// faces, or only press Enter; Esc declines (or takes the hit).
    static QString hintText(bool answering, bool total, bool d20, bool damage, bool entered,
                            bool noDice, const QStringList& rest);
    /// True when Enter/Esc should go to the panel: shown, and the focus is
    /// on it or on no text field of its window.
    bool ownsKeys() const;
    /// Gives the keyboard back to the map when one of the panel's fields has it.
    void giveKeysBack();

    EncounterDocument* doc_;
    MapView* view_;
    QLabel* title_;
    QLabel* hint_;
    QLabel* d20Label_;
    QSpinBox* d20_;
    QLabel* moreLabel_;
    QLineEdit* more_; ///< entered dice after the d20, e.g. the damage dice, in the engine's order
    QCheckBox* damageOn_;
    QSpinBox* damage_;
    QComboBox* as_;
    QComboBox* ally_;
    QLabel* asLabel_;   ///< "Answer:", Alt+A comes to the answers
    QLabel* allyLabel_; ///< "Ally:", Alt+L comes to the allies
    QPushButton* take_;
    QPushButton* decline_;
    ReactionMarkItem* mark_ = nullptr;
    bool filtering_ = false;
    /// Taking the hit reads the d20 box too (a non-lethal attack's save:
    /// the engine's pending_dice for taking it start with a d20).
    bool takeReadsD20_ = false;
    /// The d20 box holds the first die of the chosen answer.
    bool d20ForAnswer_ = false;
    QString shownKey_; ///< which reaction the fields were reset for
};

} // namespace skirmish::ui
