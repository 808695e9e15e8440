#include "controllers/clipboard_controller.h"

#include "document/encounter_document.h"
#include "encounter/unit_copies.h"
#include "io/unit_clipboard.h"
#include "rules/ruleset.h"
#include "scene/map_scene.h"
#include "views/map_view.h"

#include <QAction>
#include <QClipboard>
#include <QCursor>
#include <QEvent>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMimeData>
#include <QStatusBar>

#include <algorithm>

namespace skirmish::ui {
namespace {

/// The clipboard's units text: our MIME type, else plain text that may be
/// a copy pasted through another program.
QByteArray clipboardText() {
    const QMimeData* data = QGuiApplication::clipboard()->mimeData();
    if (data == nullptr) {
        return {};
    }
    if (data->hasFormat(QString::fromLatin1(ClipboardController::kMimeType))) {
        return data->data(QString::fromLatin1(ClipboardController::kMimeType));
    }
    return data->text().toUtf8();
}

} // namespace

ClipboardController::ClipboardController(EncounterDocument* doc, MapScene* scene, MapView* view,
                                         QMainWindow* window)
    : QObject(window), doc_(doc), scene_(scene), view_(view), window_(window) {
    copyAct_ = new QAction(tr("&Copy Units"), this);
    copyAct_->setShortcut(QKeySequence::Copy);
    copyAct_->setToolTip(tr("The selected units, to paste here or in another encounter"));
    connect(copyAct_, &QAction::triggered, this, [this] { copySelection(); });
    pasteAct_ = new QAction(tr("&Paste Units"), this);
    pasteAct_->setShortcut(QKeySequence::Paste);
    pasteAct_->setToolTip(tr("The copied units, on the square under the pointer"));
    pasteAct_->installEventFilter(this); // tells the shortcut from the menu
    connect(pasteAct_, &QAction::triggered, this, [this] {
        paste();
        viaShortcut_ = false;
    });
}

bool ClipboardController::eventFilter(QObject* watched, QEvent* event) {
    if (watched == pasteAct_ && event->type() == QEvent::Shortcut) {
        viaShortcut_ = true;
    }
    return QObject::eventFilter(watched, event);
}

void ClipboardController::say(const QString& text) {
    window_->statusBar()->showMessage(text, 8000);
}

bool ClipboardController::hasUnits() {
    return io::read_unit_clip(clipboardText().toStdString()).ok();
}

int ClipboardController::copySelection() {
    const QStringList ids = scene_->selectedUnitIds();
    if (ids.isEmpty()) {
        say(tr("Select the units to copy first"));
        return 0;
    }
    std::vector<std::string> list;
    for (const QString& id : ids) {
        list.push_back(id.toStdString());
    }
    const QByteArray text = QByteArray::fromStdString(io::write_unit_clip(doc_->encounter(), list));
    auto* data = new QMimeData;
    data->setData(QString::fromLatin1(kMimeType), text);
    data->setText(QString::fromUtf8(text));
    QGuiApplication::clipboard()->setMimeData(data);
    say(tr("Copied %n unit(s)", nullptr, static_cast<int>(ids.size())));
    return static_cast<int>(ids.size());
}

int ClipboardController::paste(std::optional<Cell> at) {
    auto clip = io::read_unit_clip(clipboardText().toStdString());
    if (!clip) {
        say(tr("The clipboard holds no units copied from Skirmish"));
        return 0;
    }
    const Encounter& enc = doc_->encounter();
    if (!at) {
        // The square under the pointer when the GM points at the map and
        // presses Ctrl+V; from the Edit menu, the middle of the view.
        const QPoint pointer = view_->viewport()->mapFromGlobal(QCursor::pos());
        const bool pointing = viaShortcut_ && view_->viewport()->rect().contains(pointer);
        const QPoint from = pointing ? pointer : view_->viewport()->rect().center();
        at = scene_->sceneToCell(view_->mapToScene(from));
    }
    const auto commands = paste_commands(enc, clip.value().sides, clip.value().units, *at);
    std::vector<QString> placed;
    for (const Command& c : commands) {
        if (const auto* p = std::get_if<PlaceUnit>(&c)) {
            placed.push_back(QString::fromStdString(p->unit.id));
        }
    }
    if (placed.empty()) {
        say(tr("No free square for the copied units"));
        return 0;
    }
    const int n = static_cast<int>(placed.size());
    if (auto why = doc_->executeAll(commands, tr("Paste %n unit(s)", nullptr, n))) {
        say(*why);
        return 0;
    }
    scene_->selectUnits(QStringList(placed.begin(), placed.end()));
    QString text = tr("Pasted %n unit(s)", nullptr, n);
    if (n < static_cast<int>(clip.value().units.size())) {
        text += tr("; the map had no room for the rest");
    }
    if (clip.value().ruleset != enc.ruleset) {
        text += tr("; copied from a %1 encounter, their stats are kept as they were")
                    .arg(QString::fromStdString(clip.value().ruleset.rules().info.name));
    }
    say(text);
    return n;
}

} // namespace skirmish::ui
