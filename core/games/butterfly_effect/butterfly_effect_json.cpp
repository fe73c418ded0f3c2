// The interchange JSON of a state and of decisions (docs/rules/butterfly-effect.md,
// "State JSON" and "Decision JSON"), observations and the redeal of hidden cards.

#include "engine/errors.h"
#include "engine/json_fields.h"
#include "engine/ruleset.h"
#include "games/butterfly_effect/butterfly_effect_state.h"

#include <algorithm>
#include <bit>

namespace pb::butterfly_effect {

using nlohmann::json;

namespace {

constexpr const char* kEraNames[kEras] = {"past", "present"};

[[noreturn]] void refuse(const std::string& field, const std::string& problem) {
    throw InvalidInput("state \"" + field + "\": " + problem);
}

const json* find(const json& object, const char* key) {
    const auto it = object.find(key);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

int intAt(const json& object, const char* key, int fallback, int lo, int hi,
          const std::string& path) {
    const json* v = find(object, key);
    if (!v)
        return fallback;
    if (!v->is_number_integer())
        refuse(path + key, "must be an integer");
    const int value = v->get<int>();
    if (value < lo || value > hi)
        refuse(path + key, std::to_string(value) + " is outside " + std::to_string(lo) + ".." +
                               std::to_string(hi));
    return value;
}

bool boolAt(const json& object, const char* key, bool fallback, const std::string& path) {
    const json* v = find(object, key);
    if (!v)
        return fallback;
    if (!v->is_boolean())
        refuse(path + key, "must be true or false");
    return v->get<bool>();
}

int eraOf(const json& value, const std::string& field) {
    if (value == "past")
        return kPast;
    if (value == "present")
        return kPresent;
    refuse(field, "must be \"past\" or \"present\"");
}

json squareJson(int square, int size) {
    return square < 0 ? json(nullptr) : json{square / size, square % size};
}

int squareOf(const json& value, int size, const std::string& field) {
    if (!value.is_array() || value.size() != 2 || !value[0].is_number_integer() ||
        !value[1].is_number_integer())
        refuse(field, "must be [row, column]");
    const int r = value[0], c = value[1];
    if (r < 0 || r >= size || c < 0 || c >= size)
        refuse(field, "[" + std::to_string(r) + "," + std::to_string(c) + "] is off the board");
    return r * size + c;
}

} // namespace

struct ButterflyEffectJson {
    using S = ButterflyEffectState;

    static json cards(const S& s, const std::array<std::uint8_t, kMaxCardTypes>& counts) {
        json species = json::array(), evolutions = json::array();
        for (int k = 0; k < kSpeciesPerSide; ++k)
            species.push_back(counts[k]);
        for (int e = 0; e < s.content_->evolutionCount(); ++e)
            evolutions.push_back(counts[kSpeciesPerSide + e]);
        return {{"species", species}, {"evolutions", evolutions}};
    }

    static void readCards(const S& s, const json& value,
                          std::array<std::uint8_t, kMaxCardTypes>& out, const std::string& field) {
        out.fill(0);
        if (!value.is_object())
            refuse(field, "must be {\"species\": [3 counts], \"evolutions\": [counts]}");
        const auto read = [&](const char* key, int offset, int count) {
            const json* list = find(value, key);
            if (!list)
                return;
            if (!list->is_array() || static_cast<int>(list->size()) != count)
                refuse(field + "." + key, "must list " + std::to_string(count) + " counts");
            for (int i = 0; i < count; ++i) {
                const json& n = (*list)[static_cast<std::size_t>(i)];
                if (!n.is_number_integer() || n.get<int>() < 0 || n.get<int>() > 255)
                    refuse(field + "." + key, "counts are integers 0..255");
                out[static_cast<std::size_t>(offset + i)] = static_cast<std::uint8_t>(n.get<int>());
            }
        };
        read("species", 0, kSpeciesPerSide);
        read("evolutions", kSpeciesPerSide, s.content_->evolutionCount());
    }

