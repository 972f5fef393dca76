#include "panels/scenario_panel.h"

#include "commands/list_commands.h"
#include "commands/value_command.h"
#include "panels/columns.h"
#include "panels/list_panel.h"
#include "panels/map_image_box.h"

#include "eylau/rules/exclusive_rules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace eylau::editor {

namespace {

// The engine's titles of the Exclusive Rules sections and of the variant rules (exclusive_rules.h,
// variant_rules.h), for lupdate: the panel shows them through tr().
[[maybe_unused]] constexpr const char* kRuleTitles[] = {
    QT_TRANSLATE_NOOP("eylau::editor::ScenarioPanel", "Movement restrictions"),
    QT_TRANSLATE_NOOP("eylau::editor::ScenarioPanel", "Divisional integrity"),
    QT_TRANSLATE_NOOP("eylau::editor::ScenarioPanel", "Fresh strength"),
    QT_TRANSLATE_NOOP("eylau::editor::ScenarioPanel", "Weather (optional rule)"),
    QT_TRANSLATE_NOOP("eylau::editor::ScenarioPanel", "Eylau victory (Guard committed)"),
    QT_TRANSLATE_NOOP("eylau::editor::ScenarioPanel", "Cavalry readiness (variant after La Bataille)"),
    QT_TRANSLATE_NOOP("eylau::editor::ScenarioPanel", "Artillery limbering (variant after La Bataille)"),
};

std::string& nameField(Scenario& scenario) { return scenario.name; }
std::string& titleField(Scenario& scenario) { return scenario.title; }
std::string& descriptionField(Scenario& scenario) { return scenario.description; }
RuleOptions& rulesField(Scenario& scenario) { return scenario.rules; }
GameMap& mapField(Scenario& scenario) { return scenario.map; }
int& pointsField(Scenario& scenario) { return scenario.victory.pointsPerStrengthPoint; }
std::vector<VictoryHex>& victoryHexList(Scenario& scenario) { return scenario.victory.hexes; }
std::vector<EliminationAward>& awardList(Scenario& scenario) { return scenario.victory.awards; }
std::vector<VictoryLevel>& levelList(Scenario& scenario) { return scenario.victory.levels; }

template <class T>
RowTableModel<T>* listModel(ScenarioDocument& d, ListField<T> list, std::vector<Column<T>> columns, QObject* parent,
                            const QString& what) {
    auto* model = new RowTableModel<T>(
        d, Change::Victory, [list](const Scenario& scenario) { return list(const_cast<Scenario&>(scenario)); },
        [list, what](ScenarioDocument& doc, std::size_t row, const T& after) {
            doc.push(new ReplaceItemCommand<T>(doc, list, row, after, Change::Victory, QObject::tr("Edit %1").arg(what)));
        },
        std::move(columns), parent);
    model->setProvenance([](const T& t) { return t.provenance; });
    return model;
}

template <class T>
void addListButtons(ListPanel* panel, ScenarioDocument& d, ListField<T> list, std::function<T(const Scenario&)> make,
                    const QString& what) {
    panel->setAddAction(QObject::tr("Add"), [&d, list, make, what](int) -> std::optional<int> {
        const std::size_t at = list(d.mutableScenario()).size();
        d.push(new InsertItemCommand<T>(d, list, at, make(d.scenario()), Change::Victory, QObject::tr("Add %1").arg(what)));
        return int(at);
    });
    panel->setDeleteAction([&d, list, what](int row) -> std::optional<int> {
        if (row < 0) return std::nullopt;
        d.push(new RemoveItemCommand<T>(d, list, std::size_t(row), Change::Victory, QObject::tr("Delete %1").arg(what)));
        return std::min(row, int(list(d.mutableScenario()).size()) - 1);
    });
}

}  // namespace

ScenarioPanel::ScenarioPanel(ScenarioDocument& document, QWidget* parent)
    : QWidget(parent), document_(document), tabs_(new QTabWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(makeGeneral());
    tabs_->addTab(scroll, tr("Scenario"));
    tabs_->addTab(makeVictory(), tr("Victory"));
    connect(&document_, &ScenarioDocument::changed, this, [this](Changes what) {
        if (what & (Change::Info | Change::Rules | Change::Map | Change::Victory)) refresh();
    });
    refresh();
}

