#include "dialogs/unit_dialog.h"

#include "dialogs/catalogue_list.h"
#include "dialogs/ids.h"
#include "dialogs/stat_form.h"
#include "document/token_image_file.h"
#include "io/template_library.h"
#include "rules/ruleset.h"
#include "rules/turn_context.h"
#include "views/ui_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace skirmish::ui {
namespace {} // namespace

UnitDialog::UnitDialog(const Encounter& encounter, std::optional<Unit> existing, QWidget* parent)
    : QDialog(parent), encounter_(encounter), existing_(std::move(existing)) {
    setWindowTitle(existing_ ? tr("Edit unit") : tr("Add unit"));
    name_ = new QLineEdit;
    side_ = new QComboBox;
    for (const Side& s : encounter.sides) {
        side_->addItem(QString::fromStdString(s.name), QString::fromStdString(s.id));
    }
    cell_ = new QLineEdit(QStringLiteral("A1"));
    cell_->setPlaceholderText(tr("e.g. C8"));
    size_ = new QSpinBox;
    size_->setRange(1, BattleMap::kMaxSide); // as files allow
    // "1 cell", "2 cells" (issue 15: no "1 cells").
    const auto sizeSuffix = [this](int n) {
        size_->setSuffix(n == 1 ? tr(" cell") : tr(" cells"));
    };
    connect(size_, &QSpinBox::valueChanged, this, sizeSuffix);
    sizeSuffix(size_->value());
    const Ruleset& rules = encounter.ruleset.rules();
    statForm_ = new StatForm(rules);
    std::vector<CatalogueList::Entry> specials;
    for (const SpecialDef& d : rules.specials) {
        specials.push_back({d.id, q(d.id), q(d.effect) + QStringLiteral(" (") + q(d.source) + ')'});
    }
    specials_ = new CatalogueList(std::move(specials));
    otherSpecials_ = new QLineEdit;
    otherSpecials_->setPlaceholderText(tr("others, comma separated"));
    std::vector<CatalogueList::Entry> conditions;
    for (const ConditionDef& c : rules.conditions) {
        conditions.push_back(
            {c.id, q(c.word()), q(c.effect) + QStringLiteral(" (") + q(c.source) + ')'});
    }
    conditions_ = new CatalogueList(std::move(conditions));
    weapons_ = new QPlainTextEdit;
    weapons_->setPlaceholderText(tr(
        "one per line: name, kind, stats, specials, e.g.\n"
        "Longsword: melee, attack=4, damage_die=8\nLongbow: ranged, damage_die=8, range=12, Bow"));
    weapons_->setToolTip(
        tr("Each weapon's stats replace the unit's when it attacks with it; none listed: the "
           "unit's own stats are its attack"));
    weapons_->setTabChangesFocus(true);
    weapons_->setMaximumHeight(90);
    hidden_ = new QCheckBox(tr("Hidden from the players"));
    if (rules.summons.enabled) {
        summoner_ = new QComboBox;
        summoner_->setToolTip(
            tr("The unit whose summoning slot it fills (%1)").arg(q(rules.summons.slots_source)));
        thralled_ = new QCheckBox(tr("&Thralled: its thrall cost is paid"));
        thralled_->setToolTip(tr("A thralled summon stays after the battle; an un-thralled one "
                                 "vanishes as a battle begins or ends (%1)")
                                  .arg(q(rules.summons.thrall_source)));
        // A summon is of its summoner's side: the list follows the side.
        connect(side_, &QComboBox::currentIndexChanged, this, [this] { fillSummoners(); });
        connect(summoner_, &QComboBox::currentIndexChanged, this,
                [this] { thralled_->setEnabled(!summoner_->currentData().toString().isEmpty()); });
    }
    notes_ = new QPlainTextEdit;
    notes_->setTabChangesFocus(true);
    notes_->setMaximumHeight(90);
    imagePreview_ = new QLabel;
    imagePreview_->setFixedSize(48, 48);
    auto* chooseImage = new QPushButton(tr("C&hoose..."));
    chooseImage->setToolTip(tr("A PNG, JPEG or WebP image, cropped to a circle on the token"));
    removeImage_ = new QPushButton(tr("Remo&ve"));
    connect(chooseImage, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Token image"), QString(),
                                                          tr("Images (*.png *.jpg *.jpeg *.webp)"));
        if (!path.isEmpty()) {
            setImageFile(path);
        }
    });
    connect(removeImage_, &QPushButton::clicked, this, [this] {
        image_.reset();
        showImage();
    });
    groupNote_ = new QLabel;
    groupNote_->setWordWrap(true);
    groupNote_->setStyleSheet(QStringLiteral("font-weight: bold;"));
    groupNote_->hide();
    error_ = new QLabel;
    error_->setStyleSheet(QStringLiteral("color: #c0392b;"));
    error_->setWordWrap(true);
    error_->hide();

    if (existing_) {
        const Unit& u = *existing_;
        name_->setText(QString::fromStdString(u.name));
        side_->setCurrentIndex(std::max(0, side_->findData(QString::fromStdString(u.side))));
        cell_->setText(QString::fromStdString(to_label(u.cell)));
        size_->setValue(u.size);
        statForm_->setStats(u.stats);
        specials_->setChecked(u.specials);
        weapons_->setPlainText(weaponsText(u.weapons));
        conditions_->setChecked(u.conditions);
        hidden_->setChecked(u.hidden);
        if (summoner_ != nullptr) {
            thralled_->setChecked(u.thralled);
        }
        image_ = u.image;
        notes_->setPlainText(QString::fromStdString(u.notes));
    }

    if (summoner_ != nullptr) {
        fillSummoners();
        if (existing_) {
            summoner_->setCurrentIndex(
                std::max(0, summoner_->findData(QString::fromStdString(existing_->summoner))));
        }
        thralled_->setEnabled(!summoner_->currentData().toString().isEmpty());
    }
    auto* form = new QFormLayout;
    if (existing_) {
        form->addRow(tr("Id:"), new QLabel(QString::fromStdString(existing_->id)));
    }
    form->addRow(tr("&Name:"), name_);
    form->addRow(tr("S&ide:"), side_);
    form->addRow(tr("S&quare:"), cell_);
    form->addRow(tr("Si&ze:"), size_);
    auto* imageRow = new QHBoxLayout;
    imageRow->addWidget(imagePreview_);
    imageRow->addWidget(chooseImage);
    imageRow->addWidget(removeImage_);
    imageRow->addStretch();
    form->addRow(new QLabel(tr("Token image:")), imageRow);
    form->addRow(QString(), hidden_);
    if (summoner_ != nullptr) {
        form->addRow(tr("Su&mmoned by:"), summoner_);
        form->addRow(QString(), thralled_);
    }
    form->addRow(tr("GM &notes:"), notes_);
    showImage();

    auto* statsBox = new QGroupBox(tr("S&tats (%1)").arg(q(rules.info.name)));
    auto* statsLayout = new QVBoxLayout(statsBox);
    statsLayout->addWidget(statForm_);
    auto* top = new QHBoxLayout;
    top->addLayout(form, 2);
    top->addWidget(statsBox, 3);

    auto* specialsBox = new QGroupBox(tr("S&pecials"));
    auto* specialsLayout = new QVBoxLayout(specialsBox);
    specials_->setAccessibleName(tr("Specials"));
    otherSpecials_->setAccessibleName(tr("Other specials"));
    specialsLayout->addWidget(specials_);
    specialsLayout->addWidget(otherSpecials_);
    auto* conditionsBox = new QGroupBox(tr("&Conditions"));
    auto* conditionsLayout = new QVBoxLayout(conditionsBox);
    conditions_->setAccessibleName(tr("Conditions"));
    conditionsLayout->addWidget(conditions_);
    auto* weaponsBox = new QGroupBox(tr("&Weapons"));
    auto* weaponsLayout = new QVBoxLayout(weaponsBox);
    weapons_->setAccessibleName(tr("Weapons"));
    weaponsLayout->addWidget(weapons_);
    auto* middle = new QHBoxLayout;
    middle->addWidget(specialsBox, 1);
    middle->addWidget(conditionsBox, 1);
    middle->addWidget(weaponsBox, 2);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &UnitDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(middle);
    layout->addWidget(groupNote_);
    layout->addWidget(error_);
    layout->addWidget(buttons);
    setMinimumWidth(900); // two columns of stats; a weapon's line fits unwrapped
    name_->setFocus();    // typing starts with the name
}

