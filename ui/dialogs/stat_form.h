#pragma once
/// @file StatForm: a unit's stats typed by its ruleset's schema (issue 15).
/// Each stat of the schema is a spin box with its range, its default (the
/// rules' fallback, shown as "–" until set) and a one-line help with its
/// seed section; each health pool gets its maximum too. Stats the schema
/// does not know, or values outside a box's range, stay as "other" lines
/// (name=number), so that nothing from a file is lost. A click into a box
/// that does not have the focus selects its whole value, so that typing
/// replaces it (no "–12").

#include "rules/ruleset.h"

#include <QString>
#include <QWidget>

#include <map>
#include <optional>
#include <string>
#include <vector>

class QPlainTextEdit;
class QSpinBox;

namespace skirmish::ui {

class StatForm : public QWidget {
    Q_OBJECT
public:
    explicit StatForm(const Ruleset& rules, QWidget* parent = nullptr);

    /// Shows `stats`: in their boxes where the schema has them, else as
    /// other lines.
    void setStats(const std::map<std::string, int>& stats);
    /// The stats entered: the boxes that are set, then the other lines
    /// (which win over a box of the same name). nullopt, with the first bad
    /// line in `error`, when an other line is not name=number.
    std::optional<std::map<std::string, int>> stats(QString* error = nullptr) const;

    /// The box of stat `id`, or nullptr.
    QSpinBox* field(const std::string& id) const;
    QPlainTextEdit* otherField() const { return other_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Box {
        std::string id;
        QSpinBox* spin;
    };
    std::vector<Box> boxes_;
    QPlainTextEdit* other_;
    QSpinBox* clickFocused_ = nullptr; ///< focused by a press, selected on its release
};

} // namespace skirmish::ui