    static json toJson(const S& s) {
        const int size = s.size_;
        json players = json::array();
        for (int seat = 0; seat < kSeats; ++seat) {
            json placed = json::array();
            for (int k = 0; k < kSpeciesPerSide; ++k)
                if (s.setupPlaced_[seat] >> k & 1)
                    placed.push_back(s.sideOf(seat) * kSpeciesPerSide + k);
            json held = {{"past", json::array()}, {"present", json::array()}};
            for (int era = 0; era < kEras; ++era)
                for (int c = 0; c < kMaxCities; ++c)
                    if (s.held_[seat][era] >> c & 1)
                        held[kEraNames[era]].push_back(c);
            players.push_back(
                {{"side", s.sideOf(seat) == 0 ? "animals" : "plants"},
                 {"hand", cards(s, s.hand_[seat])},
                 {"deck", cards(s, s.deck_[seat])},
                 {"discard", cards(s, s.discard_[seat])},
                 {"setupPlaced", placed},
                 {"pending", s.pending_[seat] < 0
                                 ? json(nullptr)
                                 : json{{"square", squareJson(s.pending_[seat], size)},
                                        {"species", s.pendingSpecies_[seat]}}},
                 {"streak", s.streak_[seat]},
                 {"held", held}});
        }
        json pieces = {{"past", json::array()}, {"present", json::array()}};
        for (int era = 0; era < kEras; ++era)
            for (int sq = 0; sq < size * size; ++sq)
                if (s.board_[era][sq] >= 0)
                    pieces[kEraNames[era]].push_back({sq / size, sq % size, s.board_[era][sq]});
        json attached = json::array();
        for (int sp = 0; sp < kSpecies; ++sp) {
            json list = json::array();
            for (int i = 0; i < s.attachedCount_[sp]; ++i)
                list.push_back({{"evolution", s.attached_[sp][i].evolution},
                                {"owner", s.attached_[sp][i].owner}});
            attached.push_back(list);
        }
        const auto opt = [](int v) { return v < 0 ? json(nullptr) : json(v); };
        const auto era = [](int v) { return v < 0 ? json(nullptr) : json(kEraNames[v]); };
        json j = {
            {"game", s.game().ruleset().id()},
            {"params", s.game().ruleset().parameters().nonDefaults(s.game().params())},
            {"players", players},
            {"pieces", pieces},
            {"evolutions", attached},
            {"phase", phaseName(s.phase_)},
            {"actor", s.actor_ >= 0              ? json(s.actor_)
                      : s.actor_ == kChanceActor ? json("chance")
                                                 : json(nullptr)},
            {"first", opt(s.first_)},
            {"player", opt(s.current_)},
            {"turn", s.turn_},
            {"steps",
             {{"reproduce", s.reproduced_},
              {"draw", s.drawn_},
              {"evolve", s.evolved_},
              {"place", s.placed_},
              {"move", s.moved_},
              {"endReproduce", s.endReproduced_}}},
            {"turnEra", era(s.turnEra_)},
            {"chosen", {{"species", opt(s.chosenSpecies_)}, {"era", era(s.chosenEra_)}}},
            {"move",
             {{"era", era(s.era_)},
              {"from", squareJson(s.from_, size)},
              {"to", squareJson(s.to_, size)},
              {"attackDie", s.attackDie_},
              {"defenceDie", s.defenceDie_},
              {"attackerWon", s.attackerWon_}}},
            {"pattern",
             {{"chooser", opt(s.chooser_)},
              {"species", opt(s.patternSpecies_)},
              {"era", era(s.patternEra_)},
              {"anchor", squareJson(s.anchor_, size)},
              {"extrasLeft", s.extrasLeft_},
              {"grown",
               [&] {
                   json list = json::array();
                   for (int sq = 0; sq < size * size; ++sq)
                       if (s.grown_[sq >> 6] >> (sq & 63) & 1)
                           list.push_back(squareJson(sq, size));
                   return list;
               }()}}},
            {"steal", {{"from", opt(s.stealFrom_)}, {"to", opt(s.stealTo_)}}},
            {"winner", opt(s.winner_)},
            {"draw", s.draw_},
            {"turnLimit", s.turnLimit_},
        };
        if (!s.content_->isDefault)
            j["setup"] = s.content_->toJson();
        return j;
    }

    static int speciesAt(const json& object, const char* key, const std::string& path) {
        return intAt(object, key, -1, 0, kSpecies - 1, path);
    }

