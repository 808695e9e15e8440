#include "views/unit_list.h"
#include "views/ui_text.h"

#include "document/encounter_document.h"
#include "scene/map_scene.h"

#include <QHeaderView>
#include <QPainter>
#include <QPixmap>

namespace skirmish::ui {
namespace {

constexpr int kUnitIdRole = Qt::UserRole + 1;

} // namespace

UnitList::UnitList(EncounterDocument* doc, MapScene* scene, QWidget* parent)
    : QTreeWidget(parent), doc_(doc), scene_(scene) {
    setAccessibleName(tr("Units"));
    setColumnCount(2);
    setHeaderLabels({tr("Unit"), tr("Square")});
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(false);
    setRootIsDecorated(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    connect(doc_, &EncounterDocument::encounterReset, this, &UnitList::rebuild);
    connect(doc_, &EncounterDocument::eventsApplied, this, [this] { rebuild(); });
    connect(scene_, &MapScene::selectedUnitChanged, this, &UnitList::selectFromScene);
    connect(this, &QTreeWidget::itemSelectionChanged, this, [this] {
        if (syncing_) {
            return;
        }
        const QString id = currentUnitId();
        if (!id.isEmpty()) {
            scene_->selectUnit(id);
            emit unitPicked(id);
        }
    });
    connect(this, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
        const QString id = item->data(0, kUnitIdRole).toString();
        if (!id.isEmpty()) {
            scene_->activateUnit(id);
        }
    });
    rebuild();
}

QString UnitList::currentUnitId() const {
    const auto items = selectedItems();
    return items.isEmpty() ? QString() : items.first()->data(0, kUnitIdRole).toString();
}

void UnitList::rebuild() {
    syncing_ = true;
    clear();
    const Encounter& enc = doc_->encounter();
    QHash<QString, QTreeWidgetItem*> sides;
    for (const Side& s : enc.sides) {
        auto* item = new QTreeWidgetItem(this);
        item->setText(0,
                      QString::fromStdString(s.name) + (s.player ? tr(" (players)") : QString()));
        item->setIcon(0, sideSwatch(QColor(QString::fromStdString(s.color))));
        item->setFlags(Qt::ItemIsEnabled);
        QFont f = item->font(0);
        f.setBold(true);
        item->setFont(0, f);
        sides.insert(QString::fromStdString(s.id), item);
    }
    QTreeWidgetItem* orphans = nullptr;
    for (const Unit& u : enc.units) {
        QTreeWidgetItem* parent = sides.value(QString::fromStdString(u.side), nullptr);
        if (!parent) {
            if (!orphans) {
                orphans = new QTreeWidgetItem(this, {tr("(no side)")});
                orphans->setFlags(Qt::ItemIsEnabled);
            }
            parent = orphans;
        }
        auto* item = new QTreeWidgetItem(parent);
        QString name = QString::fromStdString(u.name);
        if (u.hidden) {
            name += tr(" (hidden)");
            item->setForeground(0, palette().color(QPalette::Disabled, QPalette::Text));
        }
        item->setText(0, name);
        item->setText(1, QString::fromStdString(to_label(u.cell)));
        item->setData(0, kUnitIdRole, QString::fromStdString(u.id));
        item->setToolTip(0, QString::fromStdString(u.id));
    }
    expandAll();
    syncing_ = false;
    selectFromScene(scene_->selectedUnitId());
}

void UnitList::selectFromScene(const QString& id) {
    syncing_ = true;
    clearSelection();
    if (!id.isEmpty()) {
        for (QTreeWidgetItemIterator it(this); *it; ++it) {
            if ((*it)->data(0, kUnitIdRole).toString() == id) {
                (*it)->setSelected(true);
                scrollToItem(*it);
                break;
            }
        }
    }
    syncing_ = false;
}

} // namespace skirmish::ui
