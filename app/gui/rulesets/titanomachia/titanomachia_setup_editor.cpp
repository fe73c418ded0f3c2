#include "rulesets/titanomachia/titanomachia_setup_editor.h"

#include "engine/decision_text.h"
#include "engine/errors.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "games/titanomachia/titanomachia_ruleset.h"
#include "games/titanomachia/titanomachia_terrain_generator.h"
#include "games/titanomachia/titanomachia_titan_builder.h"
#include "rulesets/titanomachia/titanomachia_names.h"
#include "rulesets/titanomachia/titanomachia_setup_commands.h"

#include <QCoreApplication>
#include <QEvent>
#include <QStringList>
#include <algorithm>

namespace pb::gui {

using nlohmann::json;
using namespace pb::titanomachia;
using titanomachia::TitanNames;

namespace {

constexpr const char* kRulesetId = "titanomachia";

// Scores and Armour of one card, as the set-up keeps them.
int& valueOf(Titan& titan, int system, int k) {
    SystemCard& card = titan.systems[std::size_t(system)];
    return k < 0 ? card.armour : card.scores[std::size_t(k)];
}

int cardPoints(const SystemCard& card, int system) {
    int points = card.armour;
    for (int k = 0; k < kScoreCount[std::size_t(system)]; ++k)
        points += card.scores[std::size_t(k)];
    return points;
}

// The layout a game of seed 1 gives a set-up whose terrain is a mix, so that
// the editor always shows (and saves) squares.
void layOut(Setup& setup) {
    Rng rng(1);
    for (int seat = 0; seat < kSeats; ++seat) {
        PlayerSetup& p = setup.players[std::size_t(seat)];
        if (!p.terrainLayout.empty())
            continue;
        std::vector<int> layout;
        for (std::size_t t = 0; t < p.terrainCount.size(); ++t)
            for (int k = 0; k < p.terrainCount[t]; ++k)
                layout.push_back(int(t));
        layout.resize(kHalf, 0);
        for (int i = kHalf - 1; i > 0; --i)
            std::swap(layout[std::size_t(i)], layout[rng.below(std::uint32_t(i + 1))]);
        p.terrainLayout = layout;
    }
}

void recount(PlayerSetup& p, std::size_t types) {
    p.terrainCount.assign(types, 0);
    for (int t : p.terrainLayout)
        ++p.terrainCount[std::size_t(t)];
}

} // namespace

TitanomachiaSetupEditor::TitanomachiaSetupEditor(QObject* parent) : DesignPartEditor(parent) {
    connect(&undoStack_, &QUndoStack::cleanChanged, this, &DesignPartEditor::dirtyChanged);
    // Installing a translator sends the application a LanguageChange.
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

bool TitanomachiaSetupEditor::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() &&
        loaded_)
        // Queued: the pane's layouts are mid-retranslation now, and rebuilding
        // their models under them crashes Qt 6.4's layout engine.
        QMetaObject::invokeMethod(this, &TitanomachiaSetupEditor::setupChanged,
                                  Qt::QueuedConnection);
    return DesignPartEditor::eventFilter(watched, event);
}

TitanomachiaSetupEditor::~TitanomachiaSetupEditor() {
    // The commands point at this editor: drop them first.
    undoStack_.clear();
}

void TitanomachiaSetupEditor::changed() {
    setMessages({}, {});
    emit setupChanged();
}

void TitanomachiaSetupEditor::load(const std::optional<db::DesignRow>& row) {
    loaded_ = false;
    if (row && row->ruleset == QLatin1String(kRulesetId)) {
        try {
            params_ = ruleset().parameters().resolve(row->params);
            prices_ = pricesFromParams(params_);
            // Read leniently, so that a set-up over its budget opens to be fixed.
            Prices lenient = prices_;
            lenient.budget = 100000;
            lenient.maxScore = lenient.maxArmour = 9;
            try {
                setup_ = setupFromJson(row->setup, lenient);
            } catch (const InvalidInput& failure) {
                setup_ = setupFromJson(nullptr, lenient);
                //: %1 why the saved set-up could not be read
                setMessages(tr("The saved set-up could not be read (%1); shown: the defaults.")
                                .arg(QString::fromUtf8(failure.what())),
                            {});
            }
            layOut(setup_);
            loaded_ = true;
        } catch (const std::exception& failure) {
            setMessages(QString::fromUtf8(failure.what()), {});
        }
    }
    emit setupChanged();
    emit dirtyChanged();
}

void TitanomachiaSetupEditor::onDesignsChanged() {
    // The parameters (budget, prices) may have changed; the set-up stays as edited.
    if (!loaded_)
        return;
    const auto row = readDesign();
    if (!row)
        return; // the design went away; reload() follows the id
    try {
        params_ = ruleset().parameters().resolve(row->params);
        prices_ = pricesFromParams(params_);
        emit setupChanged();
    } catch (const std::exception& failure) {
        setMessages(QString::fromUtf8(failure.what()), {});
    }
}