    static std::unique_ptr<S> fromJson(std::shared_ptr<const ButterflyEffectGame> game,
                                       const json& j) {
        const auto content = game->contentFromJson(j.contains("setup") ? j["setup"] : json());
        auto s = std::make_unique<S>(game, content);
        const int size = content->size;
        // Start from a blank board and hands.
        for (auto& era : s->board_)
            era.fill(-1);
        s->pieces_.fill(0);
        const json& players = j["players"];
        if (players.size() != kSeats)
            refuse("players", "Butterfly Effect is for 2 players");
        for (int seat = 0; seat < kSeats; ++seat) {
            const json& p = players[static_cast<std::size_t>(seat)];
            const std::string path = "players[" + std::to_string(seat) + "].";
            if (!p.is_object())
                refuse("players[" + std::to_string(seat) + "]", "must be an object");
            s->hand_[seat].fill(0);
            s->discard_[seat].fill(0);
            if (const json* v = find(p, "hand"))
                readCards(*s, *v, s->hand_[seat], path + "hand");
            if (const json* v = find(p, "discard"))
                readCards(*s, *v, s->discard_[seat], path + "discard");
            s->setupPlaced_[seat] = 0;
            if (const json* v = find(p, "setupPlaced")) {
                if (!v->is_array())
                    refuse(path + "setupPlaced", "must be an array of species");
                for (const json& sp : *v) {
                    if (!sp.is_number_integer() || s->seatOf(sp.get<int>()) != seat ||
                        sp.get<int>() < 0 || sp.get<int>() >= kSpecies)
                        refuse(path + "setupPlaced", "lists a species that is not this seat's");
                    s->setupPlaced_[seat] = static_cast<std::uint8_t>(
                        s->setupPlaced_[seat] | 1u << (sp.get<int>() % kSpeciesPerSide));
                }
            }
            s->pending_[seat] = -1;
            s->pendingSpecies_[seat] = -1;
            if (const json* v = find(p, "pending")) {
                if (!v->is_object() || !v->contains("square"))
                    refuse(path + "pending", "must be {\"square\": [row, column], \"species\": s}");
                s->pending_[seat] = static_cast<std::int16_t>(
                    squareOf((*v)["square"], size, path + "pending.square"));
                const int sp = speciesAt(*v, "species", path + "pending.");
                if (sp < 0 || s->seatOf(sp) != seat)
                    refuse(path + "pending.species", "must be one of this seat's species");
                s->pendingSpecies_[seat] = static_cast<std::int8_t>(sp);
            }
            s->streak_[seat] = static_cast<std::uint8_t>(
                intAt(p, "streak", 0, 0, game->rules().holdTurnEnds, path));
            s->held_[seat] = {0, 0};
            if (const json* v = find(p, "held")) {
                for (int era = 0; era < kEras; ++era) {
                    const json* list = find(*v, kEraNames[era]);
                    if (!list)
                        continue;
                    if (!list->is_array())
                        refuse(path + "held." + kEraNames[era], "must be an array of cities");
                    for (const json& c : *list) {
                        if (!c.is_number_integer() || c.get<int>() < 0 ||
                            c.get<int>() >= content->cityCount[era])
                            refuse(path + "held." + kEraNames[era],
                                   "lists a city that is not there");
                        s->held_[seat][era] =
                            static_cast<std::uint8_t>(s->held_[seat][era] | 1u << c.get<int>());
                    }
                }
            }
        }
        // Pieces.
        if (const json* pieces = find(j, "pieces")) {
            for (int era = 0; era < kEras; ++era) {
                const json* list = find(*pieces, kEraNames[era]);
                if (!list)
                    continue;
                const std::string field = std::string("pieces.") + kEraNames[era];
                if (!list->is_array())
                    refuse(field, "must be an array of [row, column, species]");
                for (const json& piece : *list) {
                    if (!piece.is_array() || piece.size() != 3 || !piece[2].is_number_integer())
                        refuse(field, "pieces are [row, column, species]");
                    const int sq = squareOf(json{piece[0], piece[1]}, size, field);
                    const int sp = piece[2];
                    if (sp < 0 || sp >= kSpecies)
                        refuse(field, "species are 0..5");
                    if (s->board_[era][sq] >= 0)
                        refuse(field, "two pieces on one square");
                    s->putPiece(era, sq, sp);
                }
            }
        }
        if (const json* attached = find(j, "evolutions")) {
            if (!attached->is_array() || attached->size() != kSpecies)
                refuse("evolutions", "must list the cards of each of the 6 species");
            for (int sp = 0; sp < kSpecies; ++sp) {
                const json& list = (*attached)[static_cast<std::size_t>(sp)];
                const std::string field = "evolutions[" + std::to_string(sp) + "]";
                if (!list.is_array() ||
                    static_cast<int>(list.size()) > game->rules().maxEvolutionsPerSpecies)
                    refuse(field, "holds at most maxEvolutionsPerSpecies cards");
                s->attachedCount_[sp] = 0;
                for (const json& card : list) {
                    if (!card.is_object())
                        refuse(field, "cards are {\"evolution\": e, \"owner\": seat}");
                    const int e =
                        intAt(card, "evolution", -1, 0, content->evolutionCount() - 1, field + ".");
                    const int owner = intAt(card, "owner", -1, 0, 1, field + ".");
                    if (e < 0 || owner < 0)
                        refuse(field, "cards are {\"evolution\": e, \"owner\": seat}");
                    s->attached_[sp][s->attachedCount_[sp]++] = {static_cast<std::uint8_t>(e),
                                                                 static_cast<std::uint8_t>(owner)};
                }
            }
        }
        // Decks: given, or whatever is not elsewhere.
        for (int seat = 0; seat < kSeats; ++seat) {
            const int side = s->sideOf(seat);
            std::array<int, kMaxCardTypes> used{};
            for (int t = 0; t < kMaxCardTypes; ++t)
                used[t] = s->hand_[seat][t] + s->discard_[seat][t];
            for (int sp = 0; sp < kSpecies; ++sp)
                for (int i = 0; i < s->attachedCount_[sp]; ++i)
                    if (s->attached_[sp][i].owner == seat)
                        ++used[kSpeciesPerSide + s->attached_[sp][i].evolution];
            const std::string path = "players[" + std::to_string(seat) + "].";
            const json* deck = find(players[static_cast<std::size_t>(seat)], "deck");
            if (deck)
                readCards(*s, *deck, s->deck_[seat], path + "deck");
            s->handCount_[seat] = s->deckCount_[seat] = 0;
            for (int t = 0; t < content->cardTypes(); ++t) {
                const int total = content->copies(side, t);
                if (!deck) {
                    if (used[t] > total)
                        refuse(path + "hand", "holds more cards of a kind than the deck has");
                    s->deck_[seat][t] = static_cast<std::uint8_t>(total - used[t]);
                } else if (used[t] + s->deck_[seat][t] != total) {
                    refuse(path + "deck", "the cards of a kind do not add up to the deck's " +
                                              std::to_string(total));
                }
                s->handCount_[seat] =
                    static_cast<std::uint8_t>(s->handCount_[seat] + s->hand_[seat][t]);
                s->deckCount_[seat] =
                    static_cast<std::uint8_t>(s->deckCount_[seat] + s->deck_[seat][t]);
            }
            if (s->handCount_[seat] > kMaxHand)
                refuse(path + "hand", "holds more than " + std::to_string(kMaxHand) + " cards");
            if (s->pending_[seat] >= 0 &&
                s->board_[kPast][s->pending_[seat]] != s->pendingSpecies_[seat])
                refuse(path + "pending", "no piece of that species stands there in the past");
        }
        // Where the game stands.
        if (j.contains("phase") && !j["phase"].is_string())
            refuse("phase", "must be a phase name");
        const std::string phase = j.value("phase", std::string("placeCard"));
        const auto it = std::find_if(kAllPhases.begin(), kAllPhases.end(),
                                     [&](Phase p) { return phase == phaseName(p); });
        if (it == kAllPhases.end())
            refuse("phase", "unknown phase \"" + phase + "\"");
        s->phase_ = *it;
        s->first_ = static_cast<std::int8_t>(intAt(j, "first", -1, 0, 1, ""));
        s->current_ = static_cast<std::int8_t>(intAt(j, "player", -1, 0, 1, ""));
        s->turn_ = intAt(j, "turn", 0, 0, game->rules().maxTurns, "");
        const json steps =
            j.contains("steps") && j["steps"].is_object() ? j["steps"] : json::object();
        s->reproduced_ = boolAt(steps, "reproduce", true, "steps.");
        s->drawn_ = boolAt(steps, "draw", true, "steps.");
        s->evolved_ = boolAt(steps, "evolve", true, "steps.");
        s->placed_ = boolAt(steps, "place", false, "steps.");
        s->moved_ = boolAt(steps, "move", false, "steps.");
        s->endReproduced_ = boolAt(steps, "endReproduce", false, "steps.");
        s->turnEra_ =
            find(j, "turnEra") ? static_cast<std::int8_t>(eraOf(j["turnEra"], "turnEra")) : -1;
        const json chosen =
            j.contains("chosen") && j["chosen"].is_object() ? j["chosen"] : json::object();
        s->chosenSpecies_ = static_cast<std::int8_t>(speciesAt(chosen, "species", "chosen."));
        s->chosenEra_ =
            find(chosen, "era") ? static_cast<std::int8_t>(eraOf(chosen["era"], "chosen.era")) : -1;
        const json mv = j.contains("move") && j["move"].is_object() ? j["move"] : json::object();
        s->era_ = find(mv, "era") ? static_cast<std::int8_t>(eraOf(mv["era"], "move.era")) : -1;
        s->from_ = find(mv, "from")
                       ? static_cast<std::int16_t>(squareOf(mv["from"], size, "move.from"))
                       : -1;
        s->to_ =
            find(mv, "to") ? static_cast<std::int16_t>(squareOf(mv["to"], size, "move.to")) : -1;
        s->attackDie_ =
            static_cast<std::int8_t>(intAt(mv, "attackDie", 0, 0, game->rules().dieSides, "move."));
        s->defenceDie_ = static_cast<std::int8_t>(
            intAt(mv, "defenceDie", 0, 0, game->rules().dieSides, "move."));
        s->attackerWon_ = boolAt(mv, "attackerWon", false, "move.");
        const json pat =
            j.contains("pattern") && j["pattern"].is_object() ? j["pattern"] : json::object();
        s->chooser_ = static_cast<std::int8_t>(intAt(pat, "chooser", -1, 0, 1, "pattern."));
        s->patternSpecies_ = static_cast<std::int8_t>(speciesAt(pat, "species", "pattern."));
        s->patternEra_ =
            find(pat, "era") ? static_cast<std::int8_t>(eraOf(pat["era"], "pattern.era")) : -1;
        s->anchor_ =
            find(pat, "anchor")
                ? static_cast<std::int16_t>(squareOf(pat["anchor"], size, "pattern.anchor"))
                : -1;
        s->extrasLeft_ = static_cast<std::int8_t>(intAt(pat, "extrasLeft", 0, 0, 99, "pattern."));
        s->grown_ = {0, 0};
        if (const json* grown = find(pat, "grown")) {
            if (!grown->is_array())
                refuse("pattern.grown", "must be an array of squares");
            for (const json& g : *grown) {
                const int sq = squareOf(g, size, "pattern.grown");
                s->grown_[sq >> 6] |= std::uint64_t{1} << (sq & 63);
            }
        }
        const json st = j.contains("steal") && j["steal"].is_object() ? j["steal"] : json::object();
        s->stealFrom_ = static_cast<std::int8_t>(speciesAt(st, "from", "steal."));
        s->stealTo_ = static_cast<std::int8_t>(speciesAt(st, "to", "steal."));
        s->winner_ = static_cast<std::int8_t>(intAt(j, "winner", -1, 0, 1, ""));
        s->draw_ = boolAt(j, "draw", false, "");
        s->turnLimit_ = boolAt(j, "turnLimit", false, "");
        checkPhase(*s);
        s->actor_ = actorOf(*s);
        if (s->chosenSpecies_ >= 0 && s->actor_ >= 0) {
            const int k = s->chosenSpecies_ % kSpeciesPerSide;
            if (s->seatOf(s->chosenSpecies_) != s->actor_ ||
                (s->current_ < 0 && (s->setupPlaced_[s->actor_] >> k & 1)))
                refuse("chosen.species", "must be a species the player can still place");
        }
        if (const json* actor = find(j, "actor")) {
            const json expected = s->actor_ >= 0 ? json(s->actor_) : json("chance");
            if (*actor != expected)
                refuse("actor", "is " + actor->dump() + " but the phase gives " + expected.dump());
        }
        if (s->phase_ != Phase::Over) {
            std::array<Decision, 2 * kMaxSquares + 16> list;
            if (s->listLegal(list.data()) == 0)
                refuse("phase", "no decision is possible in this position");
        }
        return s;
    }

