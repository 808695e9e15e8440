#include "controllers/edit_controller.h"

#include "dialogs/settings_dialog.h"
#include "dialogs/side_dialog.h"
#include "dialogs/unit_dialog.h"
#include "document/encounter_document.h"
#include "rules/ruleset.h"
#include "scene/map_scene.h"
#include "scene/token_item.h"
#include "views/map_view.h"
#include "views/unit_list.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>

#include <algorithm>

namespace skirmish::ui {

EditController::EditController(EncounterDocument* doc, MapScene* scene, MapView* view,
                               QMainWindow* window)
    : QObject(window), doc_(doc), scene_(scene), view_(view), window_(window) {
    undoAct_ = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
    undoAct_->setShortcut(QKeySequence::Undo);
    redoAct_ = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
    redoAct_->setShortcut(QKeySequence::Redo);
    addUnitAct_ = new QAction(tr("&Add Unit..."), this);
    addUnitAct_->setShortcut(QKeySequence(Qt::Key_Insert));
    connect(addUnitAct_, &QAction::triggered, this, &EditController::onAddUnit);
    editUnitAct_ = new QAction(tr("&Edit Unit..."), this);
    editUnitAct_->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    connect(editUnitAct_, &QAction::triggered, this, [this] { editUnit(); });
    deleteUnitAct_ = new QAction(tr("&Delete Unit"), this);
    deleteUnitAct_->setShortcut(QKeySequence::Delete);
    connect(deleteUnitAct_, &QAction::triggered, this, &EditController::onDeleteUnit);
    addSideAct_ = new QAction(tr("Add &Side..."), this);
    connect(addSideAct_, &QAction::triggered, this, &EditController::onAddSide);
    settingsAct_ = new QAction(tr("Encounter Se&ttings..."), this);
    settingsAct_->setToolTip(
        tr("The encounter's name, ruleset, square size, diagonals and what players see"));
    connect(settingsAct_, &QAction::triggered, this, &EditController::onSettings);

    connect(scene_, &MapScene::unitActivated, this, [this](const QString& id) { editUnit(id); });
    connect(scene_, &MapScene::selectedUnitChanged, this, [this](const QString& id) {
        editUnitAct_->setEnabled(!id.isEmpty());
        deleteUnitAct_->setEnabled(!id.isEmpty());
    });
    editUnitAct_->setEnabled(false);
    deleteUnitAct_->setEnabled(false);
}

void EditController::fillEditMenu(QMenu* edit) {
    edit->addAction(undoAct_);
    edit->addAction(redoAct_);
    edit->addSeparator();
    edit->addAction(addUnitAct_);
    edit->addAction(editUnitAct_);
    edit->addAction(deleteUnitAct_);
    edit->addSeparator();
    edit->addAction(addSideAct_);
    edit->addAction(settingsAct_);
}

QDockWidget* EditController::createUnitsDock() {
    auto* unitsDock = new QDockWidget(tr("Units"), window_);
    unitsDock->setObjectName(QStringLiteral("unitsDock"));
    unitList_ = new UnitList(doc_, scene_, unitsDock);
    unitsDock->setWidget(unitList_);
    connect(unitList_, &UnitList::unitPicked, this, [this](const QString& id) {
        if (TokenItem* t = scene_->token(id)) {
            view_->ensureVisible(t);
        }
    });
    return unitsDock;
}

void EditController::deleteUnitList() {
    delete unitList_;
    unitList_ = nullptr;
}

// --- units and sides -----------------------------------------------------------------

void EditController::onAddSide() {
    SideDialog dialog(doc_->encounter(), std::nullopt, window_);
    while (dialog.exec() == QDialog::Accepted) {
        const auto why = doc_->execute(AddSide{dialog.side()});
        if (!why) {
            return;
        }
        QMessageBox::warning(window_, tr("Cannot add side"), *why);
    }
}

void EditController::onSettings() {
    SettingsDialog dialog(doc_->encounter(), window_);
    while (dialog.exec() == QDialog::Accepted) {
        if (applySettings(dialog)) {
            return;
        }
    }
}

bool EditController::applySettings(const SettingsDialog& dialog) {
    bool endFight = false;
    if (dialog.endsTheFight()) {
        const auto answer = QMessageBox::question(
            window_, tr("End the fight?"),
            tr("A fight is on in round %1. Changing the ruleset to %2 ends it. Change it?")
                .arg(doc_->encounter().combat.round)
                .arg(QString::fromStdString(dialog.settings().ruleset.rules().info.name)));
        if (answer != QMessageBox::Yes) {
            return false;
        }
        endFight = true;
    }
    const std::vector<Command> commands = dialog.commands(endFight);
    if (commands.empty()) {
        return true; // nothing changed
    }
    doc_->undoStack()->beginMacro(tr("Change the encounter's settings"));
    std::optional<QString> why;
    for (const Command& c : commands) {
        why = doc_->execute(c);
        if (why) {
            break;
        }
    }
    doc_->undoStack()->endMacro();
    if (why) {
        QMessageBox::warning(window_, tr("Cannot change the settings"), *why);
        return false;
    }
    return true;
}

void EditController::onAddUnit() {
    if (doc_->encounter().sides.empty()) {
        onAddSide();
        if (doc_->encounter().sides.empty()) {
            return;
        }
    }
    UnitDialog dialog(doc_->encounter(), std::nullopt, window_);
    const Cell centre = scene_->sceneToCell(view_->mapToScene(view_->viewport()->rect().center()));
    const auto& map = doc_->encounter().map;
    dialog.setCell(
        Cell{std::clamp(centre.x, 0, map.width() - 1), std::clamp(centre.y, 0, map.height() - 1)});
    while (dialog.exec() == QDialog::Accepted) {
        const Unit unit = dialog.unit();
        const auto why = doc_->execute(PlaceUnit{unit});
        if (!why) {
            scene_->selectUnit(QString::fromStdString(unit.id));
            return;
        }
        QMessageBox::warning(window_, tr("Cannot place unit"), *why);
    }
}

void EditController::editUnit(const QString& idIn) {
    const QString id = idIn.isEmpty() ? scene_->selectedUnitId() : idIn;
    const Unit* unit = doc_->encounter().find_unit(id.toStdString());
    if (!unit) {
        return;
    }
    UnitDialog dialog(doc_->encounter(), *unit, window_);
    while (dialog.exec() == QDialog::Accepted) {
        const Unit edited = dialog.unit();
        if (edited == *doc_->encounter().find_unit(id.toStdString())) {
            return;
        }
        const auto why = doc_->execute(EditUnit{edited});
        if (!why) {
            return;
        }
        QMessageBox::warning(window_, tr("Cannot change unit"), *why);
    }
}

void EditController::onDeleteUnit() {
    const QString id = scene_->selectedUnitId();
    if (id.isEmpty()) {
        return;
    }
    if (auto why = doc_->execute(RemoveUnit{id.toStdString()})) {
        window_->statusBar()->showMessage(*why, 8000);
    }
}

} // namespace skirmish::ui
