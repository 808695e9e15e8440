#include "dialogs/ruleset_combo.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace skirmish::ui {

RulesetCombo::RulesetCombo(QWidget* parent) : QComboBox(parent) {
    for (RulesetId id : {RulesetId::Phases, RulesetId::Freehits, RulesetId::Sides,
                         RulesetId::Factions, RulesetId::Teams}) {
        addItem(QString::fromUtf8(to_string(id).data(), static_cast<int>(to_string(id).size())),
                static_cast<int>(id));
    }
}

RulesetId RulesetCombo::ruleset() const {
    return static_cast<RulesetId>(currentData().toInt());
}

void RulesetCombo::setRuleset(RulesetId id) {
    setCurrentIndex(std::max(0, findData(static_cast<int>(id))));
}

std::optional<RulesetId> RulesetCombo::ask(QWidget* parent, const QString& title,
                                           const QString& label) {
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto* combo = new RulesetCombo(&dialog);
    auto* form = new QFormLayout;
    form->addRow(label, combo);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addLayout(form);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted) {
        return std::nullopt;
    }
    return combo->ruleset();
}

} // namespace skirmish::ui