    static constexpr std::array<Phase, kPhaseCount> kAllPhases = [] {
        std::array<Phase, kPhaseCount> all{};
        for (int i = 0; i < kPhaseCount; ++i)
            all[static_cast<std::size_t>(i)] = static_cast<Phase>(i);
        return all;
    }();

    static bool own(const S& s, int era, int square, int seat) {
        return era >= 0 && square >= 0 && s.board_[era][square] >= 0 &&
               s.seatOf(s.board_[era][square]) == seat;
    }

    // What each phase needs in order to be played on; refuses what would not be.
    static void checkPhase(const S& s) {
        const Phase ph = s.phase_;
        const bool setup = ph == Phase::Deal || ph == Phase::FirstPlayer ||
                           ph == Phase::SetupSpecies || ph == Phase::SetupSquare;
        if (setup && s.current_ >= 0)
            refuse("player", "is set during the set-up");
        if (!setup && ph != Phase::Over && s.current_ < 0)
            refuse("player", "is needed after the set-up");
        if ((ph == Phase::SetupSpecies || ph == Phase::SetupSquare) && s.first_ < 0)
            refuse("first", "is needed once the set-up placements start");
        if ((ph == Phase::SetupSquare || ph == Phase::PlaceEra || ph == Phase::PlaceSquare) &&
            s.chosenSpecies_ < 0)
            refuse("chosen.species", "is needed in phase " + std::string(phaseName(ph)));
        if (ph == Phase::PlaceSquare && s.chosenEra_ < 0)
            refuse("chosen.era", "is needed in phase placeSquare");
        const bool battle =
            ph == Phase::AttackRoll || ph == Phase::DefenceRoll || ph == Phase::CamouflageRoll;
        if (ph == Phase::MoveTo || battle) {
            if (!own(s, s.era_, s.from_, s.current_))
                refuse("move.from", "needs a piece of the player in move.era");
        }
        if (battle && !own(s, s.era_, s.to_, 1 - s.current_))
            refuse("move.to", "needs an enemy piece during a battle");
        if (ph == Phase::Reproduce) {
            if (s.chooser_ < 0 || s.pending_[s.chooser_] < 0)
                refuse("pattern.chooser", "needs a seat with a pending reproduction");
        }
        if (ph == Phase::Extra || ph == Phase::DeathPattern) {
            if (s.patternSpecies_ < 0 || s.anchor_ < 0 || s.chooser_ < 0)
                refuse("pattern",
                       "needs chooser, species and anchor in phase " + std::string(phaseName(ph)));
        }
        if (ph == Phase::Extra && s.extrasLeft_ <= 0)
            refuse("pattern.extrasLeft", "must be positive in phase extra");
        if (s.stealFrom_ >= 0 || s.stealTo_ >= 0) {
            if (s.stealFrom_ < 0 || s.stealTo_ < 0 ||
                s.seatOf(s.stealFrom_) == s.seatOf(s.stealTo_))
                refuse("steal", "needs two species of different seats");
        }
        if (ph == Phase::Steal && s.stealFrom_ < 0)
            refuse("steal", "is needed in phase steal");
        if (ph == Phase::Over && s.winner_ < 0 && !s.draw_)
            refuse("winner", "a finished game has a winner or is a draw");
    }