// The Scenario tab: the scenario's name and description, its rules, its map.
QWidget* ScenarioPanel::makeGeneral() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(makeInfoBox(page));
    layout->addWidget(makeRulesBox(page));
    layout->addWidget(makeMapBox(page));
    mapImage_ = new MapImageBox(document_, page);
    layout->addWidget(mapImage_);
    layout->addStretch(1);
    return page;
}

// Name, title and description.
QGroupBox* ScenarioPanel::makeInfoBox(QWidget* page) {
    auto* info = new QGroupBox(tr("Scenario"), page);
    auto* form = new QFormLayout(info);
    name_ = new QLineEdit(info);
    title_ = new QLineEdit(info);
    description_ = new QPlainTextEdit(info);
    description_->setMinimumHeight(90);
    form->addRow(tr("&Name:"), name_);
    form->addRow(tr("&Title:"), title_);
    form->addRow(tr("&Description:"), description_);
    // Typing merges into one step per field until the field is left.
    auto textEdit = [this](QLineEdit* edit, Field<std::string> field, int key, const QString& label) {
        connect(edit, &QLineEdit::textEdited, this, [this, field, key, label](const QString& text) {
            document_.push(new ValueCommand<std::string>(document_, field, text.toStdString(), Change::Info, label,
                                                         editSession_ * 4 + key));
        });
        connect(edit, &QLineEdit::editingFinished, this, [this] { ++editSession_; });
    };
    textEdit(name_, nameField, 1, tr("Edit the name"));
    textEdit(title_, titleField, 2, tr("Edit the title"));
    description_->installEventFilter(this);
    connect(description_, &QPlainTextEdit::textChanged, this, [this] {
        if (updating_) return;
        document_.push(new ValueCommand<std::string>(document_, descriptionField, description_->toPlainText().toStdString(),
                                                     Change::Info, tr("Edit the description"), editSession_ * 4 + 3));
    });
    return info;
}

// The rule options: who moves first, the Exclusive Rules sections, weather, the variant rules.
QGroupBox* ScenarioPanel::makeRulesBox(QWidget* page) {
    auto* rules = new QGroupBox(tr("Rules"), page);
    auto* form = new QFormLayout(rules);
    addFirstPlayerRow(rules, form);
    addExclusiveRulesRow(rules, form);
    addWeatherRow(rules, form);
    addVariantRows(rules, form);
    return rules;
}

// 3.0: the side that moves first.
void ScenarioPanel::addFirstPlayerRow(QGroupBox* rules, QFormLayout* form) {
    firstPlayer_ = new QComboBox(rules);
    firstPlayer_->addItem(tr("French"), QStringLiteral("french"));
    firstPlayer_->addItem(tr("Allied"), QStringLiteral("allied"));
    form->addRow(tr("Moves first (3.0):"), firstPlayer_);
    connect(firstPlayer_, &QComboBox::activated, this, [this](int index) {
        RuleOptions after = document_.scenario().rules;
        after.firstPlayer = index == 0 ? Side::French : Side::Allied;
        document_.push(new ValueCommand<RuleOptions>(document_, rulesField, after, Change::Rules, tr("Change the first player")));
    });
}

// One check box per Exclusive Rules section the engine knows, with its number and title.
void ScenarioPanel::addExclusiveRulesRow(QGroupBox* rules, QFormLayout* form) {
    auto* sectionsBox = new QWidget(rules);
    auto* sectionsLayout = new QVBoxLayout(sectionsBox);
    sectionsLayout->setContentsMargins(0, 0, 0, 0);
    for (const std::string& section : knownExclusiveSections()) {  // the engine's list and titles
        auto* box = new QCheckBox(QStringLiteral("%1 %2").arg(qs(section), tr(exclusiveSectionTitle(section).c_str())),
                                  sectionsBox);
        sections_.emplace_back(section, box);
        sectionsLayout->addWidget(box);
        const QString id = qs(section);
        connect(box, &QCheckBox::toggled, this, [this, id](bool on) { toggleSection(id, on); });
    }
    form->addRow(tr("Exclusive Rules:"), sectionsBox);
}

