#include "docks/template_library_dock.h"

#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "rules/ruleset.h"
#include "scene/map_scene.h"
#include "views/map_view.h"
#include "views/ui_text.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

#include <algorithm>

namespace skirmish::ui {
namespace {

constexpr int kIndexRole = Qt::UserRole;

/// The list lets a template be dragged onto the map (MapScene places it).
class TemplateList : public QListWidget {
public:
    using QListWidget::QListWidget;

protected:
    QStringList mimeTypes() const override { return {MapScene::kTemplateMime}; }
    QMimeData* mimeData(const QList<QListWidgetItem*>& items) const override {
        auto* mime = new QMimeData;
        if (!items.isEmpty()) {
            mime->setData(MapScene::kTemplateMime,
                          QByteArray::number(items.front()->data(kIndexRole).toInt()));
        }
        return mime;
    }
};

} // namespace

TemplateLibraryDock::TemplateLibraryDock(EncounterDocument* doc, MapScene* scene, MapView* view,
                                         QWidget* parent)
    : QDockWidget(tr("Templates"), parent), doc_(doc), scene_(scene), view_(view) {
    setObjectName(QStringLiteral("templatesDock"));
    list_ = new TemplateList;
    list_->setAccessibleName(tr("Unit templates"));
    list_->setDragEnabled(true);
    list_->setDragDropMode(QAbstractItemView::DragOnly);
    list_->setToolTip(tr("T or a double click places it; drag it onto the map"));
    side_ = new QComboBox;
    side_->setToolTip(tr("The side a placed template joins"));
    side_->setAccessibleName(tr("Side for placed templates"));
    saveAct_ = new QAction(tr("Save Unit as &Template"), this);
    saveAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    saveAct_->setToolTip(tr("Keep the selected unit in the library for next time"));
    connect(saveAct_, &QAction::triggered, this, [this] { saveUnit(); });
    placeAct_ = new QAction(tr("&Place Template"), this);
    placeAct_->setShortcut(QKeySequence(Qt::Key_T));
    placeAct_->setShortcutContext(Qt::WindowShortcut);
    placeAct_->setToolTip(tr("Place the chosen template near the pointer"));
    connect(placeAct_, &QAction::triggered, this, [this] {
        // Near the pointer when it is over the map, else the view's centre.
        const QPoint local = view_->viewport()->mapFromGlobal(QCursor::pos());
        std::optional<Cell> near;
        if (view_->viewport()->rect().contains(local)) {
            near = scene_->sceneToCell(view_->mapToScene(local));
        }
        place(-1, near);
    });
    connect(list_, &QListWidget::itemDoubleClicked, this,
            [this](QListWidgetItem* item) { place(list_->row(item)); });

    auto* save = new QPushButton(tr("Save"));
    save->setToolTip(saveAct_->toolTip());
    connect(save, &QPushButton::clicked, saveAct_, &QAction::trigger);
    auto* placeButton = new QPushButton(tr("Place"));
    connect(placeButton, &QPushButton::clicked, this, [this] { place(); });
    auto* remove = new QPushButton(tr("Delete"));
    remove->setToolTip(tr("Remove the chosen template from the library"));
    connect(remove, &QPushButton::clicked, this, [this] {
        const int i = indexOfRow(list_->currentRow());
        if (i >= 0) {
            all_.erase(all_.begin() + i);
            store();
            rebuild();
        }
    });
    auto* importButton = new QPushButton(tr("Import..."));
    connect(importButton, &QPushButton::clicked, this, [this] {
        const QString p = QFileDialog::getOpenFileName(this, tr("Import templates"), QString(),
                                                       tr("Templates (*.json *.csv)"));
        if (!p.isEmpty()) {
            importFile(p);
        }
    });
    auto* exportButton = new QPushButton(tr("Export..."));
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString p = QFileDialog::getSaveFileName(this, tr("Export templates"), QString(),
                                                       tr("Templates (*.json *.csv)"));
        if (!p.isEmpty()) {
            exportFile(p);
        }
    });

    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    ruleset_ = new QLabel;
    layout->addWidget(ruleset_);
    auto* sideRow = new QHBoxLayout;
    sideRow->addWidget(new QLabel(tr("Side:")));
    sideRow->addWidget(side_, 1);
    layout->addLayout(sideRow);
    layout->addWidget(list_);
    auto* row1 = new QHBoxLayout;
    row1->addWidget(save);
    row1->addWidget(placeButton);
    row1->addWidget(remove);
    auto* row2 = new QHBoxLayout;
    row2->addWidget(importButton);
    row2->addWidget(exportButton);
    layout->addLayout(row1);
    layout->addLayout(row2);
    setWidget(body);
    addAction(placeAct_);
    addAction(saveAct_);

    connect(doc_, &EncounterDocument::encounterReset, this, &TemplateLibraryDock::rebuild);
    connect(doc_, &EncounterDocument::settingsChanged, this, &TemplateLibraryDock::rebuild);
    connect(doc_, &EncounterDocument::eventsApplied, this,
            [this](const std::vector<Event>& events) {
                if (std::any_of(events.begin(), events.end(), [](const Event& e) {
                        return std::holds_alternative<SideAdded>(e) ||
                               std::holds_alternative<SideChanged>(e);
                    })) {
                    rebuild();
                }
            });
    connect(scene_, &MapScene::templateDropped, this, [this](int index, Cell cell) {
        for (int r = 0; r < list_->count(); ++r) {
            if (list_->item(r)->data(kIndexRole).toInt() == index) {
                place(r, cell);
                return;
            }
        }
    });
    setLibraryPath(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                   QStringLiteral("/templates.json"));
}

