#include "dialogs/new_encounter_dialog.h"

#include "dialogs/ruleset_combo.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace skirmish::ui {

NewEncounterDialog::NewEncounterDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New encounter"));
    name_ = new QLineEdit(tr("Untitled encounter"));
    width_ = new QSpinBox;
    width_->setRange(1, BattleMap::kMaxSide);
    width_->setValue(20);
    width_->setSuffix(tr(" cells"));
    height_ = new QSpinBox;
    height_->setRange(1, BattleMap::kMaxSide);
    height_->setValue(15);
    height_->setSuffix(tr(" cells"));
    ruleset_ = new RulesetCombo;
    squareSize_ = new QDoubleSpinBox;
    squareSize_->setRange(0.1, 1000);
    squareSize_->setDecimals(1);
    squareSize_->setValue(5);
    squareUnit_ = new QComboBox;
    squareUnit_->addItem(tr("feet"), static_cast<int>(LengthUnit::Feet));
    squareUnit_->addItem(tr("metres"), static_cast<int>(LengthUnit::Metres));
    squareUnit_->addItem(tr("squares"), static_cast<int>(LengthUnit::Square));

    auto* square = new QHBoxLayout;
    square->addWidget(squareSize_);
    square->addWidget(squareUnit_);
    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), name_);
    form->addRow(tr("&Width:"), width_);
    form->addRow(tr("&Height:"), height_);
    form->addRow(tr("&Ruleset:"), ruleset_);
    auto* squareLabel = new QLabel(tr("&Square size:"));
    squareLabel->setBuddy(squareSize_); // names it, and Alt+S comes to it
    squareUnit_->setAccessibleName(tr("Unit of the square size"));
    form->addRow(squareLabel, square);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

Encounter NewEncounterDialog::encounter() const {
    Encounter enc;
    const QString name = name_->text().trimmed();
    enc.name = (name.isEmpty() ? tr("Untitled encounter") : name).toStdString();
    enc.ruleset = ruleset_->ruleset();
    enc.map = BattleMap(width_->value(), height_->value());
    const auto unit = static_cast<LengthUnit>(squareUnit_->currentData().toInt());
    enc.map.set_square(SquareSize{unit == LengthUnit::Square ? 1.0 : squareSize_->value(), unit});
    return enc;
}

} // namespace skirmish::ui