// 22.0: whether the optional weather rule is in force unless the players say otherwise.
void ScenarioPanel::addWeatherRow(QGroupBox* rules, QFormLayout* form) {
    weather_ = new QCheckBox(tr("Weather in force by default (22.0)"), rules);
    form->addRow(tr("Options:"), weather_);
    connect(weather_, &QCheckBox::toggled, this, [this](bool on) {
        RuleOptions after = document_.scenario().rules;
        after.options["weather"] = on;
        document_.push(new ValueCommand<RuleOptions>(document_, rulesField, after, Change::Rules,
                                                     on ? tr("Weather on by default") : tr("Weather off by default")));
    });
}

// The variant rules adapted from La Bataille (CR, AL): open to every battle, off unless chosen;
// then the die roll that limbers a battery (AL.2).
void ScenarioPanel::addVariantRows(QGroupBox* rules, QFormLayout* form) {
    for (const std::string& option : variantRuleNames()) {
        auto* box = new QCheckBox(option == kCavalryReadiness ? tr("Cavalry readiness by default (variant)")
                                                              : tr("Artillery limbering by default (variant)"),
                                  rules);
        box->setToolTip(tr("%1: a variant rule adapted from La Bataille, not one of SPI's rules; any battle may offer it")
                            .arg(tr(variantRuleTitle(option).c_str())));
        box->setObjectName(QStringLiteral("variant_%1").arg(qs(option)));
        variants_.emplace_back(option, box);
        form->addRow(QString(), box);
        const QString id = qs(option);
        connect(box, &QCheckBox::toggled, this, [this, id](bool on) {
            RuleOptions after = document_.scenario().rules;
            after.options[id.toStdString()] = on;
            document_.push(new ValueCommand<RuleOptions>(document_, rulesField, after, Change::Rules,
                                                         on ? tr("%1 on by default").arg(id) : tr("%1 off by default").arg(id)));
        });
    }
    limberTarget_ = new QSpinBox(rules);
    limberTarget_->setObjectName(QStringLiteral("limberTarget"));
    limberTarget_->setRange(1, 6);
    limberTarget_->setToolTip(tr("Artillery limbering variant (AL.2): a die roll of this or less limbers a battery"));
    form->addRow(tr("Limber on a roll of (AL.2):"), limberTarget_);
    connect(limberTarget_, &QSpinBox::valueChanged, this, [this](int value) {
        if (updating_) return;
        RuleOptions after = document_.scenario().rules;
        after.limberTarget = value;
        document_.push(new ValueCommand<RuleOptions>(document_, rulesField, after, Change::Rules,
                                                     tr("Limber on a roll of %1 or less").arg(value)));
    });
}

// The map's size (changed with Resize...) and the provenance of its hexes and hexsides.
QGroupBox* ScenarioPanel::makeMapBox(QWidget* page) {
    auto* mapBox = new QGroupBox(tr("Map"), page);
    auto* mapLayout = new QFormLayout(mapBox);
    auto* sizeRow = new QHBoxLayout;
    mapSize_ = new QLabel(mapBox);
    auto* resize = new QPushButton(tr("Resize..."), mapBox);
    sizeRow->addWidget(mapSize_, 1);
    sizeRow->addWidget(resize);
    mapLayout->addRow(tr("Size:"), sizeRow);
    connect(resize, &QPushButton::clicked, this, &ScenarioPanel::resizeRequested);
    mapProvenance_ = new QComboBox(mapBox);
    mapProvenance_->addItems({QStringLiteral("printed"), QStringLiteral("reconstructed")});
    mapProvenance_->setToolTip(tr("The provenance of every hex and hexside that does not say otherwise"));
    mapLayout->addRow(tr("Provenance:"), mapProvenance_);
    connect(mapProvenance_, &QComboBox::activated, this, [this](int index) {
        GameMap after = document_.scenario().map;
        after.setProvenance(index == 0 ? Provenance::Printed : Provenance::Reconstructed);
        document_.push(new ValueCommand<GameMap>(document_, mapField, after, Change::Map, tr("Change the map's provenance")));
    });
    return mapBox;
}