void TitanomachiaSetupEditor::setSeat(int seat) {
    if (seat < 0 || seat >= kSeats || seat == seat_)
        return;
    seat_ = seat;
    emit setupChanged();
}

void TitanomachiaSetupEditor::setBrush(int type) {
    if (type < 0 || std::size_t(type) >= setup_.terrainTypes.size() || type == brush_)
        return;
    brush_ = type;
    emit brushChanged();
}

json TitanomachiaSetupEditor::setupJson() const {
    return setupToJson(setup_);
}

json TitanomachiaSetupEditor::costOf(int seat) const {
    const PlayerSetup& p = setup_.players[std::size_t(seat)];
    const PlayerSetup& other = setup_.players[std::size_t(1 - seat)];
    int terrain = 0, objectives = 0;
    for (std::size_t t = 0; t < setup_.terrainTypes.size() && t < p.terrainCount.size(); ++t)
        terrain += p.terrainCount[t] * setup_.terrainTypes[t].cost;
    for (const auto& o : p.objectives)
        objectives += prices_.objectiveCost[std::size_t(o.type)];
    const int titan = titanCost(p.titan, prices_);
    // R1: the bid counts when this player may pay it (its bid is at least the other's).
    const int bid = p.bid >= other.bid ? p.bid : 0;
    const int total = titan + terrain + objectives + bid;
    return {
        {"titan", titan}, {"terrain", terrain},       {"objectives", objectives},      {"bid", bid},
        {"total", total}, {"budget", prices_.budget}, {"left", prices_.budget - total}};
}

bool TitanomachiaSetupEditor::overBudget() const {
    if (!loaded_)
        return false;
    for (int seat = 0; seat < kSeats; ++seat)
        if (costOf(seat)["left"].get<int>() < 0)
            return true;
    return false;
}

QString TitanomachiaSetupEditor::budgetProblem() const {
    if (!loaded_)
        return {};
    QStringList problems;
    for (int seat = 0; seat < kSeats; ++seat)
        if (const json c = costOf(seat); c["left"].get<int>() < 0)
            //: %1 a player (P1), %2 the points its set-up costs, %3 the budget
            problems.append(tr("%1 spends %2 points; the budget is %3.")
                                .arg(QString::fromStdString(pb::playerLabel(seat)))
                                .arg(c["total"].get<int>())
                                .arg(c["budget"].get<int>()));
    return problems.join(QLatin1Char(' '));
}

QVariantList TitanomachiaSetupEditor::costs() const {
    QVariantList out;
    if (!loaded_)
        return out;
    for (int seat = 0; seat < kSeats; ++seat) {
        const json c = costOf(seat);
        QVariantMap m;
        for (const char* key : {"titan", "terrain", "objectives", "bid", "total", "budget", "left"})
            m.insert(QString::fromLatin1(key), c[key].get<int>());
        m.insert(QStringLiteral("seat"), seat);
        m.insert(QStringLiteral("label"), QStringLiteral("P%1").arg(seat + 1));
        m.insert(QStringLiteral("over"), c["left"].get<int>() < 0);
        out.append(m);
    }
    return out;
}

QVariantList TitanomachiaSetupEditor::systems() const {
    QVariantList out;
    if (!loaded_)
        return out;
    const Titan& titan = setup_.players[std::size_t(seat_)].titan;
    for (int s = 0; s < kSystemCount; ++s) {
        const SystemCard& card = titan.systems[std::size_t(s)];
        QVariantList fields;
        fields.append(QVariantMap{{QStringLiteral("k"), -1},
                                  {QStringLiteral("label"), TitanNames::armour()},
                                  {QStringLiteral("value"), card.armour},
                                  {QStringLiteral("min"), 1},
                                  {QStringLiteral("max"), prices_.maxArmour}});
        for (int k = 0; k < kScoreCount[std::size_t(s)]; ++k)
            fields.append(QVariantMap{{QStringLiteral("k"), k},
                                      {QStringLiteral("label"), TitanNames::score(s, k)},
                                      {QStringLiteral("value"), card.scores[std::size_t(k)]},
                                      {QStringLiteral("min"), scoreAtLeastOne(s, k) ? 1 : 0},
                                      {QStringLiteral("max"), prices_.maxScore}});
        out.append(
            QVariantMap{{QStringLiteral("system"), s},
                        {QStringLiteral("name"), TitanNames::system(s)},
                        {QStringLiteral("cost"), cardPoints(card, s) * systemPointCost(s, prices_)},
                        {QStringLiteral("fields"), fields}});
    }
    return out;
}

