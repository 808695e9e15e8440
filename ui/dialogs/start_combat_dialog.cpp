#include "dialogs/start_combat_dialog.h"
#include "views/ui_text.h"

#include "rules/ruleset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace skirmish::ui {
namespace {

bool asksDice(const StartQuestion& q) {
    return q.kind == QuestionKind::Roll || q.kind == QuestionKind::RollPerSide;
}

/// The question's help with the seed section it asks about, for its tooltip.
QString tipOf(const StartQuestion& question) {
    const QString help = QString::fromStdString(question.help);
    if (question.source.empty()) {
        return help;
    }
    return help + QStringLiteral(" (") + QString::fromStdString(question.source) +
           QStringLiteral(")");
}

} // namespace

StartCombatDialog::StartCombatDialog(const Encounter& encounter, QWidget* parent)
    : QDialog(parent), encounter_(encounter),
      questions_(encounter.ruleset.rules().start.questions) {
    setWindowTitle(tr("Start combat"));
    auto* form = new QFormLayout;
    auto* intro = new QLabel(q(encounter.ruleset.rules().start.intro));
    intro->setWordWrap(true);
    form->addRow(intro);
    for (const StartQuestion& question : questions_) {
        switch (question.kind) {
        case QuestionKind::Side:
            addSideQuestion(form, question);
            break;
        case QuestionKind::Unit:
            addUnitQuestion(form, question);
            break;
        case QuestionKind::Sides: {
            auto* box = new QWidget;
            auto* col = new QVBoxLayout(box);
            col->setContentsMargins(0, 0, 0, 0);
            QMap<QString, QCheckBox*> checks;
            for (const Side* s : fighting_sides(encounter)) {
                auto* check = new QCheckBox(nameOf(*s));
                check->setToolTip(tipOf(question));
                col->addWidget(check);
                checks.insert(q(s->id), check);
            }
            sideChecks_.insert(q(question.id), checks);
            form->addRow(q(question.label), box);
            break;
        }
        case QuestionKind::SideOrder:
            addOrderQuestion(form, question);
            break;
        case QuestionKind::Flag: {
            auto* check = new QCheckBox(q(question.label));
            check->setToolTip(tipOf(question));
            flags_.insert(q(question.id), check);
            form->addRow(QString(), check);
            connect(check, &QCheckBox::toggled, this, &StartCombatDialog::updateDice);
            break;
        }
        case QuestionKind::Roll:
        case QuestionKind::RollPerSide:
            break; // in the dice group below
        }
    }
    if (std::any_of(questions_.begin(), questions_.end(), asksDice)) {
        addDice(form);
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

void StartCombatDialog::addSideQuestion(QFormLayout* form, const StartQuestion& question) {
    const auto sides = fighting_sides(encounter_);
    auto* combo = new QComboBox;
    combo->setToolTip(tipOf(question));
    const int offset = question.none.empty() ? 0 : 1;
    if (offset != 0) {
        combo->addItem(q(question.none), QString());
    }
    for (const Side* s : sides) {
        combo->addItem(nameOf(*s), q(s->id));
    }
    switch (question.side_default) {
    case SideDefault::First:
        combo->setCurrentIndex(offset != 0 && !sides.empty() ? 1 : 0);
        break;
    case SideDefault::Second:
        combo->setCurrentIndex(sides.size() >= 2 ? offset + 1 : 0);
        break;
    case SideDefault::PlayerSide: {
        const auto player =
            std::find_if(sides.begin(), sides.end(), [](const Side* s) { return s->player; });
        combo->setCurrentIndex(
            player != sides.end() ? static_cast<int>(player - sides.begin()) + offset : 0);
        break;
    }
    case SideDefault::Nobody:
        combo->setCurrentIndex(0);
        break;
    }
    combos_.insert(q(question.id), combo);
    form->addRow(q(question.label), combo);
    // An answer that must differ from another one's goes back to "none".
    if (QComboBox* other = combos_.value(q(question.differs_from))) {
        connect(other, &QComboBox::currentIndexChanged, this, [combo, other] {
            if (combo->currentData() == other->currentData()) {
                combo->setCurrentIndex(0);
            }
        });
    }
}

void StartCombatDialog::addOrderQuestion(QFormLayout* form, const StartQuestion& question) {
    const auto sides = fighting_sides(encounter_);
    if (sides.size() < 3) {
        return; // with two sides there is nothing to order
    }
    auto* box = new QWidget;
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    auto* list = new QListWidget;
    list->setToolTip(tipOf(question));
    list->setDragDropMode(QAbstractItemView::InternalMove);
    list->setDefaultDropAction(Qt::MoveAction);
    for (const Side* s : sides) {
        auto* item = new QListWidgetItem(nameOf(*s));
        item->setData(Qt::UserRole, q(s->id));
        list->addItem(item);
    }
    list->setCurrentRow(0);
    list->setMaximumHeight(list->sizeHintForRow(0) * (static_cast<int>(sides.size()) + 1));
    auto* buttons = new QVBoxLayout;
    auto* up = new QPushButton(tr("&Up"));
    auto* down = new QPushButton(tr("Do&wn"));
    auto move = [list](int by) {
        const int row = list->currentRow();
        int to = row + by;
        while (to >= 0 && to < list->count() && list->item(to)->isHidden()) {
            to += by; // past the sides listed above
        }
        if (row < 0 || to < 0 || to >= list->count()) {
            return;
        }
        list->insertItem(to, list->takeItem(row));
        list->setCurrentRow(to);
    };
    connect(up, &QPushButton::clicked, list, [move] { move(-1); });
    connect(down, &QPushButton::clicked, list, [move] { move(1); });
    buttons->addWidget(up);
    buttons->addWidget(down);
    buttons->addStretch(1);
    row->addWidget(list, 1);
    row->addLayout(buttons);
    orders_.insert(q(question.id), list);
    form->addRow(q(question.label), box);
    // The sides already placed by other answers are not listed.
    std::vector<QComboBox*> placing;
    for (const std::string& id : question.leaves_out) {
        if (QComboBox* c = combos_.value(q(id))) {
            placing.push_back(c);
        }
    }
    auto hidePlaced = [list, placing] {
        for (int i = 0; i < list->count(); ++i) {
            const QString id = list->item(i)->data(Qt::UserRole).toString();
            list->item(i)->setHidden(std::any_of(placing.begin(), placing.end(), [&](QComboBox* c) {
                return c->currentData().toString() == id;
            }));
        }
        if (list->currentItem() == nullptr || list->currentItem()->isHidden()) {
            for (int i = 0; i < list->count(); ++i) {
                if (!list->item(i)->isHidden()) {
                    list->setCurrentRow(i);
                    break;
                }
            }
        }
    };
    for (QComboBox* c : placing) {
        connect(c, &QComboBox::currentIndexChanged, list, hidePlaced);
    }
    hidePlaced();
}

void StartCombatDialog::addUnitQuestion(QFormLayout* form, const StartQuestion& question) {
    auto* combo = new QComboBox;
    combo->setToolTip(tipOf(question));
    if (!question.none.empty()) {
        combo->addItem(q(question.none), QString());
    }
    for (const Unit& u : encounter_.units) {
        combo->addItem(nameOf(u), q(u.id));
    }
    combos_.insert(q(question.id), combo);
    form->addRow(q(question.label), combo);
}

void StartCombatDialog::addDice(QFormLayout* form) {
    auto* group = new QGroupBox(tr("Dice"));
    diceGroup_ = group;
    auto* layout = new QVBoxLayout(group);
    rollForMe_ = new QRadioButton(tr("&Roll for me"));
    entered_ = new QRadioButton(tr("I &rolled:"));
    rollForMe_->setChecked(true);
    layout->addWidget(rollForMe_);
    layout->addWidget(entered_);
    diceBox_ = new QWidget;
    diceForm_ = new QFormLayout(diceBox_);
    diceForm_->setContentsMargins(24, 0, 0, 0);
    auto spinFor = [](const StartQuestion& question) {
        auto* spin = new QSpinBox;
        spin->setRange(1, question.faces);
        spin->setValue(question.preset);
        spin->setToolTip(tipOf(question));
        return spin;
    };
    for (const StartQuestion& question : questions_) {
        if (question.kind == QuestionKind::RollPerSide) {
            for (const Side* s : fighting_sides(encounter_)) {
                QSpinBox* spin = spinFor(question);
                diceForm_->addRow(q(question.label).arg(nameOf(*s)), spin);
                sideRolls_.insert(q(s->id), spin);
            }
        } else if (question.kind == QuestionKind::Roll) {
            QSpinBox* spin = spinFor(question);
            diceForm_->addRow(q(question.label), spin);
            rolls_.insert(q(question.id), spin);
        }
    }
    layout->addWidget(diceBox_);
    connect(entered_, &QRadioButton::toggled, this, &StartCombatDialog::updateDice);
    form->addRow(group);
}

StartAnswers StartCombatDialog::answers() const {
    StartAnswers a;
    for (auto it = combos_.cbegin(); it != combos_.cend(); ++it) {
        a.choices[it.key().toStdString()] = it.value()->currentData().toString().toStdString();
    }
    for (auto it = flags_.cbegin(); it != flags_.cend(); ++it) {
        a.flags[it.key().toStdString()] = it.value()->isChecked();
    }
    for (auto it = orders_.cbegin(); it != orders_.cend(); ++it) {
        auto& list = a.lists[it.key().toStdString()];
        for (int i = 0; i < it.value()->count(); ++i) {
            if (!it.value()->item(i)->isHidden()) {
                list.push_back(it.value()->item(i)->data(Qt::UserRole).toString().toStdString());
            }
        }
    }
    for (auto it = sideChecks_.cbegin(); it != sideChecks_.cend(); ++it) {
        auto& list = a.lists[it.key().toStdString()];
        for (auto c = it.value().cbegin(); c != it.value().cend(); ++c) {
            if (c.value()->isChecked()) {
                list.push_back(c.key().toStdString());
            }
        }
    }
    if (entered_ && entered_->isChecked()) {
        for (auto it = sideRolls_.cbegin(); it != sideRolls_.cend(); ++it) {
            a.rolls[it.key().toStdString()] = {it.value()->value()};
        }
        for (auto it = rolls_.cbegin(); it != rolls_.cend(); ++it) {
            a.rolls[it.key().toStdString()] = {it.value()->value()};
        }
    } else if (rollForMe_) {
        a.seed = QRandomGenerator::global()->generate64();
    }
    return a;
}

void StartCombatDialog::updateDice() {
    if (!diceGroup_) {
        return;
    }
    // The dice show while some question that rolls is asked.
    const StartAnswers a = answers();
    bool any = false;
    for (const StartQuestion& question : questions_) {
        const bool shown = question_shown(question, a);
        if (question.kind == QuestionKind::Roll) {
            QSpinBox* spin = rolls_.value(q(question.id));
            diceForm_->setRowVisible(spin, shown);
        }
        any = any || (asksDice(question) && shown);
    }
    diceGroup_->setVisible(any);
    diceBox_->setEnabled(entered_->isChecked());
}

StartCombat StartCombatDialog::command() const {
    return start_command(encounter_, answers());
}

} // namespace skirmish::ui
