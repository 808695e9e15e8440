#include "controllers/welcome_controller.h"

#include "controllers/document_controller.h"
#include "dialogs/recovery_dialog.h"
#include "document/autosave.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "mainwindow.h"
#include "rules/registry.h"
#include "rules/ruleset.h"
#include "views/map_view.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QMessageBox>
#include <QProcess>
#include <QScrollArea>
#include <QStackedWidget>

#include <spdlog/spdlog.h>

#include <algorithm>

namespace skirmish::ui {

WelcomeController::WelcomeController(MainWindow* window, EncounterDocument* doc,
                                     DocumentController* files, QStackedWidget* centre,
                                     MapView* view)
    : QObject(window), window_(window), doc_(doc), files_(files), centre_(centre), view_(view),
      scroll_(new QScrollArea(centre)), page_(new WelcomePage(scroll_)) {
    // In a scroll area: the page never makes the window wider than it was.
    scroll_->setWidget(page_);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    centre_->addWidget(scroll_);
    centre_->addWidget(view_);
    centre_->setCurrentWidget(view_);
    connect(page_, &WelcomePage::newRequested, files_->newAction(), &QAction::trigger);
    connect(page_, &WelcomePage::openRequested, files_->openAction(), &QAction::trigger);
    connect(page_, &WelcomePage::importRequested, files_->importAction(), &QAction::trigger);
    connect(page_, &WelcomePage::fileRequested, this, [this](const QString& path) {
        if (files_->maybeSave()) {
            files_->openFile(path);
        }
    });
    connect(page_, &WelcomePage::sampleRequested, this, &WelcomeController::openSample);
    connect(page_, &WelcomePage::recoverRequested, this, [this] {
        if (!files_->maybeSave()) {
            return;
        }
        recoverLeftWork(QString());
        page_->setRecoverable(
            static_cast<int>(Autosave::pending(Autosave::defaultFolder()).size()));
    });
    connect(doc_, &EncounterDocument::encounterReset, this,
            [this] { centre_->setCurrentWidget(view_); });
}

void WelcomeController::show() {
    page_->setRecentFiles(files_->recentFiles());
    page_->setSamples(samples());
    page_->setRecoverable(static_cast<int>(Autosave::pending(Autosave::defaultFolder()).size()));
    centre_->setCurrentWidget(scroll_);
}

bool WelcomeController::isShown() const {
    return centre_->currentWidget() == scroll_;
}

std::vector<WelcomePage::Sample> WelcomeController::samples() {
    std::vector<std::pair<std::size_t, WelcomePage::Sample>> found;
    const auto& order = RulesetRegistry::builtin().all();
    const QDir dir(QStringLiteral(":/samples"));
    for (const QString& name : dir.entryList({QStringLiteral("*.skirmish")}, QDir::Files)) {
        const QString path = dir.filePath(name);
        auto enc = loadEncounterFile(path);
        if (!enc) {
            spdlog::warn("a built-in sample does not read: {}", enc.reason());
            continue;
        }
        const auto at = std::find(order.begin(), order.end(), enc.value().ruleset);
        found.push_back({static_cast<std::size_t>(at - order.begin()),
                         {path, QString::fromStdString(enc.value().name),
                          QString::fromStdString(enc.value().ruleset.rules().info.name)}});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<WelcomePage::Sample> out;
    for (auto& [rank, sample] : found) {
        out.push_back(std::move(sample));
    }
    return out;
}

void WelcomeController::openSample(const QString& path) {
    if (!files_->maybeSave()) {
        return;
    }
    auto enc = loadEncounterFile(path);
    if (!enc) {
        QMessageBox::warning(window_, tr("Cannot open the sample"),
                             QString::fromStdString(enc.reason()));
        return;
    }
    files_->newEncounter(std::move(enc).value()); // unsaved: Save asks where
}

bool WelcomeController::recoverLeftWork(const QString& slot) {
    const QString folder = Autosave::defaultFolder();
    const auto left = Autosave::pending(folder);
    std::vector<Autosave::Pending> chosen;
    if (!slot.isEmpty()) {
        std::copy_if(left.begin(), left.end(), std::back_inserter(chosen),
                     [&](const Autosave::Pending& p) { return p.slot == slot; });
    } else if (!left.empty()) {
        RecoveryDialog dialog(left, window_);
        if (dialog.exec() != QDialog::Accepted) {
            return false;
        }
        chosen = dialog.chosen();
        for (const auto& p : left) {
            if (std::none_of(chosen.begin(), chosen.end(),
                             [&](const auto& c) { return c.slot == p.slot; })) {
                Autosave::forget(folder, p.slot); // unticked: thrown away
            }
        }
    }
    bool here = false;
    for (const Autosave::Pending& p : chosen) {
        if (here) {
            QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                    {QStringLiteral("--recover"), p.slot});
        } else if (auto why = window_->recover(folder, p.slot, p.copy, p.source)) {
            spdlog::warn("the autosave cannot be read: {}", why->toStdString());
            QMessageBox::warning(window_, tr("Cannot restore"), *why);
        } else {
            here = true;
        }
    }
    return here;
}

} // namespace skirmish::ui
