// The designer's data: the reading's section 3 as the default, and the set-up
// JSON the deck editor writes, checked field by field.

#include "engine/errors.h"
#include "engine/hasher.h"
#include "games/butterfly_effect/butterfly_effect_game.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "games/butterfly_effect/butterfly_effect_setup_error.h"

#include <algorithm>

namespace pb::butterfly_effect {

namespace {

using nlohmann::json;

struct EffectInfo {
    Effect effect;
    const char* name;
    int defaultValue;
};
constexpr std::array<EffectInfo, kEffectCount> kEffects{{
    {Effect::Strength, "strength", 2},
    {Effect::DefenceStrength, "defenceStrength", 1},
    {Effect::AttackStrength, "attackStrength", 1},
    {Effect::Move, "move", 1},
    {Effect::Camouflage, "camouflage", 5},
    {Effect::Vines, "vines", 1},
    {Effect::Fertility, "fertility", 1},
    {Effect::DeepRoots, "deepRoots", 0},
}};

// `code`, `values` and `names` as SetupError lists them.
[[noreturn]] void refuse(const std::string& field, const std::string& problem,
                         const std::string& code, std::vector<long long> values = {},
                         std::vector<std::string> names = {}) {
    throw SetupError(code, field, std::move(values), std::move(names),
                     "setup." + field + ": " + problem);
}

int intField(const json& object, const std::string& key, int fallback, int lo, int hi,
             const std::string& path) {
    if (!object.contains(key) || object[key].is_null())
        return fallback;
    const json& v = object[key];
    if (!v.is_number_integer())
        refuse(path + "." + key, "must be an integer", "notInteger");
    const int value = v.get<int>();
    if (value < lo || value > hi)
        refuse(path + "." + key,
               std::to_string(value) + " is outside " + std::to_string(lo) + ".." +
                   std::to_string(hi),
               "outside", {value, lo, hi});
    return value;
}

std::string nameField(const json& object, const std::string& fallback, const std::string& path) {
    if (!object.contains("name") || object["name"].is_null())
        return fallback;
    if (!object["name"].is_string() || object["name"].get<std::string>().empty())
        refuse(path + ".name", "must be a non-empty string", "nameEmpty");
    return object["name"].get<std::string>();
}

// Reads the X cells of a drawn pattern into the card.
void setPattern(SpeciesCard& card, const std::vector<std::string>& rows, const std::string& path) {
    if (rows.empty() || static_cast<int>(rows.size()) > kMaxPatternSide)
        // No rows at all is a pattern without a cell (the editor's last cell cleared).
        refuse(path, "must have 1.." + std::to_string(kMaxPatternSide) + " rows",
               rows.empty() ? "patternEmpty" : "patternRows", {kMaxPatternSide});
    card.cells = 0;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].empty() || static_cast<int>(rows[r].size()) > kMaxPatternSide)
            refuse(path + "[" + std::to_string(r) + "]",
                   "must have 1.." + std::to_string(kMaxPatternSide) + " cells", "patternCells",
                   {kMaxPatternSide});
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            const char ch = rows[r][c];
            if (ch != 'X' && ch != '.')
                refuse(path + "[" + std::to_string(r) + "]", "cells are 'X' or '.'", "patternCell");
            if (ch == 'X') {
                card.dr[static_cast<std::size_t>(card.cells)] = static_cast<std::int8_t>(r);
                card.dc[static_cast<std::size_t>(card.cells)] = static_cast<std::int8_t>(c);
                ++card.cells;
            }
        }
    }
    if (card.cells == 0)
        refuse(path, "needs at least one 'X'", "patternEmpty");
    card.pattern = rows;
}

SpeciesCard species(const char* name, int strength, int move, int health,
                    std::vector<std::string> pattern, int copies) {
    SpeciesCard card;
    card.name = name;
    card.strength = strength;
    card.move = move;
    card.health = health;
    card.copies = copies;
    setPattern(card, pattern, "species");
    return card;
}

