#include "dialogs/ruleset_combo.h"
#include "views/ui_text.h"

#include "rules/ruleset.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace skirmish::ui {

RulesetCombo::RulesetCombo(QWidget* parent, const RulesetRegistry& registry)
    : QComboBox(parent), registry_(registry) {
    for (RulesetId id : registry.all()) {
        const RulesetInfo& info = id.rules().info;
        addItem(q(info.name), q(info.id));
        setItemData(count() - 1, q(info.description), Qt::ToolTipRole);
    }
}

RulesetId RulesetCombo::ruleset() const {
    return registry_.find(currentData().toString().toStdString()).value_or(registry_.all().front());
}

void RulesetCombo::setRuleset(RulesetId id) {
    setCurrentIndex(std::max(0, findData(q(std::string(id.str())))));
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
