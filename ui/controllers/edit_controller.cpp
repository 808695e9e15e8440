#include "controllers/edit_controller.h"

#include "controllers/clipboard_controller.h"
#include "dialogs/settings_dialog.h"
#include "dialogs/side_dialog.h"
#include "dialogs/unit_dialog.h"
#include "document/encounter_document.h"
#include "encounter/command_engine.h"
#include "encounter/unit_copies.h"
#include "rules/gear.h"
#include "rules/ruleset.h"
#include "scene/map_scene.h"
#include "scene/token_item.h"
#include "views/map_view.h"
#include "views/unit_list.h"

#include <QAction>
#include <QDockWidget>
#include <QIcon>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QUndoStack>

#include <algorithm>

namespace skirmish::ui {

EditController::EditController(EncounterDocument* doc, MapScene* scene, MapView* view,
                               QMainWindow* window)
    : QObject(window), doc_(doc), scene_(scene), view_(view), window_(window) {
    undoAct_ = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
    undoAct_->setShortcut(QKeySequence::Undo);
    undoAct_->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    redoAct_ = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
    redoAct_->setShortcut(QKeySequence::Redo);
    redoAct_->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    clipboard_ = new ClipboardController(doc_, scene_, view_, window_);
    addUnitAct_ = new QAction(tr("&Add Unit..."), this);
    addUnitAct_->setShortcut(QKeySequence(Qt::Key_Insert));
    connect(addUnitAct_, &QAction::triggered, this, [this] { addUnitAt(std::nullopt); });
    connect(view_, &MapView::squareMenuRequested, this, [this](Cell cell, const QPoint& at) {
        QMenu* m = squareMenu(cell);
        m->exec(at);
        delete m;
    });
    editUnitAct_ = new QAction(tr("&Edit Unit..."), this);
    editUnitAct_->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    connect(editUnitAct_, &QAction::triggered, this, [this] { editUnit(); });
    duplicateAct_ = new QAction(tr("D&uplicate Unit"), this);
    duplicateAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    duplicateAct_->setToolTip(tr("A copy on the nearest free square, numbered (Bandit 2)"));
    connect(duplicateAct_, &QAction::triggered, this, [this] { addCopies(1); });
    addCopiesAct_ = new QAction(tr("Add &Copies..."), this);
    addCopiesAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    addCopiesAct_->setToolTip(tr("Several numbered copies on the free squares around the unit"));
    connect(addCopiesAct_, &QAction::triggered, this, [this] {
        const Unit* u = doc_->encounter().find_unit(scene_->selectedUnitId().toStdString());
        if (u == nullptr) {
            return;
        }
        bool ok = false;
        const int n = QInputDialog::getInt(window_, tr("Add copies"),
                                           tr("Copies of %1:").arg(QString::fromStdString(u->name)),
                                           3, 1, 100, 1, &ok);
        if (ok) {
            addCopies(n);
        }
    });
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
        for (QAction* a : {editUnitAct_, duplicateAct_, addCopiesAct_, deleteUnitAct_}) {
            a->setEnabled(!id.isEmpty());
        }
    });
    for (QAction* a : {editUnitAct_, duplicateAct_, addCopiesAct_, deleteUnitAct_}) {
        a->setEnabled(false);
    }
}

