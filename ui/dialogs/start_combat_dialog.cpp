#include "dialogs/start_combat_dialog.h"
#include "views/ui_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace skirmish::ui {
namespace {

/// The sides that have units on the map (the ones that fight).
std::vector<const Side*> fightingSides(const Encounter& enc) {
    std::vector<const Side*> out;
    for (const Side& s : enc.sides) {
        if (std::any_of(enc.units.begin(), enc.units.end(),
                        [&](const Unit& u) { return u.side == s.id; })) {
            out.push_back(&s);
        }
    }
    return out;
}

QComboBox* sideCombo(const std::vector<const Side*>& sides, const QString& none = {}) {
    auto* combo = new QComboBox;
    if (!none.isEmpty()) {
        combo->addItem(none, QString());
    }
    for (const Side* s : sides) {
        combo->addItem(nameOf(*s), q(s->id));
    }
    return combo;
}

std::string idOf(const QComboBox* combo) {
    return combo ? combo->currentData().toString().toStdString() : std::string();
}

} // namespace

StartCombatDialog::StartCombatDialog(const Encounter& encounter, QWidget* parent)
    : QDialog(parent), encounter_(encounter) {
    setWindowTitle(tr("Start combat"));
    const RulesetId rs = encounter.ruleset;
    const auto sides = fightingSides(encounter);
    auto* form = new QFormLayout;

    auto* intro = new QLabel;
    intro->setWordWrap(true);
    switch (rs) {
    case RulesetId::Phases:
        intro->setText(tr("Phased rounds: units act in the phase of their base Combat, highest "
                          "first. The defenders start holding a delayed Move and Action."));
        break;
    case RulesetId::Freehits:
        intro->setText(tr("Individual initiative by Agility. A unit that attacked before the "
                          "fight officially started goes last."));
        break;
    case RulesetId::Sides:
        intro->setText(tr("Each side rolls 1d8; the party adds its best DEX. Highest first, the "
                          "party wins ties. Surprised sides sit out a free round."));
        break;
    case RulesetId::Factions:
        intro->setText(tr("Factions alternate: each has one character take a turn, or passes. "
                          "The faction holding the initiative acts first."));
        break;
    case RulesetId::Teams:
        intro->setText(tr("Teams alternate one member at a time: the team that started the fight "
                          "first, the attacked team next."));
        break;
    }
    form->addRow(intro);

    if (rs == RulesetId::Phases || rs == RulesetId::Teams) {
        initiator_ = sideCombo(sides);
        form->addRow(rs == RulesetId::Phases ? tr("Side that &attacked:")
                                             : tr("Team that &started it:"),
                     initiator_);
    }
    if (rs == RulesetId::Freehits) {
        initiatingUnit_ = new QComboBox;
        initiatingUnit_->addItem(tr("(nobody: the fight started normally)"), QString());
        for (const Unit& u : encounter.units) {
            initiatingUnit_->addItem(nameOf(u), q(u.id));
        }
        form->addRow(tr("Unit that &struck first:"), initiatingUnit_);
    }
    if (rs == RulesetId::Sides) {
        party_ = sideCombo(sides, tr("(no party)"));
        const auto player =
            std::find_if(sides.begin(), sides.end(), [](const Side* s) { return s->player; });
        if (player != sides.end()) {
            party_->setCurrentIndex(static_cast<int>(player - sides.begin()) + 1);
        }
        form->addRow(tr("The &party:"), party_);
    }
    if (rs == RulesetId::Teams) {
        attacked_ = sideCombo(sides, tr("(none)"));
        if (sides.size() >= 2) {
            attacked_->setCurrentIndex(2); // the second team
        }
        form->addRow(tr("Team &attacked:"), attacked_);
        connect(initiator_, &QComboBox::currentIndexChanged, this, [this] {
            if (attacked_->currentData() == initiator_->currentData()) {
                attacked_->setCurrentIndex(0);
            }
        });
    }
    if (rs == RulesetId::Factions) {
        holder_ = sideCombo(sides);
        form->addRow(tr("&Initiative held by:"), holder_);
        fastSlow_ = new QCheckBox(tr("Fast and slow activations (d20 fast action threshold)"));
        form->addRow(QString(), fastSlow_);
        connect(fastSlow_, &QCheckBox::toggled, this, &StartCombatDialog::updateDice);
    }
    if (rs == RulesetId::Sides || rs == RulesetId::Teams) {
        auto* box = new QWidget;
        auto* col = new QVBoxLayout(box);
        col->setContentsMargins(0, 0, 0, 0);
        for (const Side* s : sides) {
            auto* check = new QCheckBox(nameOf(*s));
            col->addWidget(check);
            surprised_.insert(q(s->id), check);
        }
        form->addRow(tr("Surprised:"), box);
    }

    // Dice, where this ruleset rolls at the start.
    if (rs == RulesetId::Sides || rs == RulesetId::Factions) {
        auto* group = new QGroupBox(tr("Dice"));
        auto* layout = new QVBoxLayout(group);
        rollForMe_ = new QRadioButton(tr("&Roll for me"));
        entered_ = new QRadioButton(tr("I &rolled:"));
        rollForMe_->setChecked(true);
        layout->addWidget(rollForMe_);
        layout->addWidget(entered_);
        diceBox_ = new QWidget;
        auto* dice = new QFormLayout(diceBox_);
        dice->setContentsMargins(24, 0, 0, 0);
        if (rs == RulesetId::Sides) {
            for (const Side* s : sides) {
                auto* spin = new QSpinBox;
                spin->setRange(1, 8);
                spin->setValue(4);
                spin->setToolTip(tr("The 1d8 initiative roll (the party's DEX is added)"));
                dice->addRow(tr("%1 (1d8):").arg(nameOf(*s)), spin);
                rollSpins_.insert(q(s->id), spin);
            }
        } else {
            threshold_ = new QSpinBox;
            threshold_->setRange(1, 20);
            threshold_->setValue(10);
            thresholdLabel_ = new QLabel(tr("Fast action threshold (1d20):"));
            dice->addRow(thresholdLabel_, threshold_);
        }
        layout->addWidget(diceBox_);
        connect(entered_, &QRadioButton::toggled, this, &StartCombatDialog::updateDice);
        form->addRow(group);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start combat"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    updateDice();
}

void StartCombatDialog::updateDice() {
    if (!diceBox_) {
        return;
    }
    const bool rolls = !fastSlow_ || fastSlow_->isChecked(); // factions roll only for fast/slow
    rollForMe_->parentWidget()->setVisible(rolls);
    diceBox_->setEnabled(entered_->isChecked());
}

StartCombat StartCombatDialog::command() const {
    StartCombat cmd;
    CombatSetup& s = cmd.setup;
    s.initiator = idOf(initiator_);
    if (initiatingUnit_) {
        s.initiating_unit = idOf(initiatingUnit_);
        if (const Unit* u = encounter_.find_unit(s.initiating_unit)) {
            s.initiator = u->side;
        }
    }
    s.party = idOf(party_);
    s.attacked = idOf(attacked_);
    if (holder_) {
        s.initiative_holder = idOf(holder_);
        s.initiator = s.initiative_holder;
        s.fast_slow = fastSlow_->isChecked();
    }
    for (auto it = surprised_.cbegin(); it != surprised_.cend(); ++it) {
        if (it.value()->isChecked()) {
            s.surprised.push_back(it.key().toStdString());
        }
    }
    // Keep the encounter's side order for the surprised list.
    std::stable_sort(s.surprised.begin(), s.surprised.end(),
                     [this](const std::string& a, const std::string& b) {
                         return encounter_.find_side(a) < encounter_.find_side(b);
                     });
    if (entered_ && entered_->isChecked()) {
        for (auto it = rollSpins_.cbegin(); it != rollSpins_.cend(); ++it) {
            cmd.rolls[it.key().toStdString()] = {it.value()->value()};
        }
        if (threshold_ && s.fast_slow) {
            cmd.rolls["threshold"] = {threshold_->value()};
        }
    } else if (rollForMe_) {
        cmd.seed = QRandomGenerator::global()->generate64();
    }
    return cmd;
}

} // namespace skirmish::ui
