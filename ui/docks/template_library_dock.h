#pragma once
/// @file TemplateLibraryDock: the GM's template library (issue 15). Units
/// kept for next time, per ruleset, in a JSON file in the platform's
/// app-data folder (io/template_library.h). The dock lists the current
/// ruleset's templates; Save keeps the selected unit, T (or a double click,
/// or a drag onto the map) places the chosen template for the chosen side
/// on the free square nearest the pointer or the view's centre, numbered
/// (Bandit 2). Import and Export read and write JSON or CSV (a bestiary).

#include "core/cell.h"
#include "io/template_library.h"

#include <QDockWidget>
#include <QString>

#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QListWidget;

namespace skirmish::ui {

class EncounterDocument;
class MapScene;
class MapView;

class TemplateLibraryDock : public QDockWidget {
    Q_OBJECT
public:
    TemplateLibraryDock(EncounterDocument* doc, MapScene* scene, MapView* view,
                        QWidget* parent = nullptr);

    /// The library file: by default templates.json in the app-data folder.
    /// Setting it reads that file (a missing file is an empty library; one
    /// that does not read is left alone and never written over).
    void setLibraryPath(const QString& path);
    QString libraryPath() const { return path_; }
    const std::vector<io::UnitTemplate>& templates() const { return all_; }

    /// Keeps unit `id` (empty: the selected one) as a template of the
    /// encounter's ruleset, replacing one of the same name; saves the file.
    bool saveUnit(const QString& id = {});
    /// Places the template at `row` of the list (-1: the current row) for
    /// the chosen side near `near` (nullopt: the view's centre). True when
    /// the engine placed it.
    bool place(int row = -1, std::optional<Cell> near = std::nullopt);
    /// Adds the templates of a .json or .csv file (CSV rows without a
    /// ruleset take the encounter's); same name and ruleset replaces.
    /// False with the reason shown when the file cannot be read.
    bool importFile(const QString& path);
    /// Writes the current ruleset's templates to a .json or .csv file.
    bool exportFile(const QString& path);

    QListWidget* list() const { return list_; }
    /// The line over the list naming the ruleset whose templates it holds.
    QLabel* rulesetLabel() const { return ruleset_; }
    QComboBox* sideChoice() const { return side_; }
    QAction* placeAction() const { return placeAct_; }
    QAction* saveAction() const { return saveAct_; }

signals:
    void message(const QString& text);

private:
    void load();
    bool store();
    void rebuild();
    void merge(std::vector<io::UnitTemplate> more);
    /// The index in all_ of the template at list row `row`, or -1.
    int indexOfRow(int row) const;

    EncounterDocument* doc_;
    MapScene* scene_;
    MapView* view_;
    QString path_;
    bool unreadable_ = false; ///< the file exists but did not read: never written over
    std::vector<io::UnitTemplate> all_;
    QListWidget* list_;
    /// Whose templates are listed: the ruleset, over the list (the dock's
    /// title stays short, so that its tab beside Units is not cut).
    QLabel* ruleset_;
    QComboBox* side_;
    QAction* saveAct_;
    QAction* placeAct_;
};

} // namespace skirmish::ui