void UnitDialog::setGroup(int n) {
    setWindowTitle(tr("Edit %n units", nullptr, n));
    name_->setEnabled(false);
    cell_->setEnabled(false);
    groupNote_->setText(tr("Shown: the first of the %n units. What you change here applies to "
                           "each of them; what you leave as it is stays each unit's own. Names "
                           "and squares stay.",
                           nullptr, n));
    groupNote_->show();
}

void UnitDialog::setSide(const QString& id) {
    if (const int i = side_->findData(id); i >= 0) {
        side_->setCurrentIndex(i);
    }
}

void UnitDialog::setCell(Cell c) {
    cell_->setText(QString::fromStdString(to_label(c)));
}
bool UnitDialog::setImageFile(const QString& path) {
    QString why;
    auto image = readTokenImage(path, &why);
    if (!image) {
        error_->setText(why);
        error_->show();
        return false;
    }
    error_->hide();
    image_ = std::move(image);
    showImage();
    return true;
}

void UnitDialog::showImage() {
    removeImage_->setEnabled(image_.has_value());
    if (!image_) {
        imagePreview_->setText(tr("none"));
        return;
    }
    const QImage img =
        QImage::fromData(image_->bytes.data(), static_cast<int>(image_->bytes.size()));
    imagePreview_->setPixmap(
        QPixmap::fromImage(img.scaled(48, 48, Qt::KeepAspectRatio, Qt::SmoothTransformation)));
}

