#include "dialogs/attack_dialog.h"

#include "views/ui_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace skirmish::ui {
namespace {

QTableWidget* table(const QStringList& headers, int rows) {
    auto* t = new QTableWidget(rows, static_cast<int>(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->setFocusPolicy(Qt::NoFocus);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

void fit(QTableWidget* t) {
    t->resizeColumnsToContents();
    t->horizontalHeader()->setStretchLastSection(true);
    int h = t->horizontalHeader()->sizeHint().height() + 2 * t->frameWidth() + 2;
    for (int r = 0; r < t->rowCount(); ++r) {
        h += t->rowHeight(r);
    }
    t->setFixedHeight(h);
}

} // namespace

AttackDialog::AttackDialog(const QString& title, const AttackPrediction& odds, bool enterDice,
                           QWidget* parent, const QStringList& weapons)
    : QDialog(parent), weapon_(q(odds.check.weapon)) {
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    const AttackCheck& c = odds.check;

    if (weapons.size() > 1) {
        weaponChoice_ = new QComboBox;
        weaponChoice_->addItems(weapons);
        weaponChoice_->setCurrentIndex(std::max(0, static_cast<int>(weapons.indexOf(weapon_))));
        // Only the GM's own pick (not the wheel passing over it) shows
        // another weapon's odds.
        weaponChoice_->setFocusPolicy(Qt::StrongFocus);
        connect(weaponChoice_, &QComboBox::activated, this, [this](int i) {
            if (weaponChoice_->itemText(i) != weapon_) {
                weapon_ = weaponChoice_->itemText(i);
                done(kOtherWeapon);
            }
        });
        auto* row = new QFormLayout;
        row->addRow(tr("&Weapon:"), weaponChoice_);
        layout->addLayout(row);
    } else if (!weapon_.isEmpty()) {
        layout->addWidget(new QLabel(tr("With the %1").arg(weapon_)));
    }

    auto* headline = new QLabel(q(odds_summary(odds)));
    QFont big = headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    headline->setFont(big);
    headline->setWordWrap(true);
    layout->addWidget(headline);

    auto* needed = new QLabel(q(roll_needed(c)));
    needed->setWordWrap(true);
    layout->addWidget(needed);

    std::vector<std::pair<const AttackModifier*, QString>> mods;
    for (const AttackModifier& m : c.modifiers) {
        mods.emplace_back(&m, m.on_target    ? tr("number needed")
                              : !m.advantage ? tr("roll")
                              : m.value > 0  ? tr("advantage")
                                             : tr("disadvantage"));
    }
    for (const AttackModifier& m : c.damage_modifiers) {
        mods.emplace_back(&m, tr("damage"));
    }
    if (!mods.empty()) {
        modifiers_ = table({tr("Modifier"), tr("To"), tr("What"), tr("Rule")},
                           static_cast<int>(mods.size()));
        for (int r = 0; r < static_cast<int>(mods.size()); ++r) {
            const AttackModifier& m = *mods[r].first;
            modifiers_->setItem(
                r, 0, new QTableWidgetItem(m.advantage ? QString() : q(signed_text(m.value))));
            modifiers_->setItem(r, 1, new QTableWidgetItem(mods[r].second));
            modifiers_->setItem(r, 2, new QTableWidgetItem(q(m.what)));
            modifiers_->setItem(r, 3, new QTableWidgetItem(q(m.source)));
        }
        fit(modifiers_);
        layout->addWidget(modifiers_);
    }
    if (!c.shock_note.empty()) {
        layout->addWidget(new QLabel(tr("No Shock: %1").arg(q(c.shock_note))));
    }

    outcomes_ =
        table({tr("Outcome"), tr("Chance"), tr("Damage")}, static_cast<int>(odds.outcomes.size()));
    for (int r = 0; r < static_cast<int>(odds.outcomes.size()); ++r) {
        const OutcomeOdds& o = odds.outcomes[r];
        outcomes_->setItem(r, 0, new QTableWidgetItem(q(o.outcome)));
        outcomes_->setItem(r, 1,
                           new QTableWidgetItem(QStringLiteral("%1  (%2/%3)")
                                                    .arg(q(percent(o.chance)))
                                                    .arg(o.chance.num)
                                                    .arg(o.chance.den)));
        outcomes_->setItem(
            r, 2,
            new QTableWidgetItem(o.defeats ? tr("the target falls")
                                 : o.damage_max > o.damage
                                     ? QStringLiteral("%1–%2").arg(o.damage).arg(o.damage_max)
                                     : QString::number(o.damage)));
    }
    fit(outcomes_);
    layout->addWidget(outcomes_);

    if (enterDice && !dice_to_enter(c).empty()) {
        QStringList dice;
        for (const std::string& d : dice_to_enter(c)) {
            dice << q(d);
        }
        const QString order = dice.join(QStringLiteral(", "));
        auto* label = new QLabel(
            !c.critical_chain.empty()
                ? tr("Your dice (%1; the chain's dice only after a critical or a 1):").arg(order)
            : dice.size() > 1 ? tr("Your dice, in this order: %1").arg(order)
                              : tr("Your %1:").arg(order));
        dice_ = new QLineEdit;
        dice_->setPlaceholderText(dice.size() > 1 ? tr("the faces, separated by spaces")
                                                  : tr("e.g. 14"));
        dice_->setValidator(
            new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9 ,]*")), dice_));
        label->setBuddy(dice_);
        layout->addWidget(label);
        layout->addWidget(dice_);
    }

    if (!c.stunt_source.empty()) {
        // The engine allows an alternative effect instead of damage; the
        // target accepts it or answers the attack as normal.
        stunt_ = new QLineEdit;
        stunt_->setPlaceholderText(tr("optional: e.g. cut the rope, force a surrender"));
        stunt_->setToolTip(q(c.stunt_source));
        auto* row = new QFormLayout;
        row->addRow(tr("&Stunt instead of damage:"), stunt_);
        layout->addLayout(row);
    }

    // Roll added before Cancel: the other way round, Qt 6.4 leaves Cancel
    // out of the Tab order (tests/ui/dialog_accessibility_test.cpp).
    auto* buttons = new QDialogButtonBox;
    QPushButton* rollButton = buttons->addButton(tr("&Roll"), QDialogButtonBox::AcceptRole);
    // Enter rolls wherever the focus is; only a click (or Escape) cancels.
    buttons->addButton(QDialogButtonBox::Cancel)->setAutoDefault(false);
    rollButton->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    if (dice_ != nullptr) {
        dice_->setFocus();
    } else {
        rollButton->setFocus();
    }
    setMinimumWidth(680);
}

QString AttackDialog::stunt() const {
    return stunt_ != nullptr ? stunt_->text().trimmed() : QString();
}

std::vector<int> AttackDialog::faces() const {
    std::vector<int> out;
    if (dice_ == nullptr) {
        return out;
    }
    for (const QString& part :
         dice_->text().split(QRegularExpression(QStringLiteral("[ ,]+")), Qt::SkipEmptyParts)) {
        out.push_back(part.toInt());
    }
    return out;
}

} // namespace skirmish::ui