void TemplateLibraryDock::setLibraryPath(const QString& path) {
    path_ = path;
    load();
    rebuild();
}

void TemplateLibraryDock::load() {
    all_.clear();
    unreadable_ = false;
    QFile f(path_);
    if (!f.exists()) {
        return;
    }
    // A library that cannot be read is never written over: the GM's
    // templates stay in the file until it is fixed or moved away.
    if (!f.open(QIODevice::ReadOnly)) {
        unreadable_ = true;
        emit message(tr("Cannot read the template library %1: %2").arg(path_, f.errorString()));
        return;
    }
    auto read = io::read_templates(f.readAll().toStdString());
    if (!read) {
        unreadable_ = true;
        emit message(tr("The template library %1 cannot be read (%2); it is left as it is")
                         .arg(path_, q(read.reason())));
        return;
    }
    all_ = std::move(read).value();
}

bool TemplateLibraryDock::store() {
    if (unreadable_) {
        emit message(tr("The template library %1 cannot be read, so it is not written over; "
                        "fix or move the file first")
                         .arg(path_));
        return false;
    }
    QDir().mkpath(QFileInfo(path_).absolutePath());
    // The old library stays whole if the write fails.
    if (auto why = saveTextFile(path_, io::write_templates(all_))) {
        emit message(tr("The template library: %1").arg(*why));
        return false;
    }
    return true;
}

void TemplateLibraryDock::rebuild() {
    const Encounter& enc = doc_->encounter();
    const QString side = side_->currentData().toString();
    side_->clear();
    for (const Side& s : enc.sides) {
        side_->addItem(q(s.name), q(s.id));
    }
    // Enemies first: most templates are monsters.
    int pick = side_->findData(side);
    if (pick < 0) {
        const auto it = std::find_if(enc.sides.begin(), enc.sides.end(),
                                     [](const Side& s) { return !s.player; });
        pick = it == enc.sides.end() ? 0 : static_cast<int>(it - enc.sides.begin());
    }
    side_->setCurrentIndex(pick);
    const int row = list_->currentRow();
    list_->clear();
    for (std::size_t i = 0; i < all_.size(); ++i) {
        if (all_[i].ruleset != enc.ruleset) {
            continue;
        }
        auto* item = new QListWidgetItem(q(all_[i].unit.name), list_);
        item->setData(kIndexRole, static_cast<int>(i));
        QStringList stats;
        for (const auto& [k, v] : all_[i].unit.stats) {
            stats << QStringLiteral("%1 %2").arg(q(k)).arg(v);
        }
        item->setToolTip(stats.join(QStringLiteral(", ")));
    }
    if (list_->count() > 0) {
        list_->setCurrentRow(std::clamp(row, 0, list_->count() - 1));
    }
    ruleset_->setText(tr("Templates for %1").arg(q(enc.ruleset.rules().info.name)));
}