void ScenarioPanel::toggleSection(const QString& section, bool on) {
    if (updating_) return;
    // The engine knows which optional rules come and go with a section (22.0: weather).
    const RuleOptions after = withExclusiveSection(document_.scenario().rules, section.toStdString(), on);
    document_.push(new ValueCommand<RuleOptions>(document_, rulesField, after, Change::Rules,
                                                 on ? tr("Use section %1").arg(section) : tr("Drop section %1").arg(section)));
}

QWidget* ScenarioPanel::makeVictory() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    auto* top = new QFormLayout;
    pointsPerStrength_ = new QSpinBox(page);
    pointsPerStrength_->setRange(0, 99);
    // Wrapped, so that the panel can be narrow and leave the map its room.
    auto* pointsLabel = new QLabel(tr("Victory Points per enemy strength point eliminated (23.1):"), page);
    pointsLabel->setWordWrap(true);
    top->addRow(pointsLabel, pointsPerStrength_);
    layout->addLayout(top);
    connect(pointsPerStrength_, &QSpinBox::valueChanged, this, [this](int value) {
        if (updating_) return;
        document_.push(new ValueCommand<int>(document_, pointsField, value, Change::Victory,
                                             tr("Victory Points per strength point"), editSession_ * 4));
    });

    auto* splitter = new QSplitter(Qt::Vertical, page);
    layout->addWidget(splitter, 1);

    std::vector<Column<VictoryHex>> hexColumns;
    hexColumns.push_back({tr("Hex"), [](const Scenario&, const VictoryHex& v) -> QVariant { return qs(v.hex.id()); },
                          [](const Scenario&, VictoryHex& v, const QVariant& value) {
                              auto hex = Hex::parse(value.toString().trimmed().toStdString());
                              if (!hex) return false;
                              v.hex = *hex;
                              return true;
                          }});
    hexColumns.push_back(textColumn<VictoryHex>(tr("Name"), &VictoryHex::name));
    hexColumns.push_back(intColumn<VictoryHex>(tr("Points"), &VictoryHex::points, 0, 999));
    hexColumns.push_back(provenanceColumn<VictoryHex>());
    hexColumns.push_back(noteColumn<VictoryHex>());
    victoryHexes_ = new ListPanel(listModel<VictoryHex>(document_, victoryHexList, hexColumns, this, tr("victory hex")), splitter);
    victoryHexes_->setExplanation(tr("Victory hexes (23.4): worth their points to the side that controls them at the end. "
                                     "The Victory tool marks them on the map."));
    addListButtons<VictoryHex>(victoryHexes_, document_, victoryHexList, [](const Scenario& scenario) {
        VictoryHex v;
        v.hex = Hex{scenario.map.firstColumn() + scenario.map.columns() / 2, scenario.map.firstRow() + scenario.map.rows() / 2};
        v.name = scenario.map.hex(v.hex).name;
        v.points = 5;
        return v;
    }, tr("victory hex"));

    std::vector<Column<EliminationAward>> awardColumns;
    awardColumns.push_back({tr("Side"), [](const Scenario&, const EliminationAward& a) -> QVariant { return qs(toString(a.side)); },
                            [](const Scenario&, EliminationAward& a, const QVariant& v) {
                                auto side = parseSide(v.toString().toStdString());
                                if (!side) return false;
                                a.side = *side;
                                return true;
                            },
                            [](const Scenario&) { return QStringList{QStringLiteral("french"), QStringLiteral("allied")}; }});
    awardColumns.push_back(intColumn<EliminationAward>(tr("Eliminated"), &EliminationAward::eliminated, 0, 9999));
    awardColumns.back().toolTip = tr("Enemy strength points the side must have eliminated");
    awardColumns.push_back(intColumn<EliminationAward>(tr("Points"), &EliminationAward::points, 0, 999));
    awardColumns.push_back(boolColumn<EliminationAward>(tr("Guard committed"), &EliminationAward::requiresGuardCommitted));
    awardColumns.back().toolTip = tr("Only once the French Guard has been committed (23.3)");
    awardColumns.push_back(provenanceColumn<EliminationAward>());
    awardColumns.push_back(noteColumn<EliminationAward>());
    auto* awards = new ListPanel(listModel<EliminationAward>(document_, awardList, awardColumns, this, tr("award")), splitter);
    awards->setExplanation(tr("Awards (23.2, 23.3): bonus points for eliminating enemy strength."));
    addListButtons<EliminationAward>(awards, document_, awardList, [](const Scenario&) {
        EliminationAward a;
        a.eliminated = 20;
        a.points = 5;
        return a;
    }, tr("award"));

    std::vector<Column<VictoryLevel>> levelColumns;
    levelColumns.push_back(intColumn<VictoryLevel>(tr("From"), &VictoryLevel::from, 0, 9999));
    levelColumns.back().toolTip = tr("Victory Point superiority from which this level applies; the first is 0");
    levelColumns.push_back(textColumn<VictoryLevel>(tr("Level"), &VictoryLevel::name));
    levelColumns.push_back(provenanceColumn<VictoryLevel>());
    levelColumns.push_back(noteColumn<VictoryLevel>());
    auto* levels = new ListPanel(listModel<VictoryLevel>(document_, levelList, levelColumns, this, tr("level of victory")), splitter);
    levels->setExplanation(tr("Levels of victory (23.5), in increasing order."));
    addListButtons<VictoryLevel>(levels, document_, levelList, [](const Scenario& scenario) {
        VictoryLevel l;
        l.from = scenario.victory.levels.empty() ? 0 : scenario.victory.levels.back().from + 10;
        l.name = scenario.victory.levels.empty() ? "Draw" : "Victory";
        return l;
    }, tr("level of victory"));
    return page;
}

