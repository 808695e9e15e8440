#include "dialogs/settings_dialog.h"

#include "dialogs/ruleset_combo.h"
#include "rules/ruleset.h"
#include "views/ui_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace skirmish::ui {
namespace {

QString diagonalText(DiagonalRule d) {
    switch (d) {
    case DiagonalRule::Uniform:
        return QObject::tr("every diagonal step costs 1");
    case DiagonalRule::Alternating:
        return QObject::tr("diagonals alternate 1 and 2");
    case DiagonalRule::Manhattan:
        return QObject::tr("no diagonal steps");
    }
    return {};
}

QComboBox* healthChoice(HealthShown now) {
    auto* c = new QComboBox;
    c->addItem(QObject::tr("The numbers"), static_cast<int>(HealthShown::Numbers));
    c->addItem(QObject::tr("A bar without numbers"), static_cast<int>(HealthShown::Bar));
    c->addItem(QObject::tr("Nothing"), static_cast<int>(HealthShown::Nothing));
    c->setCurrentIndex(c->findData(static_cast<int>(now)));
    return c;
}

} // namespace

SettingsDialog::SettingsDialog(const Encounter& encounter, QWidget* parent)
    : QDialog(parent), encounter_(encounter) {
    setWindowTitle(tr("Encounter settings"));
    const EncounterSettings now = encounter.settings();
    name_ = new QLineEdit(q(now.name));
    ruleset_ = new RulesetCombo;
    ruleset_->setRuleset(now.ruleset);
    squareSize_ = new QDoubleSpinBox;
    squareSize_->setRange(0.01, 10'000);
    squareSize_->setDecimals(2);
    squareSize_->setValue(now.square.size);
    initialSize_ = squareSize_->value(); // as the box shows it
    squareUnit_ = new QComboBox;
    squareUnit_->addItem(tr("feet"), static_cast<int>(LengthUnit::Feet));
    squareUnit_->addItem(tr("metres"), static_cast<int>(LengthUnit::Metres));
    squareUnit_->addItem(tr("squares"), static_cast<int>(LengthUnit::Square));
    squareUnit_->setCurrentIndex(squareUnit_->findData(static_cast<int>(now.square.unit)));
    // A plain square has no size to give.
    const auto syncSize = [this] {
        squareSize_->setEnabled(squareUnit_->currentData().toInt() !=
                                static_cast<int>(LengthUnit::Square));
    };
    connect(squareUnit_, &QComboBox::currentIndexChanged, this, syncSize);
    syncSize();
    diagonal_ = new QComboBox;
    diagonal_->addItem(QString(), -1); // the ruleset's default, named below
    for (const DiagonalRule d :
         {DiagonalRule::Uniform, DiagonalRule::Alternating, DiagonalRule::Manhattan}) {
        diagonal_->addItem(diagonalText(d), static_cast<int>(d));
    }
    diagonal_->setCurrentIndex(now.diagonal ? diagonal_->findData(static_cast<int>(*now.diagonal))
                                            : 0);
    updateDiagonalDefault();
    connect(ruleset_, &QComboBox::currentIndexChanged, this, [this] {
        updateDiagonalDefault();
        warning_->setVisible(endsTheFight());
    });
    party_ = healthChoice(encounter.player_health.party);
    enemies_ = healthChoice(encounter.player_health.enemies);
    warning_ = new QLabel(tr("A fight is on: changing the ruleset ends it."));
    warning_->setStyleSheet(QStringLiteral("color: #c0392b;"));
    warning_->setWordWrap(true);
    warning_->setVisible(false);

    auto* square = new QHBoxLayout;
    square->addWidget(squareSize_);
    square->addWidget(squareUnit_);
    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), name_);
    form->addRow(tr("&Ruleset:"), ruleset_);
    auto* squareLabel = new QLabel(tr("&Square size:"));
    squareLabel->setBuddy(squareSize_);
    squareUnit_->setAccessibleName(tr("Unit of the square size"));
    form->addRow(squareLabel, square);
    form->addRow(tr("&Diagonals:"), diagonal_);
    form->addRow(tr("&Players see the party's health:"), party_);
    form->addRow(tr("Players see &enemies' health:"), enemies_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(warning_);
    layout->addWidget(buttons);
    setMinimumWidth(560);
}

void SettingsDialog::updateDiagonalDefault() {
    const DiagonalRule d = ruleset_->ruleset().rules().info.default_diagonal;
    diagonal_->setItemText(0, tr("Ruleset default: %1").arg(diagonalText(d)));
}

EncounterSettings SettingsDialog::settings() const {
    EncounterSettings s;
    s.name = name_->text().trimmed().toStdString();
    s.ruleset = ruleset_->ruleset();
    const auto unit = static_cast<LengthUnit>(squareUnit_->currentData().toInt());
    s.square = SquareSize{unit == LengthUnit::Square ? 1.0 : squareSize_->value(), unit};
    const int d = diagonal_->currentData().toInt();
    if (d >= 0) {
        s.diagonal = static_cast<DiagonalRule>(d);
    }
    return s;
}

PlayerHealth SettingsDialog::playerHealth() const {
    return PlayerHealth{static_cast<HealthShown>(party_->currentData().toInt()),
                        static_cast<HealthShown>(enemies_->currentData().toInt())};
}

bool SettingsDialog::endsTheFight() const {
    return encounter_.combat.active && ruleset_->ruleset() != encounter_.ruleset;
}

std::vector<Command> SettingsDialog::commands(bool endFight) const {
    std::vector<Command> out;
    EncounterSettings s = settings();
    // The square as the GM left it is the encounter's own, exactly (a file
    // may hold a size the box cannot show, or any size in plain squares).
    if (squareUnit_->currentData().toInt() == static_cast<int>(encounter_.map.square().unit) &&
        squareSize_->value() == initialSize_) {
        s.square = encounter_.map.square();
    }
    if (s != encounter_.settings()) {
        out.emplace_back(EditSettings{s, endFight});
    }
    if (playerHealth() != encounter_.player_health) {
        out.emplace_back(SetPlayerHealth{playerHealth()});
    }
    return out;
}

void SettingsDialog::accept() {
    if (name_->text().trimmed().isEmpty()) {
        name_->setFocus();
        name_->setPlaceholderText(tr("The encounter needs a name"));
        return;
    }
    QDialog::accept();
}

} // namespace skirmish::ui