QVariantList TitanomachiaSetupEditor::objectives() const {
    QVariantList out;
    if (!loaded_)
        return out;
    const PlayerSetup& p = setup_.players[std::size_t(seat_)];
    for (int t = 0; t < kObjectiveTypeCount; ++t) {
        const bool chosen = std::any_of(p.objectives.begin(), p.objectives.end(),
                                        [t](const ObjectiveChoice& o) { return o.type == t; });
        out.append(QVariantMap{{QStringLiteral("type"), t},
                               {QStringLiteral("name"), TitanNames::objective(t)},
                               {QStringLiteral("goal"), TitanNames::objectiveGoal(t)},
                               {QStringLiteral("price"), prices_.objectiveCost[std::size_t(t)]},
                               {QStringLiteral("chosen"), chosen}});
    }
    return out;
}

int TitanomachiaSetupEditor::seatOfSquare(int square) const {
    return square < 0 || square >= kSquares ? -1 : (inHomeHalf(0, square) ? 0 : 1);
}

QVariantList TitanomachiaSetupEditor::squares() const {
    QVariantList out;
    if (!loaded_)
        return out;
    for (int sq = 0; sq < kSquares; ++sq) {
        const int seat = seatOfSquare(sq);
        const int index = seat == 0 ? sq - kHalf : sq;
        const int type = setup_.players[std::size_t(seat)].terrainLayout[std::size_t(index)];
        out.append(QVariantMap{
            {QStringLiteral("index"), sq},
            {QStringLiteral("name"), TitanNames::square(sq)},
            {QStringLiteral("terrainIndex"), type},
            {QStringLiteral("terrain"), TitanNames::terrain(QString::fromStdString(
                                            setup_.terrainTypes[std::size_t(type)].name))},
            {QStringLiteral("editable"), seat == seat_}});
    }
    return out;
}

QVariantList TitanomachiaSetupEditor::terrainTypes() const {
    QVariantList out;
    for (std::size_t t = 0; loaded_ && t < setup_.terrainTypes.size(); ++t) {
        const TerrainType& type = setup_.terrainTypes[t];
        out.append(QVariantMap{
            {QStringLiteral("index"), int(t)},
            {QStringLiteral("name"), TitanNames::terrain(QString::fromStdString(type.name))},
            {QStringLiteral("armour"), type.armour},
            {QStringLiteral("difficulty"), type.difficulty},
            {QStringLiteral("interference"), type.interference},
            {QStringLiteral("cost"), type.cost}});
    }
    return out;
}

bool TitanomachiaSetupEditor::setScore(int system, int k, int value) {
    if (!loaded_ || system < 0 || system >= kSystemCount || k < -1 ||
        k >= kScoreCount[std::size_t(system)])
        return false;
    const int lo = k < 0 ? 1 : (scoreAtLeastOne(system, k) ? 1 : 0);
    const int hi = k < 0 ? prices_.maxArmour : prices_.maxScore;
    if (value < lo || value > hi) {
        //: %1 a score (Speed), %2 and %3 its bounds
        setMessages(tr("%1 must be %2 to %3.")
                        .arg(k < 0 ? TitanNames::armour() : TitanNames::score(system, k))
                        .arg(lo)
                        .arg(hi),
                    {});
        return false;
    }
    const int before = valueOf(setup_.players[std::size_t(seat_)].titan, system, k);
    if (before == value)
        return true;
    undoStack_.push(new SetSystemScoreCommand(this, seat_, system, k, before, value));
    return true;
}

bool TitanomachiaSetupEditor::setBid(int value) {
    if (!loaded_)
        return false;
    if (value < 0 || value > prices_.budget) {
        //: %1 the budget
        setMessages(tr("A bid must be 0 to %1.").arg(prices_.budget), {});
        return false;
    }
    const int before = setup_.players[std::size_t(seat_)].bid;
    if (before != value)
        undoStack_.push(new SetBidCommand(this, seat_, before, value));
    return true;
}

bool TitanomachiaSetupEditor::toggleObjective(int type) {
    if (!loaded_ || type < 0 || type >= kObjectiveTypeCount)
        return false;
    const auto& chosen = setup_.players[std::size_t(seat_)].objectives;
    if (chosen.size() == 1 && chosen.front().type == type) {
        setMessages(tr("A player needs at least one Objective."), {});
        return false;
    }
    undoStack_.push(new ToggleObjectiveCommand(this, seat_, type));
    return true;
}

bool TitanomachiaSetupEditor::placeTerrain(int square) {
    if (!loaded_ || seatOfSquare(square) != seat_) {
        if (loaded_)
            setMessages(tr("Each player places terrain in its own home half."), {});
        return false;
    }
    const int index = seat_ == 0 ? square - kHalf : square;
    const int before = setup_.players[std::size_t(seat_)].terrainLayout[std::size_t(index)];
    if (before != brush_)
        undoStack_.push(new PlaceTerrainCommand(this, square, before, brush_));
    return true;
}