// The default board of section 3, generalized to `size`: green spots on the
// even columns of the first and last rows, cities on the middle row at the
// second column, the middle and the second last.
void defaultBoard(Content& content, int size) {
    content.size = size;
    for (int era = 0; era < kEras; ++era) {
        auto& green = content.green[static_cast<std::size_t>(era)];
        auto& city = content.city[static_cast<std::size_t>(era)];
        green.fill(false);
        city.fill(-1);
        for (int c = 0; c < size; c += 2) {
            green[static_cast<std::size_t>(c)] = true;
            green[static_cast<std::size_t>((size - 1) * size + c)] = true;
        }
        const int mid = size / 2;
        const int cols[3] = {1, mid, size - 2};
        for (int i = 0; i < 3; ++i)
            city[static_cast<std::size_t>(mid * size + cols[i])] = static_cast<std::int8_t>(i);
        content.cityCount[static_cast<std::size_t>(era)] = 3;
    }
}

json squareList(const std::array<bool, kMaxSquares>& marks, int size) {
    json list = json::array();
    for (int sq = 0; sq < size * size; ++sq)
        if (marks[static_cast<std::size_t>(sq)])
            list.push_back({sq / size, sq % size});
    return list;
}

json cityList(const std::array<std::int8_t, kMaxSquares>& city, int count, int size) {
    json list = json::array();
    for (int i = 0; i < count; ++i)
        for (int sq = 0; sq < size * size; ++sq)
            if (city[static_cast<std::size_t>(sq)] == i)
                list.push_back({sq / size, sq % size});
    return list;
}

// Squares [[row, col], ...] of `key` in `object`, each on the board, none twice.
std::vector<int> squaresField(const json& object, const std::string& key, int size,
                              const std::string& path, int maxCount) {
    const json& list = object[key];
    if (!list.is_array())
        refuse(path + "." + key, "must be an array of [row, column]", "squareForm");
    if (static_cast<int>(list.size()) > maxCount)
        refuse(path + "." + key, "at most " + std::to_string(maxCount) + " squares",
               "tooManySquares", {maxCount});
    std::vector<int> squares;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string at = path + "." + key + "[" + std::to_string(i) + "]";
        const json& p = list[i];
        if (!p.is_array() || p.size() != 2 || !p[0].is_number_integer() ||
            !p[1].is_number_integer())
            refuse(at, "must be [row, column]", "squareForm");
        const int r = p[0], c = p[1];
        if (r < 0 || r >= size || c < 0 || c >= size)
            refuse(at, "is off the " + std::to_string(size) + "x" + std::to_string(size) + " board",
                   "offBoard", {size});
        const int sq = r * size + c;
        if (std::find(squares.begin(), squares.end(), sq) != squares.end())
            refuse(at, "is listed twice", "listedTwice");
        squares.push_back(sq);
    }
    return squares;
}

void readLayout(Content& content, int era, const json& object, const std::string& path) {
    const auto e = static_cast<std::size_t>(era);
    if (object.contains("green") && !object["green"].is_null()) {
        content.green[e].fill(false);
        for (int sq : squaresField(object, "green", content.size, path, kMaxSquares))
            content.green[e][static_cast<std::size_t>(sq)] = true;
    }
    if (object.contains("cities") && !object["cities"].is_null()) {
        content.city[e].fill(-1);
        const auto cities = squaresField(object, "cities", content.size, path, kMaxCities);
        if (cities.empty())
            refuse(path + ".cities", "needs at least one city", "noCity");
        for (std::size_t i = 0; i < cities.size(); ++i)
            content.city[e][static_cast<std::size_t>(cities[i])] = static_cast<std::int8_t>(i);
        content.cityCount[e] = static_cast<int>(cities.size());
    }
    for (int sq = 0; sq < content.size * content.size; ++sq)
        if (content.green[e][static_cast<std::size_t>(sq)] &&
            content.city[e][static_cast<std::size_t>(sq)] >= 0)
            refuse(path + ".green",
                   "[" + std::to_string(sq / content.size) + "," +
                       std::to_string(sq % content.size) + "] is also a city",
                   "greenCity", {sq / content.size, sq % content.size});
}