void EditController::fillEditMenu(QMenu* edit) {
    edit->addAction(undoAct_);
    edit->addAction(redoAct_);
    edit->addSeparator();
    edit->addAction(clipboard_->copyAction());
    edit->addAction(clipboard_->pasteAction());
    edit->addSeparator();
    edit->addAction(addUnitAct_);
    edit->addAction(editUnitAct_);
    edit->addAction(duplicateAct_);
    edit->addAction(addCopiesAct_);
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
    // Refused before anything is done: no empty undo step.
    if (auto first = plan(doc_->encounter(), commands.front()); !first) {
        QMessageBox::warning(window_, tr("Cannot change the settings"),
                             QString::fromStdString(first.reason()));
        return false;
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

QMenu* EditController::squareMenu(Cell cell) {
    auto* menu = new QMenu(window_);
    const QString label = QString::fromStdString(to_label(cell));
    menu->setTitle(label);
    connect(menu->addAction(tr("&Add Unit on %1...").arg(label)), &QAction::triggered, this,
            [this, cell] { addUnitAt(cell); });
    QAction* paste = menu->addAction(tr("&Paste Units on %1").arg(label));
    paste->setEnabled(ClipboardController::hasUnits());
    connect(paste, &QAction::triggered, this, [this, cell] { clipboard_->paste(cell); });
    return menu;
}

void EditController::addUnitAt(std::optional<Cell> cell) {
    if (doc_->encounter().sides.empty()) {
        onAddSide();
        if (doc_->encounter().sides.empty()) {
            return;
        }
    }
    const Encounter& enc = doc_->encounter();
    UnitDialog dialog(enc, std::nullopt, window_);
    // On the clicked square, or on the free square nearest the view's centre.
    Cell at =
        cell.value_or(scene_->sceneToCell(view_->mapToScene(view_->viewport()->rect().center())));
    at = Cell{std::clamp(at.x, 0, enc.map.width() - 1), std::clamp(at.y, 0, enc.map.height() - 1)};
    if (!cell) {
        Unit probe;
        probe.side = enc.sides.front().id;
        if (const auto free = free_cells_near(enc, probe, at, 1); !free.empty()) {
            at = free.front();
        }
    }
    dialog.setCell(at);
    // A new unit joins the selected unit's side (the GM adds a group at a time).
    if (const Unit* sel = enc.find_unit(scene_->selectedUnitId().toStdString())) {
        dialog.setSide(QString::fromStdString(sel->side));
    }
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

void EditController::editUnits(const QStringList& ids) {
    const Encounter& enc = doc_->encounter();
    const Unit* first = enc.find_unit(ids.value(0).toStdString());
    if (first == nullptr) {
        return;
    }
    const Unit before = *first;
    UnitDialog dialog(enc, before, window_);
    dialog.setGroup(static_cast<int>(ids.size()));
    while (dialog.exec() == QDialog::Accepted) {
        const Unit after = dialog.unit();
        std::vector<Command> edits;
        for (const QString& id : ids) {
            if (const Unit* u = doc_->encounter().find_unit(id.toStdString())) {
                if (Unit changed = with_changes(*u, before, after); !(changed == *u)) {
                    edits.emplace_back(EditUnit{std::move(changed)});
                }
            }
        }
        if (edits.empty()) {
            return;
        }
        const auto why =
            doc_->executeAll(edits, tr("Edit %n units", nullptr, static_cast<int>(edits.size())));
        if (!why) {
            return;
        }
        QMessageBox::warning(window_, tr("Cannot change the units"), *why);
    }
}

void EditController::editUnit(const QString& idIn) {
    // Several selected, and this one among them: they are edited together.
    const QStringList selected = scene_->selectedUnitIds();
    if (selected.size() > 1 && (idIn.isEmpty() || selected.contains(idIn))) {
        editUnits(selected);
        return;
    }
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
        // In a fight the GM may force an edit the rules refuse (armour,
        // seed 003 "Bonus actions"): the engine logs it as an override.
        // Offered only where the engine says an override lifts the refusal.
        QMessageBox box(QMessageBox::Warning, tr("Cannot change unit"), *why, QMessageBox::Ok,
                        window_);
        const Encounter& enc = doc_->encounter();
        const Unit* before = enc.find_unit(id.toStdString());
        QPushButton* force =
            before != nullptr && !enc.combat.pending && armour_change_refusal(enc, *before, edited)
                ? box.addButton(tr("Apply as GM &Override"), QMessageBox::DestructiveRole)
                : nullptr;
        box.exec();
        if (force != nullptr && box.clickedButton() == force) {
            const auto forced = doc_->execute(override_of(EditUnit{edited}));
            if (!forced) {
                return;
            }
            QMessageBox::warning(window_, tr("Cannot change unit"), *forced);
        }
    }
}

int EditController::addCopies(int n, const QString& idIn) {
    const QString id = idIn.isEmpty() ? scene_->selectedUnitId() : idIn;
    const Encounter& enc = doc_->encounter();
    const Unit* unit = enc.find_unit(id.toStdString());
    if (unit == nullptr) {
        return 0;
    }
    const QString name = QString::fromStdString(unit->name);
    const std::vector<Unit> copies = copies_of(enc, *unit, unit->cell, n);
    if (copies.empty()) {
        window_->statusBar()->showMessage(tr("No free square for a copy of %1").arg(name), 8000);
        return 0;
    }
    // All of them or none (a pending reaction, an image over the limit):
    // one undo step, and none left empty.
    std::vector<Command> places;
    for (const Unit& copy : copies) {
        places.emplace_back(PlaceUnit{copy});
    }
    const auto why = doc_->executeAll(
        places,
        copies.size() == 1
            ? tr("Duplicate %1").arg(name)
            : tr("Add %n copies of %1", nullptr, static_cast<int>(copies.size())).arg(name));
    const int placed = why ? 0 : static_cast<int>(copies.size());
    if (placed > 0) {
        scene_->selectUnit(QString::fromStdString(copies.back().id));
    }
    if (why) {
        window_->statusBar()->showMessage(*why, 8000);
    } else if (placed < n) {
        window_->statusBar()->showMessage(
            tr("Only %n free square(s) for copies of %1", nullptr, placed).arg(name), 8000);
    } else {
        window_->statusBar()->showMessage(
            placed == 1 ? tr("%1 placed").arg(QString::fromStdString(copies[0].name))
                        : tr("%n copies of %1 placed", nullptr, placed).arg(name),
            5000);
    }
    return placed;
}

void EditController::onDeleteUnit() {
    const QStringList ids = scene_->selectedUnitIds();
    if (ids.isEmpty()) {
        return;
    }
    // Several selected: one undo step, all of them or none.
    std::vector<Command> removals;
    for (const QString& id : ids) {
        removals.emplace_back(RemoveUnit{id.toStdString()});
    }
    const auto why = ids.size() == 1 ? doc_->execute(removals.front())
                                     : doc_->executeAll(removals, tr("Delete %n units", nullptr,
                                                                     static_cast<int>(ids.size())));
    if (why) {
        window_->statusBar()->showMessage(*why, 8000);
    }
}

} // namespace skirmish::ui
