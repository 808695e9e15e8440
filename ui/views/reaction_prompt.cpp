#include "views/reaction_prompt.h"
#include "views/ui_text.h"

#include "document/encounter_document.h"
#include "scene/map_scene.h"
#include "scene/reaction_mark_item.h"
#include "scene/scene_items.h"
#include "views/map_view.h"

#include "rules/reactions.h"
#include "rules/turn_context.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTextEdit>
#include <QVBoxLayout>

namespace skirmish::ui {
namespace {

/// Hide behind and Guarded by name the ally who takes the hit.
/// The item data that says an answer names a nearby ally (HitAnswer).
constexpr int kAllyRole = Qt::UserRole + 1;
/// The item data that names the non-lethal action a counter is made with
/// (HitAnswer::action; empty for the other answers).
constexpr int kActionRole = Qt::UserRole + 2;

bool needsAlly(const QComboBox* how) {
    return how->currentData(kAllyRole).toBool();
}

/// The answer's `as` and action, as Respond takes them.
std::string answerOf(const QComboBox* how) {
    return how->currentData().toString().toStdString();
}
std::string actionOf(const QComboBox* how) {
    return how->currentData(kActionRole).toString().toStdString();
}

/// The first answer the engine takes now, or 0.
int firstAvailable(const QComboBox* how) {
    const auto* model = qobject_cast<const QStandardItemModel*>(how->model());
    for (int i = 0; model != nullptr && i < how->count(); ++i) {
        if (model->item(i)->isEnabled()) {
            return i;
        }
    }
    return 0;
}

bool isTextField(const QWidget* w) {
    if (w == nullptr) {
        return false;
    }
    if (const auto* combo = qobject_cast<const QComboBox*>(w)) {
        return combo->isEditable();
    }
    return qobject_cast<const QLineEdit*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
           qobject_cast<const QTextEdit*>(w) || qobject_cast<const QPlainTextEdit*>(w);
}

} // namespace

ReactionPrompt::ReactionPrompt(EncounterDocument* doc, MapView* view)
    : QFrame(view), doc_(doc), view_(view) {
    setObjectName(QStringLiteral("reactionPrompt"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // Dark panel with an orange edge: it must not be missed.
    setStyleSheet(QStringLiteral(
        "#reactionPrompt { background: rgba(25, 25, 30, 235); border: 3px solid #ff8c00;"
        " border-radius: 8px; }"
        "#reactionPrompt QLabel, #reactionPrompt QCheckBox { color: white; }"
        "#reactionPrompt QLabel#reactionTitle { font-size: 17px; font-weight: bold; }"
        "#reactionPrompt QLabel#reactionHint { color: #d0d0d0; }"
        "#reactionPrompt QPushButton { font-size: 14px; font-weight: bold; padding: 5px 14px; }"));

    title_ = new QLabel;
    title_->setObjectName(QStringLiteral("reactionTitle"));
    title_->setWordWrap(true);
    title_->setAlignment(Qt::AlignCenter);
    hint_ = new QLabel;
    hint_->setObjectName(QStringLiteral("reactionHint"));
    hint_->setAlignment(Qt::AlignCenter);
    hint_->setWordWrap(true);

    d20Label_ = new QLabel(tr("d20:"));
    d20_ = new QSpinBox;
    d20_->setRange(1, 20);
    d20_->setValue(10);
    d20_->setToolTip(tr("The face of the attack's d20, as rolled at the table"));
    moreLabel_ = new QLabel(tr("then:"));
    more_ = new QLineEdit;
    more_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9 ,]*")), more_));
    more_->setToolTip(tr("The faces of the other dice rolled at the table, in the order shown"));
    more_->setMinimumWidth(90);
    damageOn_ = new QCheckBox(tr("Damage:"));
    damageOn_->setToolTip(tr("Unticked: the attacker's damage stat"));
    damage_ = new QSpinBox;
    damage_->setRange(0, 999);
    damage_->setEnabled(false);
    // The labels name the fields for a screen reader (issue 18).
    d20Label_->setBuddy(d20_);
    moreLabel_->setBuddy(more_);
    damage_->setAccessibleName(tr("Damage"));
    connect(damageOn_, &QCheckBox::toggled, damage_, &QWidget::setEnabled);
    as_ = new QComboBox; // filled with the engine's answers (answer_options)
    as_->setToolTip(tr("How the unit hit answers the attack"));
    // Reached by the keyboard (Alt+A, then the arrows; Enter still reacts)
    // but not by a click, which leaves the keys with the map.
    as_->setFocusPolicy(Qt::TabFocus);
    as_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    ally_ = new QComboBox;
    ally_->setFocusPolicy(Qt::TabFocus);
    ally_->setToolTip(tr("Who takes the hit instead: a nearby ally, or one it holds"));
    connect(as_, &QComboBox::currentIndexChanged, this, [this] {
        ally_->setEnabled(needsAlly(as_));
        refresh(); // the dice to type depend on the answer
    });
    take_ = new QPushButton(tr("Take (Enter)"));
    take_->setStyleSheet(QStringLiteral("background: #2e7d32; color: white;"));
    decline_ = new QPushButton(tr("Decline (Esc)"));
    take_->setFocusPolicy(Qt::NoFocus);
    decline_->setFocusPolicy(Qt::NoFocus);
    connect(take_, &QPushButton::clicked, this, [this] { respond(true); });
    connect(decline_, &QPushButton::clicked, this, [this] { respond(false); });

    asLabel_ = new QLabel(tr("&Answer:"));
    asLabel_->setBuddy(as_);
    allyLabel_ = new QLabel(tr("A&lly:"));
    allyLabel_->setBuddy(ally_);

    // The answer on a row of its own, the dice below it, so that a long
    // answer ("Counter with Grapple") and a long die ("d20 (STR save
    // against the counter)") both stay whole on a narrow map.
    auto* answerRow = new QHBoxLayout;
    answerRow->addStretch();
    answerRow->addWidget(asLabel_);
    answerRow->addWidget(as_);
    answerRow->addWidget(allyLabel_);
    answerRow->addWidget(ally_);
    answerRow->addStretch();
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(d20Label_);
    row->addWidget(d20_);
    row->addWidget(moreLabel_);
    row->addWidget(more_);
    row->addSpacing(10);
    row->addWidget(damageOn_);
    row->addWidget(damage_);
    row->addStretch();
    // The buttons on a row of their own, so that a narrow map keeps them whole.
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(take_);
    buttons->addWidget(decline_);
    buttons->addStretch();
    auto* box = new QVBoxLayout(this);
    box->setContentsMargins(14, 10, 14, 10);
    box->addWidget(title_);
    box->addWidget(hint_);
    box->addLayout(answerRow);
    box->addLayout(row);
    box->addLayout(buttons);

    view_->installEventFilter(this);
    // Zoom and scrolling move the marks: the panel may have to make way.
    for (QScrollBar* bar : {view_->horizontalScrollBar(), view_->verticalScrollBar()}) {
        connect(bar, &QScrollBar::valueChanged, this, [this] {
            if (isVisible()) {
                place();
            }
        });
    }
    connect(view_->mapScene(), &QObject::destroyed, this, [this] { mark_ = nullptr; });
    connect(doc_, &EncounterDocument::eventsApplied, this, &ReactionPrompt::refresh);
    connect(doc_, &EncounterDocument::encounterReset, this, &ReactionPrompt::refresh);
    hide();
    refresh();
}

ReactionPrompt::~ReactionPrompt() {
    if (filtering_) {
        qApp->removeEventFilter(this);
    }
    deleteSceneItem(mark_);
}

void ReactionPrompt::giveKeysBack() {
    // A field of the panel had the keys (Alt+A, the d20): hidden, it would
    // pass them to the next widget in the window, not to the map.
    if (isAncestorOf(QApplication::focusWidget())) {
        view_->setFocus(Qt::OtherFocusReason);
    }
}

QString ReactionPrompt::text() const {
    return title_->text();
}

void ReactionPrompt::refresh() {
    const Encounter& enc = doc_->encounter();
    const auto& pending = enc.combat.pending;
    if (!enc.combat.active || !pending) {
        giveKeysBack();
        hide();
        deleteSceneItem(mark_);
        shownKey_.clear();
        if (filtering_) {
            qApp->removeEventFilter(this);
            filtering_ = false;
        }
        return;
    }
    const TurnContext ctx(enc, false);
    title_->setText(q(pending_text(ctx, *pending)));
    const Unit* by = enc.find_unit(pending->by);
    const bool entered = enc.combat.dice_mode == "entered";
    const int dmg = by ? stat_of(*by, "damage") : 0;
    // The unit hit answers from the engine's list (answer_options), each
    // with its reason when it cannot be given now; other reactions have none.
    const std::vector<HitAnswerOption> options = answer_options(ctx, *pending);
    const bool answering = !options.empty();
    if (!answering && (as_->hasFocus() || ally_->hasFocus())) {
        giveKeysBack();
    }
    as_->setVisible(answering);
    ally_->setVisible(false);
    take_->setText(answering ? tr("React (Enter)") : tr("Take (Enter)"));
    decline_->setText(answering ? tr("Take the hit (Esc)") : tr("Decline (Esc)"));
    if (answering) {
        const QSignalBlocker quiet(as_);
        const QString kept = as_->currentData().toString();
        const QString keptAction = as_->currentData(kActionRole).toString();
        as_->clear();
        auto* model = qobject_cast<QStandardItemModel*>(as_->model());
        for (const HitAnswerOption& o : options) {
            as_->addItem(q(o.answer.label), q(o.answer.as));
            const int i = as_->count() - 1;
            as_->setItemData(i, o.answer.needs_ally, kAllyRole);
            as_->setItemData(i, q(o.answer.action), kActionRole);
            as_->setItemData(i, q(o.available ? o.answer.source : o.reason), Qt::ToolTipRole);
            model->item(i)->setEnabled(o.available);
        }
        int same = -1;
        for (int i = 0; i < as_->count() && same < 0; ++i) {
            if (as_->itemData(i) == kept && as_->itemData(i, kActionRole) == keptAction) {
                same = i;
            }
        }
        as_->setCurrentIndex(same >= 0 && model->item(same)->isEnabled() ? same
                                                                         : firstAvailable(as_));
        ally_->setVisible(needsAlly(as_));
        // The unit hit (`by`) reacts: the units the engine says the chosen
        // answer may name (its nearby allies; for hiding, one it holds).
        const QString keep = ally_->currentData().toString();
        ally_->clear();
        for (const HitAnswerOption& o : options) {
            if (o.answer.as != answerOf(as_) || o.answer.action != actionOf(as_)) {
                continue;
            }
            for (const std::string& id : o.units) {
                if (const Unit* u = enc.find_unit(id)) {
                    ally_->addItem(nameOf(*u), q(u->id));
                }
            }
        }
        const int again = ally_->findData(keep);
        ally_->setCurrentIndex(again >= 0 ? again : 0);
        ally_->setEnabled(needsAlly(as_));
    }
    asLabel_->setVisible(answering);
    allyLabel_->setVisible(answering && needsAlly(as_));
    // What the GM types comes from the engine: the d20 in its box, the
    // damage dice's total in the damage box.
    const std::vector<std::string> dice =
        answering ? pending_dice(ctx, *pending, answerOf(as_), actionOf(as_))
                  : pending_dice(ctx, *pending, "");
    const bool total = !dice.empty() && dice.front().rfind("total", 0) == 0;
    // Taking the hit may need a d20 of its own (a non-lethal attack's
    // save): the same box holds it, and its label says so.
    const std::vector<std::string> taken = answering ? pending_dice(ctx, *pending, "") : dice;
    takeReadsD20_ = answering && entered && !taken.empty() && taken.front().rfind("d20", 0) == 0;
    d20ForAnswer_ = total || (entered && !dice.empty() && dice.front().rfind("d20", 0) == 0);
    const bool d20 = d20ForAnswer_ || takeReadsD20_;
    d20_->setRange(1, total ? 99 : 20);
    QStringList rest;
    for (std::size_t i = d20ForAnswer_ ? 1 : 0; i < dice.size(); ++i) {
        rest << q(dice[i]);
    }
    if (d20ForAnswer_) {
        const bool both = takeReadsD20_ && taken.front() != dice.front();
        d20Label_->setText(q(dice.front()) +
                           (both ? tr(" (taking the hit: %1)").arg(q(taken.front())) : QString()) +
                           QLatin1Char(':'));
    } else if (d20) {
        d20Label_->setText(tr("Taking the hit: %1:").arg(q(taken.front())));
    }
    const bool damage = pending_deals_damage(ctx, *pending);
    damageOn_->setVisible(damage);
    damage_->setVisible(damage);
    hint_->setText(hintText(answering, total, d20, damage, entered, dice.empty(), rest));
    d20Label_->setVisible(d20);
    d20_->setVisible(d20);
    const bool typed = entered && !total && !rest.isEmpty();
    moreLabel_->setVisible(typed);
    more_->setVisible(typed);
    moreLabel_->setText(d20ForAnswer_ ? tr("then:") : tr("Dice:"));
    more_->setPlaceholderText(rest.join(QStringLiteral(", ")));
    // Fresh fields for each new reaction.
    const QString key = q(pending->by + "|" + pending->against + "|" + to_label(pending->at) + "|" +
                          std::to_string(enc.combat.position));
    if (key != shownKey_) {
        shownKey_ = key;
        as_->setCurrentIndex(firstAvailable(as_));
        d20_->setValue(10);
        more_->clear();
        damageOn_->setChecked(false);
        damage_->setValue(std::max(0, dmg));
    }
    if (by != nullptr) {
        if (mark_ == nullptr) {
            mark_ = new ReactionMarkItem(view_->mapScene()->cellPixels());
            view_->mapScene()->addItem(mark_);
        }
        mark_->setMark(pending->at, by->cell, by->size);
    }
    if (!filtering_) {
        qApp->installEventFilter(this);
        filtering_ = true;
    }
    show();
    raise();
    place();
}

QString ReactionPrompt::hintText(bool answering, bool total, bool d20, bool damage, bool entered,
                                 bool noDice, const QStringList& rest) {
    const QString esc = answering ? tr("Esc takes the hit") : tr("Esc declines");
    if (total) {
        return tr("Type the total the player rolled, then Enter; %1").arg(esc);
    }
    if (!damage) {
        if (noDice) {
            return tr("Enter answers so; %1").arg(esc);
        }
        return entered ? tr("Enter the d20 rolled at the table, then Enter; %1").arg(esc)
                       : tr("The d20 is rolled for you: Enter; %1").arg(esc);
    }
    if (!entered) {
        return tr("The dice are rolled for you; ticked, the damage box replaces the damage dice "
                  "(or the damage)");
    }
    if (rest.isEmpty()) {
        return tr("Enter the d20 rolled at the table; ticked, the damage box replaces the damage");
    }
    const QString faces = rest.join(QStringLiteral(", "));
    return d20 ? tr("Enter the d20 rolled at the table, then the faces of: %1 (or tick Damage for "
                    "their total)")
                     .arg(faces)
               : tr("Type the faces rolled at the table of: %1 (or tick Damage for their total)")
                     .arg(faces);
}

void ReactionPrompt::place() {
    const QRect vp = view_->viewport()->geometry();
    // The words on one line when the map is wide enough.
    title_->ensurePolished();
    const QFont f = title_->font();
    const int words = QFontMetrics(f).horizontalAdvance(title_->text()) + 60;
    const int w = std::min(vp.width() - 20, std::max({520, sizeHint().width(), words}));
    const int h = heightForWidth(w) > 0 ? heightForWidth(w) : sizeHint().height();
    QRect r(vp.x() + (vp.width() - w) / 2, vp.y() + 10, w, h);
    if (mark_ != nullptr) {
        // Keep the marked squares in sight: below them when they are under the panel.
        const QRect marks = view_->mapFromScene(mark_->mapToScene(mark_->boundingRect()))
                                .boundingRect()
                                .translated(vp.topLeft());
        if (marks.intersects(r)) {
            r.moveBottom(vp.bottom() - 10);
        }
    }
    setGeometry(r);
}

Respond ReactionPrompt::response(bool take) const {
    Respond r;
    r.take = take;
    if (take) {
        if (!as_->isHidden()) { // the unit hit answers (answer_options)
            r.as = answerOf(as_);
            r.action = actionOf(as_);
            if (needsAlly(as_)) {
                r.unit = ally_->currentData().toString().toStdString();
            }
        }
        if (!d20_->isHidden() && d20ForAnswer_) {
            r.rolls = {d20_->value()};
        }
        if (!more_->isHidden()) {
            for (const QString& face : more_->text().split(
                     QRegularExpression(QStringLiteral("[ ,]+")), Qt::SkipEmptyParts)) {
                r.rolls.push_back(face.toInt());
            }
        }
    }
    if (!take && takeReadsD20_ && !d20_->isHidden()) {
        r.rolls = {d20_->value()}; // the save of a non-lethal hit taken
    }
    if (damageOn_->isChecked() && !damageOn_->isHidden()) {
        r.damage = damage_->value(); // taking the hit needs it too where damage is rolled
    }
    return r;
}

std::optional<QString> ReactionPrompt::respond(bool take) {
    auto why = doc_->execute(response(take));
    if (why) {
        emit rejected(*why);
    }
    return why;
}

bool ReactionPrompt::ownsKeys() const {
    if (!isVisible()) {
        return false;
    }
    QWidget* focus = QApplication::focusWidget();
    if (focus == nullptr) {
        return QApplication::activeModalWidget() == nullptr;
    }
    if (focus->window() != window()) {
        return false; // a dialog, or another window
    }
    return isAncestorOf(focus) || !isTextField(focus);
}

bool ReactionPrompt::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_ && event->type() == QEvent::Resize) {
        if (isVisible()) {
            place();
        }
        return false;
    }
    const bool press = event->type() == QEvent::KeyPress;
    if ((press || event->type() == QEvent::ShortcutOverride) && isVisible()) {
        auto* key = static_cast<QKeyEvent*>(event);
        const int k = key->key();
        if ((k == Qt::Key_Return || k == Qt::Key_Enter || k == Qt::Key_Escape) &&
            (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier && ownsKeys()) {
            if (press) {
                respond(k != Qt::Key_Escape);
            } else {
                // Claim the key before any shortcut on it (Edit Unit is on
                // Enter while a unit is selected): the key press follows.
                event->accept();
            }
            return true;
        }
    }
    return false;
}

} // namespace skirmish::ui
