#include "controllers/document_controller.h"

#include "app_settings.h"
#include "dialogs/new_encounter_dialog.h"
#include "dialogs/ruleset_combo.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "scene/map_scene.h"
#include "scene/render.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

namespace skirmish::ui {
namespace {

constexpr int kMaxRecent = 8;

} // namespace

DocumentController::DocumentController(EncounterDocument* doc, MapScene* scene, QMainWindow* window)
    : QObject(window), doc_(doc), scene_(scene), window_(window) {
    newAct_ = new QAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New..."), this);
    newAct_->setShortcut(QKeySequence::New);
    connect(newAct_, &QAction::triggered, this, &DocumentController::onNew);
    openAct_ = new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open..."), this);
    openAct_->setShortcut(QKeySequence::Open);
    connect(openAct_, &QAction::triggered, this, &DocumentController::onOpen);
    saveAct_ = new QAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"), this);
    saveAct_->setShortcut(QKeySequence::Save);
    connect(saveAct_, &QAction::triggered, this, &DocumentController::onSave);
    saveAsAct_ =
        new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save &As..."), this);
    saveAsAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(saveAsAct_, &QAction::triggered, this, &DocumentController::onSaveAs);
    importAct_ = new QAction(QIcon::fromTheme(QStringLiteral("document-import")),
                             tr("&Import Universal VTT..."), this);
    connect(importAct_, &QAction::triggered, this, &DocumentController::onImport);
    exportAct_ = new QAction(tr("&Export View as PNG..."), this);
    connect(exportAct_, &QAction::triggered, this, &DocumentController::onExportPng);
    quitAct_ = new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this);
    quitAct_->setShortcut(QKeySequence::Quit);
    quitAct_->setMenuRole(QAction::QuitRole);
    connect(quitAct_, &QAction::triggered, window_, &QWidget::close);

    connect(doc_, &EncounterDocument::modifiedChanged, this, &DocumentController::updateTitle);
    connect(doc_, &EncounterDocument::filePathChanged, this, &DocumentController::updateTitle);
    connect(doc_, &EncounterDocument::encounterReset, this, &DocumentController::updateTitle);
    connect(doc_, &EncounterDocument::settingsChanged, this, &DocumentController::updateTitle);
    updateTitle();
}

void DocumentController::fillFileMenu(QMenu* file) {
    file->addAction(newAct_);
    file->addAction(openAct_);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &DocumentController::rebuildRecentMenu);
    rebuildRecentMenu();
    file->addAction(saveAct_);
    file->addAction(saveAsAct_);
    file->addSeparator();
    file->addAction(importAct_);
    file->addAction(exportAct_);
    file->addSeparator();
    file->addAction(quitAct_);
}

// --- title, settings, errors -------------------------------------------------------

void DocumentController::updateTitle() {
    const QString path = doc_->filePath();
    const QString name = path.isEmpty() ? QString::fromStdString(doc_->encounter().name)
                                        : QFileInfo(path).fileName();
    window_->setWindowTitle(QStringLiteral("%1[*] \u2014 Skirmish").arg(name));
    window_->setWindowModified(doc_->isModified());
}

QStringList DocumentController::recentFiles() const {
    return appSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void DocumentController::addRecentFile(const QString& path) {
    QStringList files = recentFiles();
    const QString abs = QFileInfo(path).absoluteFilePath();
    files.removeAll(abs);
    files.prepend(abs);
    while (files.size() > kMaxRecent) {
        files.removeLast();
    }
    QSettings s = appSettings();
    s.setValue(QStringLiteral("recentFiles"), files);
}

void DocumentController::rebuildRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* a = recentMenu_->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave()) {
                openFile(path);
            }
        });
    }
    if (files.isEmpty()) {
        recentMenu_->addAction(tr("(none)"))->setEnabled(false);
    } else {
        recentMenu_->addSeparator();
        connect(recentMenu_->addAction(tr("Clear List")), &QAction::triggered, this, [] {
            QSettings s = appSettings();
            s.remove(QStringLiteral("recentFiles"));
        });
    }
}

void DocumentController::showError(const QString& title, const QString& text) {
    lastError_ = text;
    window_->statusBar()->showMessage(text, 10000);
    if (!quiet_) {
        QMessageBox::critical(window_, title, text);
    }
}

bool DocumentController::maybeSave() {
    if (!doc_->isModified() || quiet_) {
        return true;
    }
    const auto answer = QMessageBox::warning(
        window_, tr("Unsaved changes"),
        tr("The encounter \"%1\" has unsaved changes. Save them?")
            .arg(QString::fromStdString(doc_->encounter().name)),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        return onSave();
    }
    return answer == QMessageBox::Discard;
}