void readSpecies(Content& content, const json& list) {
    if (!list.is_array() || list.size() != kSpecies)
        refuse("species", "must list 6 species: 3 animals, then 3 plants", "speciesCount");
    for (int s = 0; s < kSpecies; ++s) {
        const json& o = list[static_cast<std::size_t>(s)];
        const std::string path = "species[" + std::to_string(s) + "]";
        if (o.is_null())
            continue; // the default species
        if (!o.is_object())
            refuse(path, "must be an object", "notObject");
        SpeciesCard& card = content.species[static_cast<std::size_t>(s)];
        card.name = nameField(o, card.name, path);
        card.strength = intField(o, "strength", card.strength, 0, 9, path);
        card.move = intField(o, "move", card.move, 1, 6, path);
        card.health = intField(o, "health", card.health, 1, 12, path);
        card.copies = intField(o, "copies", card.copies, 0, kMaxCopies, path);
        if (o.contains("pattern") && !o["pattern"].is_null()) {
            const json& rows = o["pattern"];
            if (!rows.is_array())
                refuse(path + ".pattern", "must be an array of rows such as \"X.\"", "patternForm");
            std::vector<std::string> text;
            for (const json& row : rows) {
                if (!row.is_string())
                    refuse(path + ".pattern", "rows are strings such as \"X.\"", "patternForm");
                text.push_back(row.get<std::string>());
            }
            setPattern(card, text, path + ".pattern");
        }
    }
}

void readEvolutions(Content& content, const json& list) {
    if (!list.is_array() || list.size() > kMaxEvolutions)
        refuse("evolutions",
               "must be an array of at most " + std::to_string(kMaxEvolutions) + " cards",
               "tooManyEvolutions", {kMaxEvolutions});
    content.evolutions.clear();
    for (std::size_t i = 0; i < list.size(); ++i) {
        const json& o = list[i];
        const std::string path = "evolutions[" + std::to_string(i) + "]";
        if (!o.is_object())
            refuse(path, "must be an object", "notObject");
        EvolutionCard card;
        card.name = nameField(o, "", path);
        if (card.name.empty())
            refuse(path + ".name", "is required", "nameEmpty");
        if (!o.contains("effect") || !o["effect"].is_string())
            refuse(path + ".effect",
                   "is required: one of strength, defenceStrength, "
                   "attackStrength, move, camouflage, vines, fertility, "
                   "deepRoots",
                   "effectRequired");
        const std::string effect = o["effect"];
        const auto it = std::find_if(kEffects.begin(), kEffects.end(),
                                     [&](const EffectInfo& e) { return effect == e.name; });
        if (it == kEffects.end())
            refuse(path + ".effect", "unknown effect \"" + effect + "\"", "unknownEffect", {},
                   {effect});
        card.effect = it->effect;
        card.value = intField(o, "value", it->defaultValue, 0, 9, path);
        card.copies = intField(o, "copies", 1, 0, kMaxCopies, path);
        content.evolutions.push_back(card);
    }
}

