#pragma once
/// @file UnitDialog: add or edit a unit. A new unit's id is made from its
/// name, unique in the encounter. The stats are typed by the ruleset's
/// schema (StatForm), the specials and conditions are check lists of its
/// catalogues (CatalogueList; what a file holds beyond them is kept). The
/// dialog only checks syntax (the square label, "name=value" lines); the
/// engine checks the rest when the PlaceUnit/EditUnit command runs.

#include "encounter/encounter.h"

#include <QDialog>

#include <optional>

class QLineEdit;
class QComboBox;
class QSpinBox;
class QPlainTextEdit;
class QCheckBox;
class QLabel;
class QPushButton;

namespace skirmish::ui {

class CatalogueList;
class StatForm;

class UnitDialog : public QDialog {
    Q_OBJECT
public:
    /// `existing` set: edit that unit (its id is kept); else a new unit.
    UnitDialog(const Encounter& encounter, std::optional<Unit> existing, QWidget* parent = nullptr);

    /// The unit as entered. Only meaningful after the dialog was accepted
    /// (or validate() returned nullopt).
    Unit unit() const;

    void setCell(Cell c);
    /// Edits `n` units together (issue 15): the form shows the first, its
    /// name and square cannot be changed, and a note says that what is
    /// changed applies to all of them (with_changes).
    void setGroup(int n);
    /// Chooses side `id` (ignored when the encounter has no such side).
    void setSide(const QString& id);
    /// Sets the token image from the file at `path` (as Choose... does);
    /// false, with the reason under the form, when it cannot be used.
    bool setImageFile(const QString& path);
    void setName(const QString& name);
    /// Sets the "other stats" lines (name=number).
    void setStatsText(const QString& text);
    StatForm* statForm() const { return statForm_; }
    CatalogueList* specialsList() const { return specials_; }
    CatalogueList* conditionsList() const { return conditions_; }
    QComboBox* summonerBox() const { return summoner_; }
    QCheckBox* thralledBox() const { return thralled_; }

    /// Why the entries cannot make a unit ("Square 'Z' is not a label like
    /// C8"), or nullopt when they can.
    std::optional<QString> validate() const;

    /// Parses "name=value" lines (blank lines ignored). Returns the error
    /// of the first bad line in `error` and nullopt then.
    static std::optional<std::map<std::string, int>> parseStats(const QString& text,
                                                                QString* error = nullptr);
    /// Splits a comma list, trimming items and dropping empty ones.
    static std::set<std::string> parseList(const QString& text);
    /// Parses weapon lines, one weapon a line: "Longbow: ranged, attack=3,
    /// damage_die=8, range=12, Bow": the name, then a kind (melee,
    /// ranged, unarmed, thrown; default melee), stats as name=number and
    /// specials, in any order. The error of the first bad line goes in
    /// `error` (a line without a name, a bad number, a name used twice),
    /// and nullopt is returned then.
    static std::optional<std::vector<Weapon>> parseWeapons(const QString& text,
                                                           QString* error = nullptr);
    /// The lines parseWeapons reads back as `weapons`.
    static QString weaponsText(const std::vector<Weapon>& weapons);

public slots:
    void accept() override;

private:
    /// The summoner list: "(not summoned)" and the other units of the side
    /// chosen (a summon is of its summoner's side).
    void fillSummoners();

    const Encounter& encounter_;
    std::optional<Unit> existing_;
    QLineEdit* name_;
    QComboBox* side_;
    QLineEdit* cell_;
    QSpinBox* size_;
    StatForm* statForm_;
    CatalogueList* specials_;
    QLineEdit* otherSpecials_;
    QPlainTextEdit* weapons_;
    CatalogueList* conditions_;
    QCheckBox* hidden_;
    /// Where the ruleset binds summons (SummonPolicy): the summoner, or
    /// "(not summoned)", and whether its thrall cost is paid; else null.
    QComboBox* summoner_ = nullptr;
    QCheckBox* thralled_ = nullptr;
    QPlainTextEdit* notes_;
    QLabel* groupNote_;
    QLabel* error_;
    QLabel* imagePreview_;
    QPushButton* removeImage_;
    std::optional<TokenImage> image_;

    void showImage();
};

} // namespace skirmish::ui