void UnitDialog::setName(const QString& name) {
    name_->setText(name);
}
void UnitDialog::setStatsText(const QString& text) {
    statForm_->otherField()->setPlainText(text);
}

std::optional<std::map<std::string, int>> UnitDialog::parseStats(const QString& text,
                                                                 QString* error) {
    std::map<std::string, int> stats;
    const QStringList lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty()) {
            continue;
        }
        const int eq = line.indexOf('=');
        bool ok = false;
        const QString key = eq > 0 ? line.left(eq).trimmed() : QString();
        const int value = eq > 0 ? line.mid(eq + 1).trimmed().toInt(&ok) : 0;
        if (key.isEmpty() || !ok) {
            if (error) {
                *error = tr("Stats line %1 (\"%2\") is not name=number.").arg(i + 1).arg(line);
            }
            return std::nullopt;
        }
        stats[key.toStdString()] = value;
    }
    return stats;
}

std::set<std::string> UnitDialog::parseList(const QString& text) {
    std::set<std::string> out;
    for (const QString& item : text.split(',')) {
        const QString t = item.trimmed();
        if (!t.isEmpty()) {
            out.insert(t.toStdString());
        }
    }
    return out;
}

std::optional<std::vector<Weapon>> UnitDialog::parseWeapons(const QString& text, QString* error) {
    std::vector<Weapon> out;
    const QStringList lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty()) {
            continue;
        }
        std::string why;
        auto w = io::parse_weapon_line(line.toStdString(), &why);
        if (w && std::any_of(out.begin(), out.end(),
                             [&](const Weapon& o) { return same_condition(o.name, w->name); })) {
            why = tr("\"%1\" is listed twice").arg(QString::fromStdString(w->name)).toStdString();
            w.reset();
        }
        if (!w) {
            if (error) {
                *error = tr("Weapons line %1: %2").arg(i + 1).arg(q(why));
            }
            return std::nullopt;
        }
        out.push_back(std::move(*w));
    }
    return out;
}