void finish(Content& content) {
    std::vector<std::string> names;
    for (const auto& s : content.species)
        names.push_back(s.name);
    for (const auto& e : content.evolutions)
        names.push_back(e.name);
    for (std::size_t i = 0; i < names.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (names[i] == names[j])
                refuse(i < kSpecies ? "species[" + std::to_string(i) + "].name"
                                    : "evolutions[" + std::to_string(i - kSpecies) + "].name",
                       "\"" + names[i] + "\" names two cards", "nameTwice", {}, {names[i]});
    for (int side = 0; side < 2; ++side)
        if (content.deckSize(side) < 1 || content.deckSize(side) > 255)
            refuse("species", "a deck must hold 1..255 cards", "deckSize", {1, 255});
    Hasher h;
    h.addText(content.toJson().dump());
    content.hash = h.value();
    const int size = content.size;
    for (int era = 0; era < kEras; ++era) {
        const auto e = static_cast<std::size_t>(era);
        content.greenCount[e] = 0;
        int cities = 0;
        for (int sq = 0; sq < size * size; ++sq) {
            if (content.green[e][static_cast<std::size_t>(sq)])
                content.greenSquares[e][static_cast<std::size_t>(content.greenCount[e]++)] =
                    static_cast<std::int16_t>(sq);
            if (content.city[e][static_cast<std::size_t>(sq)] >= 0)
                content.citySquares[e][static_cast<std::size_t>(cities++)] =
                    static_cast<std::int16_t>(sq);
        }
    }
    constexpr int kSteps[8][2] = {{-1, 0},  {0, -1}, {0, 1},  {1, 0},
                                  {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    for (int sq = 0; sq < size * size; ++sq) {
        const auto q = static_cast<std::size_t>(sq);
        int n = 0;
        for (int i = 0; i < 8; ++i) {
            if (i == 4)
                content.orthCount[q] = static_cast<std::uint8_t>(n);
            const int r = sq / size + kSteps[i][0], c = sq % size + kSteps[i][1];
            if (r >= 0 && r < size && c >= 0 && c < size)
                content.around[q][static_cast<std::size_t>(n++)] =
                    static_cast<std::int16_t>(r * size + c);
        }
        content.allCount[q] = static_cast<std::uint8_t>(n);
    }
}

} // namespace

const char* effectName(Effect effect) {
    return kEffects[static_cast<std::size_t>(effect)].name;
}

int Content::copies(int side, int type) const {
    if (type < kSpeciesPerSide)
        return species[static_cast<std::size_t>(side * kSpeciesPerSide + type)].copies;
    return evolutions[static_cast<std::size_t>(type - kSpeciesPerSide)].copies;
}

int Content::deckSize(int side) const {
    int n = 0;
    for (int t = 0; t < cardTypes(); ++t)
        n += copies(side, t);
    return n;
}

json Content::toJson() const {
    json species = json::array();
    for (const auto& s : this->species)
        species.push_back({{"name", s.name},
                           {"strength", s.strength},
                           {"move", s.move},
                           {"health", s.health},
                           {"copies", s.copies},
                           {"pattern", s.pattern}});
    json evolutions = json::array();
    for (const auto& e : this->evolutions)
        evolutions.push_back({{"name", e.name},
                              {"effect", effectName(e.effect)},
                              {"value", e.value},
                              {"copies", e.copies}});
    json board = {{"size", size},
                  {"green", squareList(green[kPresent], size)},
                  {"cities", cityList(city[kPresent], cityCount[kPresent], size)}};
    if (green[kPast] != green[kPresent] || city[kPast] != city[kPresent])
        board["past"] = {{"green", squareList(green[kPast], size)},
                         {"cities", cityList(city[kPast], cityCount[kPast], size)}};
    return {{"species", species}, {"evolutions", evolutions}, {"board", board}};
}

ButterflyEffectGame::ButterflyEffectGame(const Ruleset& ruleset, nlohmann::json params,
                                         int numPlayers)
    : Game(ruleset, std::move(params), numPlayers) {
    const json& p = this->params();
    Rules& r = rules_;
    r.handSize = p[param::kHandSize];
    r.animalsSeat = p[param::kAnimalsSeat];
    r.boardSize = p[param::kBoardSize];
    r.separateEraLayouts = p[param::kSeparateEraLayouts];
    const std::string placeOn = p[param::kPlaceOn];
    r.placeOn = placeOn == "greenSpots" ? PlaceOn::GreenSpots
                : placeOn == "anyEmpty" ? PlaceOn::AnyEmpty
                                        : PlaceOn::AdjacentOwn;
    r.uncontestedControl = p[param::kCityControl] == "occupyUncontested";
    r.sameCityBothEras = p[param::kSameCityBothEras];
    r.holdTurnEnds = p[param::kHoldTurnEnds];
    r.holdSameCities = p[param::kHoldSameCities];
    r.battleRule = p[param::kBattleRule] == "opposed" ? BattleRule::Opposed : BattleRule::Health;
    r.dieSides = p[param::kDieSides];
    r.attackerReturns = p[param::kAttackerLoss] == "returns";
    const std::string at = p[param::kReproduceAt];
    r.reproduceAt = at == "ownerNextTurn"     ? ReproduceAt::OwnerNextTurn
                    : at == "opponentTurnEnd" ? ReproduceAt::OpponentTurnEnd
                                              : ReproduceAt::Immediate;
    r.pastPieceStays = p[param::kPastPieceStays];
    r.reflections = p[param::kPatternTurns] == "rotationsReflections";
    r.sproutOverridesEnemy = p[param::kSproutOntoEnemy] == "override";
    r.winnerChoosesDeath = p[param::kDeathChooser] == "winner";
    r.deathOnBothBoards = p[param::kDeathBoards] == "both";
    r.eightNeighbours = p[param::kMoveAdjacency] == "eight";
    r.passThrough = p[param::kPassThrough];
    r.placeMandatory = p[param::kPlaceMandatory];
    r.moveMandatory = p[param::kMoveMandatory];
    r.moveBeforePlace = p[param::kMoveBeforePlace];
    r.oneEraPerTurn = p[param::kOneEraPerTurn];
    const std::string steal = p[param::kStealOn];
    r.stealOn = steal == "battleWin"     ? StealOn::BattleWin
                : steal == "attackerWin" ? StealOn::AttackerWin
                                         : StealOn::Never;
    r.maxEvolutionsPerSpecies = p[param::kMaxEvolutionsPerSpecies];
    r.copiesPerSpecies = p[param::kCopiesPerSpecies];
    r.reshuffle = p[param::kEmptyDeck] == "reshuffle";
    r.ownHalfSetup = p[param::kSetupSpots] == "ownHalf";
    r.maxTurns = p[param::kMaxTurns];
    r.pieceLimit = p[param::kPieceLimit];

    auto content = std::make_shared<Content>();
    const int c = r.copiesPerSpecies;
    content->species = {
        species("Cattle", 1, 2, 2, {"XX", "XX"}, c), species("Hawk", 2, 2, 2, {"X.", "XX"}, c),
        species("Lion", 3, 1, 4, {"XX"}, c),         species("Wheat", 1, 2, 2, {"XXXX"}, c),
        species("Iris", 2, 2, 2, {"XXX"}, c),        species("Palm Tree", 3, 1, 4, {"X.X"}, c)};
    content->evolutions = {
        {"Giantism", Effect::Strength, 2, 1},     {"Thick Hide", Effect::DefenceStrength, 1, 1},
        {"Thorns", Effect::AttackStrength, 1, 1}, {"Swiftness", Effect::Move, 1, 1},
        {"Camouflage", Effect::Camouflage, 5, 1}, {"Vines", Effect::Vines, 1, 1},
        {"Fertility", Effect::Fertility, 1, 1},   {"Deep Roots", Effect::DeepRoots, 0, 1}};
    defaultBoard(*content, r.boardSize);
    finish(*content);
    default_ = std::move(content);
}

std::shared_ptr<const Content> ButterflyEffectGame::contentFromJson(const json& setup) const {
    if (setup.is_null())
        return default_;
    if (!setup.is_object())
        throw SetupError("setupForm", {}, {}, {}, "setup: must be an object or null");
    for (const auto& [key, value] : setup.items())
        if (key != "species" && key != "evolutions" && key != "board")
            refuse(key, "unknown key (species, evolutions, board)", "unknownKey", {}, {key});
    auto content = std::make_shared<Content>(*default_);
    if (setup.contains("species") && !setup["species"].is_null())
        readSpecies(*content, setup["species"]);
    if (setup.contains("evolutions") && !setup["evolutions"].is_null())
        readEvolutions(*content, setup["evolutions"]);
    if (setup.contains("board") && !setup["board"].is_null()) {
        const json& board = setup["board"];
        if (!board.is_object())
            refuse("board", "must be an object", "notObject");
        const int size = intField(board, "size", content->size, kMinSize, kMaxSize, "board");
        if (size != content->size)
            defaultBoard(*content, size);
        for (int era = 0; era < kEras; ++era)
            readLayout(*content, era, board, "board");
        // The editor's locks for the random board: checked, not played.
        if (board.contains("locked") && !board["locked"].is_null())
            squaresField(board, "locked", size, "board", kMaxSquares);
        if (board.contains("past") && !board["past"].is_null()) {
            if (!rules_.separateEraLayouts)
                refuse("board.past", "needs the parameter separateEraLayouts=true",
                       "pastNeedsSeparate");
            if (!board["past"].is_object())
                refuse("board.past", "must be an object", "notObject");
            readLayout(*content, kPast, board["past"], "board.past");
        }
        for (int era = 0; era < kEras; ++era) {
            int green = 0;
            for (int sq = 0; sq < size * size; ++sq)
                green +=
                    content->green[static_cast<std::size_t>(era)][static_cast<std::size_t>(sq)];
            if (era == kPresent && green < 2 * kSpeciesPerSide)
                refuse("board.green", "needs at least 6 green spots for the set-up", "tooFewGreen",
                       {2 * kSpeciesPerSide});
        }
    }
    finish(*content);
    content->isDefault = content->toJson() == default_->toJson();
    return content;
}

} // namespace pb::butterfly_effect