    static int actorOf(const S& s) {
        switch (s.phase_) {
        case Phase::Deal:
        case Phase::FirstPlayer:
        case Phase::Draw:
        case Phase::AttackRoll:
        case Phase::DefenceRoll:
        case Phase::CamouflageRoll:
            return kChanceActor;
        case Phase::SetupSpecies:
        case Phase::SetupSquare: {
            const int placed0 = std::popcount(s.setupPlaced_[s.first_]);
            const int placed1 = std::popcount(s.setupPlaced_[1 - s.first_]);
            return placed0 <= placed1 ? s.first_ : 1 - s.first_;
        }
        case Phase::Reproduce:
        case Phase::DeathPattern:
            return s.chooser_;
        case Phase::Extra:
            return s.seatOf(s.patternSpecies_);
        case Phase::Steal:
            return s.seatOf(s.stealTo_);
        case Phase::Over:
            return kTerminalActor;
        default:
            return s.current_;
        }
    }
};

json ButterflyEffectState::toJson() const {
    return ButterflyEffectJson::toJson(*this);
}

std::unique_ptr<ButterflyEffectState>
ButterflyEffectState::fromJson(std::shared_ptr<const ButterflyEffectGame> game, const json& json) {
    return ButterflyEffectJson::fromJson(std::move(game), json);
}

json ButterflyEffectState::observationJson(int seat) const {
    json j = toJson();
    const int other = 1 - seat;
    json& p = j["players"][static_cast<std::size_t>(other)];
    std::array<std::uint8_t, kMaxCardTypes> unseen{};
    for (int t = 0; t < kMaxCardTypes; ++t)
        unseen[t] = static_cast<std::uint8_t>(hand_[other][t] + deck_[other][t]);
    p.erase("hand");
    p.erase("deck");
    p["handCount"] = handCount_[other];
    p["deckCount"] = deckCount_[other];
    p["unseen"] = ButterflyEffectJson::cards(*this, unseen);
    // Seat `seat` does not see its own deck's order either, but a deck is a
    // count per kind, which it can work out: nothing more to hide.
    return j;
}

void ButterflyEffectState::resampleHidden(int seat, Rng& rng) {
    const int other = 1 - seat;
    const auto original = hand_[other];
    std::array<int, kMaxCardTypes> pool{};
    int total = 0;
    for (int t = 0; t < kMaxCardTypes; ++t) {
        pool[t] = hand_[other][t] + deck_[other][t];
        total += pool[t];
    }
    // The phase shows something of the other hand: at its evolve step it holds
    // an evolution card it can play, at its place step a species card it can
    // place. Redeals that contradict this are drawn again (rejection keeps the
    // redeal uniform among the consistent ones); after 64 misses the hand stays.
    for (int attempt = 0; attempt < 64; ++attempt) {
        auto left = pool;
        int remaining = total;
        hand_[other].fill(0);
        for (int i = 0; i < handCount_[other]; ++i) {
            int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(remaining)));
            for (int t = 0; t < kMaxCardTypes; ++t) {
                pick -= left[t];
                if (pick < 0) {
                    --left[t];
                    ++hand_[other][t];
                    break;
                }
            }
            --remaining;
        }
        bool consistent = true;
        if (actor_ == other && phase_ == Phase::Evolve)
            consistent = canEvolve();
        if (actor_ == other && phase_ == Phase::PlaceCard) {
            consistent = false;
            for (int k = 0; k < kSpeciesPerSide && !consistent; ++k)
                consistent = canPlaceSpecies(sideOf(other) * kSpeciesPerSide + k);
        }
        if (consistent) {
            for (int t = 0; t < kMaxCardTypes; ++t)
                deck_[other][t] = static_cast<std::uint8_t>(left[t]);
            return;
        }
    }
    hand_[other] = original;
}