bool TitanomachiaSetupEditor::randomizeTerrain(const QString& seedText) {
    if (!loaded_)
        return false;
    bool ok = false;
    const qulonglong seed = seedText.trimmed().toULongLong(&ok);
    if (!ok) {
        //: %1 what the designer typed as a seed
        setMessages(tr("The seed must be a whole number, not \"%1\".").arg(seedText), {});
        return false;
    }
    const PlayerSetup& p = setup_.players[std::size_t(seat_)];
    // What the budget leaves for terrain once Titan, Objectives and bid are paid.
    const json cost = costOf(seat_);
    const int limit = cost["left"].get<int>() + cost["terrain"].get<int>();
    std::vector<int> after = randomTerrainLayout(seed, setup_.terrainTypes, limit);
    undoStack_.push(
        new RandomizeTerrainCommand(this, seat_, p.terrainLayout, std::move(after), seed));
    return true;
}

bool TitanomachiaSetupEditor::autoBuild(const QString& preset) {
    if (!loaded_)
        return false;
    const PlayerSetup& p = setup_.players[std::size_t(seat_)];
    Titan shape, after;
    try {
        shape = presetTitan(preset.toStdString());
    } catch (const InvalidInput&) {
        //: %1 what was asked for
        setMessages(tr("There is no Titan preset \"%1\".").arg(preset), {});
        return false;
    }
    try {
        after = autoTitan(shape, p, setup_.terrainTypes, prices_);
    } catch (const InvalidInput&) {
        //: %1 points
        setMessages(tr("Too few points left for a Titan: the smallest costs %1.")
                        .arg(titanCost(minimumTitan(), prices_)),
                    {});
        return false;
    }
    undoStack_.push(new AutoBuildTitanCommand(this, seat_, p.titan, after));
    //: %1 the Titan's cost in points
    setMessages({}, tr("Titan built for %1 points.").arg(titanCost(after, prices_)));
    return true;
}

void TitanomachiaSetupEditor::applyTitan(int seat, const Titan& titan) {
    setup_.players[std::size_t(seat)].titan = titan;
    seat_ = seat;
    changed();
}

void TitanomachiaSetupEditor::applyScore(int seat, int system, int k, int value) {
    valueOf(setup_.players[std::size_t(seat)].titan, system, k) = value;
    seat_ = seat;
    changed();
}

void TitanomachiaSetupEditor::applyBid(int seat, int value) {
    setup_.players[std::size_t(seat)].bid = value;
    seat_ = seat;
    changed();
}

void TitanomachiaSetupEditor::applyToggleObjective(int seat, int type) {
    auto& chosen = setup_.players[std::size_t(seat)].objectives;
    const auto it = std::find_if(chosen.begin(), chosen.end(),
                                 [type](const ObjectiveChoice& o) { return o.type == type; });
    if (it != chosen.end()) {
        chosen.erase(it);
    } else {
        ObjectiveChoice o;
        o.type = type;
        // Kept in the order of the templates, so that designations come in a fixed order.
        chosen.insert(std::find_if(chosen.begin(), chosen.end(),
                                   [type](const ObjectiveChoice& c) { return c.type > type; }),
                      o);
    }
    seat_ = seat;
    changed();
}

void TitanomachiaSetupEditor::applyTerrain(int square, int type) {
    const int seat = seatOfSquare(square);
    PlayerSetup& p = setup_.players[std::size_t(seat)];
    p.terrainLayout[std::size_t(seat == 0 ? square - kHalf : square)] = type;
    recount(p, setup_.terrainTypes.size());
    seat_ = seat;
    changed();
}

void TitanomachiaSetupEditor::applyLayout(int seat, const std::vector<int>& layout) {
    PlayerSetup& p = setup_.players[std::size_t(seat)];
    p.terrainLayout = layout;
    recount(p, setup_.terrainTypes.size());
    seat_ = seat;
    changed();
}

bool TitanomachiaSetupEditor::save() {
    if (!loaded_)
        return false;
    // The budget in the designer's words; the core's sentence names JSON fields.
    if (const QString problem = budgetProblem(); !problem.isEmpty()) {
        //: %1 why, naming the player
        setMessages(tr("Not saved: %1").arg(problem), {});
        return false;
    }
    const json setup = setupJson();
    try {
        (void)setupFromJson(setup, prices_); // the budget and every rule of the set-up
    } catch (const InvalidInput& refusal) {
        //: %1 why, naming the player
        setMessages(tr("Not saved: %1").arg(QString::fromUtf8(refusal.what())), {});
        return false;
    }
    return storeDesign([&setup](db::DesignRow& row) { row.setup = setup; }, tr("Set-up saved."));
}

} // namespace pb::gui