// --- files ---------------------------------------------------------------------

bool DocumentController::openFile(const QString& path) {
    auto loaded = loadEncounterFile(path);
    if (!loaded) {
        showError(tr("Cannot open encounter"),
                  QStringLiteral("%1: %2").arg(path, QString::fromStdString(loaded.reason())));
        return false;
    }
    doc_->reset(std::move(loaded).value(), QFileInfo(path).absoluteFilePath());
    addRecentFile(path);
    window_->statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
    return true;
}

bool DocumentController::saveTo(const QString& path) {
    if (auto why = saveEncounterFile(path, doc_->encounter())) {
        showError(tr("Cannot save encounter"), *why);
        return false;
    }
    doc_->setFilePath(QFileInfo(path).absoluteFilePath());
    doc_->markSaved();
    addRecentFile(path);
    updateTitle();
    window_->statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

bool DocumentController::exportPng(const QString& path) {
    RenderOptions o;
    o.view = scene_->viewMode();
    o.grid = scene_->gridVisible();
    o.labels = scene_->labelsVisible();
    const QImage image = renderEncounter(doc_->encounter(), o);
    if (image.isNull()) {
        showError(tr("Cannot export"), tr("%1: the map is too large to render").arg(path));
        return false;
    }
    if (!image.save(path, "PNG")) {
        showError(tr("Cannot export"), tr("%1: cannot write the image").arg(path));
        return false;
    }
    window_->statusBar()->showMessage(
        tr("Exported %1 (%2 x %3 px)").arg(path).arg(image.width()).arg(image.height()), 5000);
    return true;
}

bool DocumentController::importUvtt(const QString& path, RulesetId ruleset, QStringList* warnings) {
    QStringList found;
    auto imported = importUvttFile(path, ruleset, &found);
    if (!imported) {
        showError(tr("Cannot import map"),
                  QStringLiteral("%1: %2").arg(path, QString::fromStdString(imported.reason())));
        return false;
    }
    doc_->reset(std::move(imported).value(), QString());
    if (warnings) {
        *warnings = found;
    }
    if (!found.isEmpty() && !quiet_) {
        QMessageBox::information(window_, tr("Imported with warnings"),
                                 tr("%1 was imported with these warnings:\n\n%2")
                                     .arg(QFileInfo(path).fileName(), found.join('\n')));
    }
    window_->statusBar()->showMessage(tr("Imported %1").arg(path), 5000);
    return true;
}

void DocumentController::newEncounter(Encounter enc) {
    doc_->reset(std::move(enc), QString());
}

void DocumentController::onNew() {
    if (!maybeSave()) {
        return;
    }
    NewEncounterDialog dialog(window_);
    if (dialog.exec() == QDialog::Accepted) {
        newEncounter(dialog.encounter());
    }
}

void DocumentController::onOpen() {
    if (!maybeSave()) {
        return;
    }
    const QString path = QFileDialog::getOpenFileName(
        window_, tr("Open encounter"), QFileInfo(doc_->filePath()).absolutePath(),
        tr("Skirmish encounters (*.skirmish);;All files (*)"));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

bool DocumentController::onSave() {
    if (doc_->filePath().isEmpty()) {
        return onSaveAs();
    }
    return saveTo(doc_->filePath());
}

bool DocumentController::onSaveAs() {
    QString suggested = doc_->filePath();
    if (suggested.isEmpty()) {
        suggested = QString::fromStdString(doc_->encounter().name) + QStringLiteral(".skirmish");
    }
    QString path = QFileDialog::getSaveFileName(window_, tr("Save encounter"), suggested,
                                                tr("Skirmish encounters (*.skirmish)"));
    if (path.isEmpty()) {
        return false;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QStringLiteral(".skirmish");
    }
    return saveTo(path);
}

void DocumentController::onImport() {
    if (!maybeSave()) {
        return;
    }
    const QString path = QFileDialog::getOpenFileName(
        window_, tr("Import Universal VTT map"), QString(),
        tr("Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    const auto ruleset = RulesetCombo::ask(window_, tr("Import map"), tr("Ruleset:"));
    if (ruleset) {
        importUvtt(path, *ruleset);
    }
}

void DocumentController::onExportPng() {
    QString suggested = doc_->filePath().isEmpty() ? QString::fromStdString(doc_->encounter().name)
                                                   : QFileInfo(doc_->filePath()).completeBaseName();
    QString path =
        QFileDialog::getSaveFileName(window_, tr("Export view as PNG"),
                                     suggested + QStringLiteral(".png"), tr("PNG images (*.png)"));
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QStringLiteral(".png");
    }
    exportPng(path);
}

} // namespace skirmish::ui
