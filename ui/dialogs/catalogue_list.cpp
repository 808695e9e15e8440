#include "dialogs/catalogue_list.h"

#include "rules/turn_context.h"
#include "views/ui_text.h"

namespace skirmish::ui {
namespace {
constexpr int kCatalogueIdRole = Qt::UserRole;
} // namespace

CatalogueList::CatalogueList(std::vector<Entry> entries, QWidget* parent) : QListWidget(parent) {
    for (const Entry& e : entries) {
        addEntry(e);
    }
    setMaximumHeight(130);
}

QListWidgetItem* CatalogueList::addEntry(const Entry& e) {
    auto* item = new QListWidgetItem(e.label, this);
    item->setData(kCatalogueIdRole, q(e.id));
    item->setToolTip(e.tooltip);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(Qt::Unchecked);
    return item;
}

QListWidgetItem* CatalogueList::itemFor(const std::string& id) const {
    for (int i = 0; i < count(); ++i) {
        // As the rules compare them: "flat footed" is "Flat-footed".
        if (same_condition(item(i)->data(kCatalogueIdRole).toString().toStdString(), id)) {
            return item(i);
        }
    }
    return nullptr;
}

void CatalogueList::setChecked(const std::set<std::string>& ids) {
    for (int i = 0; i < count(); ++i) {
        item(i)->setCheckState(Qt::Unchecked);
    }
    for (const std::string& id : ids) {
        QListWidgetItem* it = itemFor(id);
        if (it == nullptr) {
            it = addEntry({id, q(id),
                           tr("Not in this ruleset's catalogue: kept, and the rules "
                              "do nothing with it")});
            QFont f = it->font();
            f.setItalic(true);
            it->setFont(f);
        }
        // The unit's own spelling is what is kept.
        it->setData(kCatalogueIdRole, q(id));
        it->setCheckState(Qt::Checked);
    }
}

std::set<std::string> CatalogueList::checked() const {
    std::set<std::string> out;
    for (int i = 0; i < count(); ++i) {
        if (item(i)->checkState() == Qt::Checked) {
            out.insert(item(i)->data(kCatalogueIdRole).toString().toStdString());
        }
    }
    return out;
}

} // namespace skirmish::ui