json ButterflyEffectState::decisionToJson(const Decision& d) const {
    static constexpr const char* kTypes[kDecisionKindCount] = {
        "draw",      "first",    "roll",         "setupSpecies", "setupSquare",
        "reproduce", "extra",    "declineExtra", "evolve",       "pass",
        "placeCard", "placeEra", "placeSquare",  "skipPlace",    "moveFrom",
        "moveTo",    "skipMove", "deathPattern", "steal",        "noSteal"};
    if (d.kind >= kDecisionKindCount)
        return {{"type", "unknown"}, {"kind", d.kind}};
    json j = {{"type", kTypes[d.kind]}};
    const int size = size_;
    switch (d.kind) {
    case kDrawKind:
        j["seat"] = d.a;
        if (d.b < kSpeciesPerSide)
            j["species"] = sideOf(d.a) * kSpeciesPerSide + d.b;
        else
            j["evolution"] = d.b - kSpeciesPerSide;
        break;
    case kFirstKind:
        j["seat"] = d.a;
        break;
    case kRollKind:
        j["value"] = d.a;
        break;
    case kSetupSpeciesKind:
    case kPlaceCardKind:
        j["species"] = d.a;
        break;
    case kSetupSquareKind:
    case kExtraKind:
    case kPlaceSquareKind:
    case kMoveToKind:
        j["square"] = squareJson(d.a, size);
        break;
    case kReproduceKind:
    case kDeathPatternKind:
        j["orientation"] = d.a;
        j["cell"] = d.b;
        break;
    case kEvolveKind:
        j["evolution"] = d.a;
        j["species"] = d.b;
        break;
    case kPlaceEraKind:
        j["era"] = d.a == kPast ? "past" : "present";
        break;
    case kMoveFromKind:
        j["era"] = d.a == kPast ? "past" : "present";
        j["square"] = squareJson(d.b, size);
        break;
    case kStealKind:
        j["evolution"] = d.a;
        j["owner"] = d.b;
        break;
    default:
        break;
    }
    return j;
}

