#pragma once
/// @file QuickHealthEntry: the GM's quick damage and healing (issue 13). With
/// one or more tokens selected, typing `-` or `+` on the map opens this small
/// field over the map; `-7` Enter deals 7 damage to each selected unit, `+3`
/// (or `3`) Enter heals 3: one ChangeHealth command, logged and undoable.
/// Escape, or leaving the field, closes it without a change. The engine
/// decides what the damage does; a refusal shows in the status bar.

#include <QLineEdit>
#include <QStringList>

#include <optional>

namespace skirmish::ui {

class MapScene;

class QuickHealthEntry : public QLineEdit {
    Q_OBJECT
public:
    QuickHealthEntry(MapScene* scene, QWidget* parent);

    /// Opens the field for `units` with `start` typed ("-" or "+").
    void begin(const QStringList& units, const QString& start);
    QStringList units() const { return units_; }

    /// "-7" -> -7, "+3" and "3" -> 3; nullopt for anything else or 0.
    static std::optional<int> amountOf(const QString& text);
    /// Runs the command for the text typed; true when the engine took it.
    bool commit();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void place();
    MapScene* scene_;
    QStringList units_;
};

} // namespace skirmish::ui