QString UnitDialog::weaponsText(const std::vector<Weapon>& weapons) {
    QStringList lines;
    for (const Weapon& w : weapons) {
        lines << q(io::weapon_line(w));
    }
    return lines.join('\n');
}

std::optional<QString> UnitDialog::validate() const {
    if (name_->text().trimmed().isEmpty()) {
        return tr("The unit needs a name.");
    }
    if (side_->count() == 0) {
        return tr("Add a side first (Edit > Add side).");
    }
    if (!parse_label(cell_->text().trimmed().toStdString())) {
        return tr("Square \"%1\" is not a label like C8.").arg(cell_->text().trimmed());
    }
    QString error;
    if (!statForm_->stats(&error)) {
        return error;
    }
    if (!parseWeapons(weapons_->toPlainText(), &error)) {
        return error;
    }
    return std::nullopt;
}

void UnitDialog::accept() {
    if (auto why = validate()) {
        error_->setText(*why);
        error_->show();
        return;
    }
    QDialog::accept();
}

void UnitDialog::fillSummoners() {
    const QString kept = summoner_->currentData().toString();
    const QString side = side_->currentData().toString();
    summoner_->blockSignals(true);
    summoner_->clear();
    summoner_->addItem(tr("(not summoned)"), QString());
    for (const Unit& other : encounter_.units) {
        if (q(other.side) == side && (!existing_ || other.id != existing_->id)) {
            summoner_->addItem(nameOf(other), q(other.id));
        }
    }
    summoner_->setCurrentIndex(std::max(0, summoner_->findData(kept)));
    summoner_->blockSignals(false);
    thralled_->setEnabled(!summoner_->currentData().toString().isEmpty());
}

Unit UnitDialog::unit() const {
    Unit u;
    if (existing_) {
        u = *existing_;
    }
    const QString name = name_->text().trimmed();
    u.name = name.toStdString();
    u.side = side_->currentData().toString().toStdString();
    if (auto c = parse_label(cell_->text().trimmed().toStdString())) {
        u.cell = *c;
    }
    u.size = size_->value();
    if (auto stats = statForm_->stats()) {
        u.stats = *stats;
    }
    u.specials = specials_->checked();
    for (const std::string& other : parseList(otherSpecials_->text())) {
        u.specials.insert(other);
    }
    // Weapons as typed, unless the text is as it was shown: a name with a
    // colon or a special with a comma (possible in a file) stays intact.
    const std::vector<Weapon> before = existing_ ? existing_->weapons : std::vector<Weapon>{};
    if (weapons_->toPlainText() != weaponsText(before)) {
        if (auto weapons = parseWeapons(weapons_->toPlainText())) {
            u.weapons = *weapons;
            // One knocked away (a Disarm) stays on the ground under its name.
            for (Weapon& w : u.weapons) {
                const auto was = std::find_if(before.begin(), before.end(),
                                              [&](const Weapon& b) { return b.name == w.name; });
                w.dropped = was != before.end() && was->dropped;
            }
        }
    }
    u.conditions = conditions_->checked();
    // A timer goes with its condition.
    std::erase_if(u.condition_rounds,
                  [&](const auto& timer) { return !u.conditions.contains(timer.first); });
    u.hidden = hidden_->isChecked();
    if (summoner_ != nullptr) {
        u.summoner = summoner_->currentData().toString().toStdString();
        u.thralled = !u.summoner.empty() && thralled_->isChecked();
    }
    u.image = image_;
    u.notes = notes_->toPlainText().toStdString();
    if (!existing_) {
        u.id = uniqueId(name, QStringLiteral("unit"), [this](const QString& id) {
                   return encounter_.find_unit(id.toStdString()) != nullptr;
               }).toStdString();
    }
    return u;
}

} // namespace skirmish::ui
