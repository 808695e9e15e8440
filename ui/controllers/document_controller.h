#pragma once
/// @file DocumentController: the encounter as a file. File > New, Open, Open
/// Recent, Save, Save As, Import Universal VTT, Export View as PNG and Quit;
/// the window title (name, [*] when modified) and the "unsaved changes"
/// question before the encounter is replaced or the window closes.

#include "core/ruleset_id.h"
#include "encounter/encounter.h"

#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QMainWindow;
class QMenu;

namespace skirmish::ui {

class EncounterDocument;
class MapScene;

class DocumentController : public QObject {
    Q_OBJECT
public:
    /// `scene` is drawn by exportPng(); `window` gets the title, the status
    /// messages and parents the dialogs.
    DocumentController(EncounterDocument* doc, MapScene* scene, QMainWindow* window);

    /// Adds the File menu's actions and its Open Recent submenu to `file`.
    void fillFileMenu(QMenu* file);

    /// See MainWindow::setQuiet().
    void setQuiet(bool quiet) { quiet_ = quiet; }
    bool isQuiet() const { return quiet_; }
    QString lastError() const { return lastError_; }

    bool openFile(const QString& path);
    bool saveTo(const QString& path);
    bool exportPng(const QString& path);
    bool importUvtt(const QString& path, RulesetId ruleset, QStringList* warnings = nullptr);
    void newEncounter(Encounter enc);
    QStringList recentFiles() const;

    /// File > New, Open and Import, for the welcome page's buttons.
    QAction* newAction() const { return newAct_; }
    QAction* openAction() const { return openAct_; }
    QAction* importAction() const { return importAct_; }

    /// Asks Save/Discard/Cancel when modified; true when it is fine to go on.
    bool maybeSave();

private:
    void updateTitle();
    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    void showError(const QString& title, const QString& text);

    void onNew();
    void onOpen();
    bool onSave();
    bool onSaveAs();
    void onImport();
    void onExportPng();

    EncounterDocument* doc_;
    MapScene* scene_;
    QMainWindow* window_;
    bool quiet_ = false;
    QString lastError_;

    QMenu* recentMenu_ = nullptr;
    QAction* newAct_ = nullptr;
    QAction* openAct_ = nullptr;
    QAction* saveAct_ = nullptr;
    QAction* saveAsAct_ = nullptr;
    QAction* importAct_ = nullptr;
    QAction* exportAct_ = nullptr;
    QAction* quitAct_ = nullptr;
};

} // namespace skirmish::ui
