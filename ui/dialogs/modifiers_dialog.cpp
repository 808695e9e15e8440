#include "dialogs/modifiers_dialog.h"

#include "views/ui_text.h"

#include "rules/combat_modifiers.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenu>
#include <QVBoxLayout>

namespace skirmish::ui {

ModifiersDialog::ModifiersDialog(const Encounter& enc, const Unit& unit, QWidget* parent)
    : QDialog(parent) {
    const ModifierMenu menu = modifier_menu(enc, unit);
    limit_ = menu.limit;
    setWindowTitle(tr("Combat Modifiers of %1").arg(nameOf(unit)));
    auto* box = new QVBoxLayout(this);
    auto* intro = new QLabel(
        menu.refusal.empty()
            ? tr("%1 may hold %n modifier(s) at once.", nullptr, menu.limit).arg(nameOf(unit))
            : q(menu.refusal));
    intro->setWordWrap(true);
    box->addWidget(intro);
    for (const ModifierChoice& c : menu.choices) {
        auto* check = new QCheckBox(q(c.name) + QStringLiteral(": ") + q(c.effect));
        check->setChecked(c.chosen);
        check->setEnabled(menu.limit > 0 || c.chosen);
        connect(check, &QCheckBox::toggled, this, [this] { limitTicks(); });
        box->addWidget(check);
        boxes_.emplace_back(c.id, check);
    }
    auto* cost = new QLabel(q(menu.cost) + QLatin1Char(' ') + tr("Rule: %1.").arg(q(menu.source)));
    cost->setWordWrap(true);
    box->addWidget(cost);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    box->addWidget(buttons);
    limitTicks();
}

std::vector<std::string> ModifiersDialog::chosen() const {
    std::vector<std::string> out;
    for (const auto& [id, check] : boxes_) {
        if (check->isChecked()) {
            out.push_back(id);
        }
    }
    return out;
}

QCheckBox* ModifiersDialog::box(const std::string& id) const {
    for (const auto& [c, check] : boxes_) {
        if (c == id) {
            return check;
        }
    }
    return nullptr;
}

void ModifiersDialog::limitTicks() {
    const bool full = static_cast<int>(chosen().size()) >= limit_;
    for (const auto& [id, check] : boxes_) {
        // Over the limit (a unit that lost a level), unticking stays open.
        check->setEnabled(check->isChecked() || !full);
    }
}

void ModifiersDialog::addTo(QMenu* menu, const Encounter& enc, const Unit& unit, QWidget* parent,
                            const std::function<void(SetModifiers)>& run) {
    const ModifierMenu m = modifier_menu(enc, unit);
    if (m.choices.empty()) {
        return;
    }
    QAction* a = menu->addAction(tr("Combat &Modifiers..."));
    if (!m.refusal.empty() && modifiers_of(enc, unit).empty()) {
        a->setEnabled(false);
        a->setToolTip(q(m.refusal));
        menu->setToolTipsVisible(true);
        return;
    }
    a->setToolTip(q(m.cost));
    const std::string id = unit.id;
    const Encounter* e = &enc;
    QObject::connect(a, &QAction::triggered, menu, [e, id, parent, run] {
        const Unit* u = e->find_unit(id);
        if (u == nullptr) {
            return;
        }
        ModifiersDialog dialog(*e, *u, parent);
        if (dialog.exec() == QDialog::Accepted && dialog.chosen() != modifiers_of(*e, *u)) {
            run(SetModifiers{id, dialog.chosen()});
        }
    });
}

} // namespace skirmish::ui
