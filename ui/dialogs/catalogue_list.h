#pragma once
/// @file CatalogueList: a check list of a ruleset's catalogue (its specials
/// or its conditions, issue 15), each entry with its effect and seed
/// section as a tooltip. Ids a unit has that the catalogue lacks are
/// listed too, checked and marked as kept, so that nothing is lost.

#include <QListWidget>

#include <set>
#include <string>
#include <vector>

namespace skirmish::ui {

class CatalogueList : public QListWidget {
    Q_OBJECT
public:
    struct Entry {
        std::string id;
        QString label;   ///< in the ruleset's words
        QString tooltip; ///< the effect, the seed section
    };
    explicit CatalogueList(std::vector<Entry> entries, QWidget* parent = nullptr);

    /// Checks the entries in `ids`; an id not in the catalogue is added.
    void setChecked(const std::set<std::string>& ids);
    /// The ids checked.
    std::set<std::string> checked() const;
    /// The row of `id`, or nullptr.
    QListWidgetItem* itemFor(const std::string& id) const;

private:
    QListWidgetItem* addEntry(const Entry& e);
};

} // namespace skirmish::ui
