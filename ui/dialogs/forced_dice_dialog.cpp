#include "dialogs/forced_dice_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace skirmish::ui {

ForcedDiceDialog::ForcedDiceDialog(const QString& title, const std::vector<Row>& rows,
                                   QWidget* parent)
    : QDialog(parent), rows_(rows) {
    setWindowTitle(title);
    auto* form = new QFormLayout;
    for (const Row& r : rows_) {
        auto* line = new QHBoxLayout;
        std::vector<QSpinBox*> boxes;
        for (int i = 0; i < r.count; ++i) {
            auto* b = new QSpinBox;
            b->setRange(1, r.sides);
            b->setValue((r.sides + 1) / 2);
            b->setToolTip(tr("The face of a d%1").arg(r.sides));
            b->setAccessibleName(
                tr("%1, die %2 of %3")
                    .arg(r.label, QString::number(i + 1), QString::number(r.count)));
            line->addWidget(b);
            boxes.push_back(b);
        }
        line->addStretch();
        form->addRow(r.label, line);
        boxes_.push_back(std::move(boxes));
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* box = new QVBoxLayout(this);
    box->addWidget(new QLabel(tr("The faces of the dice rolled at the table:")));
    box->addLayout(form);
    box->addWidget(buttons);
}

EnteredRolls ForcedDiceDialog::rolls() const {
    EnteredRolls out;
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        std::vector<int>& faces = out[rows_[i].key];
        for (const QSpinBox* b : boxes_[i]) {
            faces.push_back(b->value());
        }
    }
    return out;
}

std::vector<ForcedDiceDialog::Row> ForcedDiceDialog::rowsOf(const std::vector<EnteredDie>& dice) {
    std::vector<Row> rows;
    rows.reserve(dice.size());
    for (const EnteredDie& d : dice) {
        rows.push_back({d.key, QString::fromStdString(d.label), 1, d.sides});
    }
    return rows;
}

std::optional<EnteredRolls> ForcedDiceDialog::ask(const QString& title,
                                                  const std::vector<Row>& rows, QWidget* parent) {
    if (rows.empty()) {
        return EnteredRolls{};
    }
    ForcedDiceDialog dialog(title, rows, parent);
    if (dialog.exec() != QDialog::Accepted) {
        return std::nullopt;
    }
    return dialog.rolls();
}

} // namespace skirmish::ui