Decision ButterflyEffectState::decisionFromJson(const json& j) const {
    if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
        throw InvalidInput("a decision is an object with a \"type\"");
    const std::string type = j["type"];
    // The fields each type takes; anything else is refused rather than ignored.
    {
        const std::string what = type + " decision";
        if (type == "draw")
            requireOnlyFields(j, {"type", "seat", "species", "evolution"}, what);
        else if (type == "first")
            requireOnlyFields(j, {"type", "seat"}, what);
        else if (type == "roll")
            requireOnlyFields(j, {"type", "value"}, what);
        else if (type == "setupSpecies" || type == "placeCard")
            requireOnlyFields(j, {"type", "species"}, what);
        else if (type == "setupSquare" || type == "extra" || type == "placeSquare" ||
                 type == "moveTo")
            requireOnlyFields(j, {"type", "square"}, what);
        else if (type == "reproduce" || type == "deathPattern")
            requireOnlyFields(j, {"type", "orientation", "cell"}, what);
        else if (type == "evolve")
            requireOnlyFields(j, {"type", "evolution", "species"}, what);
        else if (type == "placeEra")
            requireOnlyFields(j, {"type", "era"}, what);
        else if (type == "moveFrom")
            requireOnlyFields(j, {"type", "era", "square"}, what);
        else if (type == "steal")
            requireOnlyFields(j, {"type", "evolution", "owner"}, what);
        else
            requireOnlyFields(j, {"type"}, what);
    }
    const auto num = [&](const char* key, int lo, int hi) {
        if (!j.contains(key) || !j[key].is_number_integer())
            throw InvalidInput("decision \"" + std::string(key) + "\" must be an integer");
        const int v = j[key];
        if (v < lo || v > hi)
            throw InvalidInput("decision \"" + std::string(key) + "\": " + std::to_string(v) +
                               " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
        return static_cast<std::int16_t>(v);
    };
    const auto square = [&] {
        if (!j.contains("square"))
            throw InvalidInput("decision \"square\" is missing");
        const json& v = j["square"];
        if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() ||
            !v[1].is_number_integer())
            throw InvalidInput("decision \"square\" must be [row, column]");
        const int r = v[0], c = v[1];
        if (r < 0 || r >= size_ || c < 0 || c >= size_)
            throw InvalidInput("decision \"square\" is off the board");
        return static_cast<std::int16_t>(r * size_ + c);
    };
    const auto era = [&] {
        if (!j.contains("era") || (j["era"] != "past" && j["era"] != "present"))
            throw InvalidInput("decision \"era\" must be \"past\" or \"present\"");
        return static_cast<std::int16_t>(j["era"] == "past" ? kPast : kPresent);
    };
    const int evolutions = content_->evolutionCount();
    if (type == "draw") {
        const auto seat = num("seat", 0, 1);
        if (j.contains("species")) {
            const int k = num("species", 0, kSpecies - 1) - sideOf(seat) * kSpeciesPerSide;
            if (k < 0 || k >= kSpeciesPerSide)
                throw InvalidInput("decision \"species\" is not in that seat's deck");
            return {kDrawKind, seat, static_cast<std::int16_t>(k), 0};
        }
        return {kDrawKind, seat,
                static_cast<std::int16_t>(kSpeciesPerSide + num("evolution", 0, evolutions - 1)),
                0};
    }
    if (type == "first")
        return {kFirstKind, num("seat", 0, 1), 0, 0};
    if (type == "roll")
        return {kRollKind, num("value", 1, rules_->dieSides), 0, 0};
    if (type == "setupSpecies")
        return {kSetupSpeciesKind, num("species", 0, kSpecies - 1), 0, 0};
    if (type == "setupSquare")
        return {kSetupSquareKind, square(), 0, 0};
    if (type == "reproduce" || type == "deathPattern")
        return {
            static_cast<std::uint16_t>(type == "reproduce" ? kReproduceKind : kDeathPatternKind),
            num("orientation", 0, kOrientations - 1), num("cell", 0, kMaxPatternCells - 1), 0};
    if (type == "extra")
        return {kExtraKind, square(), 0, 0};
    if (type == "declineExtra")
        return {kDeclineExtraKind, 0, 0, 0};
    if (type == "evolve") {
        const auto e = num("evolution", 0, std::max(0, evolutions - 1));
        return {kEvolveKind, e, num("species", 0, kSpecies - 1), 0};
    }
    if (type == "pass")
        return {kPassKind, 0, 0, 0};
    if (type == "placeCard")
        return {kPlaceCardKind, num("species", 0, kSpecies - 1), 0, 0};
    if (type == "placeEra")
        return {kPlaceEraKind, era(), 0, 0};
    if (type == "placeSquare")
        return {kPlaceSquareKind, square(), 0, 0};
    if (type == "skipPlace")
        return {kSkipPlaceKind, 0, 0, 0};
    if (type == "moveFrom") {
        const auto e = era();
        return {kMoveFromKind, e, square(), 0};
    }
    if (type == "moveTo")
        return {kMoveToKind, square(), 0, 0};
    if (type == "skipMove")
        return {kSkipMoveKind, 0, 0, 0};
    if (type == "steal") {
        const auto e = num("evolution", 0, std::max(0, evolutions - 1));
        return {kStealKind, e, num("owner", 0, 1), 0};
    }
    if (type == "noSteal")
        return {kNoStealKind, 0, 0, 0};
    throw InvalidInput("decision \"type\": unknown type \"" + type + "\"");
}

} // namespace pb::butterfly_effect
