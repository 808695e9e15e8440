#pragma once
/// @file UnitList: the units of the encounter grouped under their sides.
/// Selecting a unit here selects its token and the other way round;
/// double-clicking a unit asks to edit it (MapScene::unitActivated).

#include <QTreeWidget>

namespace skirmish::ui {

class EncounterDocument;
class MapScene;

class UnitList : public QTreeWidget {
    Q_OBJECT
public:
    UnitList(EncounterDocument* doc, MapScene* scene, QWidget* parent = nullptr);

    /// Rebuilds the tree from the encounter.
    void rebuild();

    /// The unit id of the current item, or empty.
    QString currentUnitId() const;

signals:
    /// The user picked a unit in the list (to centre the view on it).
    void unitPicked(const QString& id);

private:
    void selectFromScene(const QString& id);

    EncounterDocument* doc_;
    MapScene* scene_;
    bool syncing_ = false;
};

} // namespace skirmish::ui