int TemplateLibraryDock::indexOfRow(int row) const {
    QListWidgetItem* item = list_->item(row);
    return item == nullptr ? -1 : item->data(kIndexRole).toInt();
}

bool TemplateLibraryDock::saveUnit(const QString& idIn) {
    const QString id = idIn.isEmpty() ? scene_->selectedUnitId() : idIn;
    const Encounter& enc = doc_->encounter();
    const Unit* u = enc.find_unit(id.toStdString());
    if (u == nullptr) {
        emit message(tr("Select the unit to keep as a template"));
        return false;
    }
    if (unreadable_) {
        return store(); // says why, writes nothing
    }
    merge({io::template_of(enc, *u)});
    if (!store()) {
        return false;
    }
    rebuild();
    emit message(tr("%1 kept in the template library").arg(q(u->name)));
    return true;
}

void TemplateLibraryDock::merge(std::vector<io::UnitTemplate> more) {
    for (io::UnitTemplate& t : more) {
        auto same = std::find_if(all_.begin(), all_.end(), [&](const io::UnitTemplate& o) {
            return o.ruleset == t.ruleset && o.unit.name == t.unit.name;
        });
        if (same != all_.end()) {
            *same = std::move(t);
        } else {
            all_.push_back(std::move(t));
        }
    }
}

bool TemplateLibraryDock::place(int row, std::optional<Cell> near) {
    const int i = indexOfRow(row < 0 ? list_->currentRow() : row);
    const Encounter& enc = doc_->encounter();
    if (i < 0 || side_->currentIndex() < 0) {
        emit message(enc.sides.empty() ? tr("Add a side first (Edit > Add Side)")
                                       : tr("Choose a template to place"));
        return false;
    }
    const Cell centre = scene_->sceneToCell(view_->mapToScene(view_->viewport()->rect().center()));
    const Cell at = near.value_or(Cell{std::clamp(centre.x, 0, enc.map.width() - 1),
                                       std::clamp(centre.y, 0, enc.map.height() - 1)});
    auto unit = io::unit_from_template(enc, all_[static_cast<std::size_t>(i)],
                                       side_->currentData().toString().toStdString(), at);
    if (!unit) {
        emit message(
            tr("No free square for %1").arg(q(all_[static_cast<std::size_t>(i)].unit.name)));
        return false;
    }
    if (auto why = doc_->execute(PlaceUnit{*unit})) {
        emit message(*why);
        return false;
    }
    scene_->selectUnit(q(unit->id));
    emit message(tr("%1 placed at %2").arg(q(unit->name), q(to_label(unit->cell))));
    return true;
}

bool TemplateLibraryDock::importFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        emit message(tr("Cannot read %1: %2").arg(path, f.errorString()));
        return false;
    }
    const std::string text = f.readAll().toStdString();
    const bool csv =
        QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0;
    auto read =
        csv ? io::read_templates_csv(text, doc_->encounter().ruleset) : io::read_templates(text);
    if (!read) {
        emit message(tr("%1: %2").arg(QFileInfo(path).fileName(), q(read.reason())));
        return false;
    }
    if (unreadable_) {
        return store(); // says why, writes nothing
    }
    const int n = static_cast<int>(read.value().size());
    merge(std::move(read).value());
    if (!store()) {
        return false;
    }
    rebuild();
    emit message(tr("%n template(s) imported", nullptr, n));
    return true;
}

bool TemplateLibraryDock::exportFile(const QString& path) {
    std::vector<io::UnitTemplate> mine;
    std::copy_if(all_.begin(), all_.end(), std::back_inserter(mine),
                 [&](const io::UnitTemplate& t) { return t.ruleset == doc_->encounter().ruleset; });
    const bool csv =
        QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0;
    const std::string text = csv ? io::write_templates_csv(mine) : io::write_templates(mine);
    if (auto why = saveTextFile(path, text)) {
        emit message(*why);
        return false;
    }
    emit message(tr("%n template(s) exported", nullptr, static_cast<int>(mine.size())));
    return true;
}

} // namespace skirmish::ui