void ScenarioPanel::refresh() {
    updating_ = true;
    const Scenario& scenario = document_.scenario();
    auto setLine = [](QLineEdit* edit, const std::string& value) {
        if (edit->text() != qs(value)) edit->setText(qs(value));
    };
    setLine(name_, scenario.name);
    setLine(title_, scenario.title);
    if (description_->toPlainText() != qs(scenario.description)) description_->setPlainText(qs(scenario.description));
    firstPlayer_->setCurrentIndex(scenario.rules.firstPlayer == Side::French ? 0 : 1);
    for (const auto& [section, box] : sections_) {
        const QSignalBlocker block(box);
        box->setChecked(scenario.rules.hasExclusive(section));
    }
    {
        const QSignalBlocker block(weather_);
        weather_->setChecked(scenario.rules.option("weather"));
        weather_->setEnabled(scenario.rules.hasExclusive(sectionOfOption("weather")));
    }
    for (const auto& [option, box] : variants_) {
        const QSignalBlocker block(box);
        box->setChecked(scenario.rules.option(option));
    }
    {
        const QSignalBlocker block(limberTarget_);
        limberTarget_->setValue(scenario.rules.limberTarget);
    }
    mapSize_->setText(tr("%1 x %2 hexes (%3)").arg(scenario.map.columns()).arg(scenario.map.rows()).arg(qs(scenario.map.bounds())));
    mapProvenance_->setCurrentIndex(scenario.map.provenance() == Provenance::Printed ? 0 : 1);
    {
        const QSignalBlocker block(pointsPerStrength_);
        pointsPerStrength_->setValue(scenario.victory.pointsPerStrengthPoint);
    }
    updating_ = false;
}

bool ScenarioPanel::eventFilter(QObject* watched, QEvent* event) {
    // Leaving the description ends its step of the history, as leaving a line edit does.
    if (watched == description_ && event->type() == QEvent::FocusOut) ++editSession_;
    return QWidget::eventFilter(watched, event);
}

void ScenarioPanel::showRules() { tabs_->setCurrentIndex(0); }

void ScenarioPanel::showVictory() { tabs_->setCurrentIndex(1); }

}  // namespace eylau::editor
