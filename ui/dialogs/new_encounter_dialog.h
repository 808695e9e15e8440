#pragma once
/// @file NewEncounterDialog: name, map size (cells), ruleset and square size.

#include "encounter/encounter.h"

#include <QDialog>

class QLineEdit;
class QSpinBox;
class QDoubleSpinBox;
class QComboBox;

namespace skirmish::ui {

class RulesetCombo;

class NewEncounterDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewEncounterDialog(QWidget* parent = nullptr);

    /// A new, empty encounter with the chosen settings.
    Encounter encounter() const;

private:
    QLineEdit* name_;
    QSpinBox* width_;
    QSpinBox* height_;
    RulesetCombo* ruleset_;
    QDoubleSpinBox* squareSize_;
    QComboBox* squareUnit_;
};

} // namespace skirmish::ui
