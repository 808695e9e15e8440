#pragma once
/// @file SideDialog: add or edit a side (name, colour, player-controlled).
/// A new side's id is made from its name, unique in the encounter.

#include "encounter/encounter.h"

#include <QColor>
#include <QDialog>

#include <optional>

class QLineEdit;
class QPushButton;
class QCheckBox;

namespace skirmish::ui {

class SideDialog : public QDialog {
    Q_OBJECT
public:
    /// `existing` set: edit that side (its id is kept); else a new side.
    SideDialog(const Encounter& encounter, std::optional<Side> existing, QWidget* parent = nullptr);

    Side side() const;
    void setName(const QString& name);
    void setColor(const QColor& color);

private:
    void updateColorButton();

    const Encounter& encounter_;
    std::optional<Side> existing_;
    QLineEdit* name_;
    QPushButton* colorButton_;
    QCheckBox* player_;
    QColor color_;
};

} // namespace skirmish::ui
