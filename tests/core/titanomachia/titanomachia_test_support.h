#pragma once

// Hand-built Titanomachia positions and decisions, shared by the rule-by-rule
// tests: a position is the state JSON of the rules page, edited field by field
// and parsed back, so every test states exactly the position it needs.

#include "engine/state.h"
#include "json_compare.h"
#include "ruleset_test_support.h"

#include <QTest>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace ttest {

using nlohmann::json;
using rulesettest::checkLegal;
using rulesettest::checkRefused;
using rulesettest::dumps;
using rulesettest::legalSet;
using rulesettest::setDifference;
using rulesettest::tryPlay;

// The Warhound and Reaver of section 3 as System-card objects (editable).
json warhound();
json reaver();
// Heavy weapons on both sides, so that Crews die, Systems and terrain are
// destroyed and Damage Control has work (the property harness's and the
// coverage test's "brawl").
json brawl();

// A set-up on all-Open terrain: seat 0 (bid 1, so it goes first) a Warhound
// with hold on (2,2) and breakthrough, seat 1 a Reaver with cripple.
json openSetup();

// The state right after `setup` (seed 1), as JSON with its "actor" dropped
// so that edits need not keep it in step.
json start(const json& setup = openSetup(), const json& params = json::object());

// Parses an edited position; fails the test (returns null) when refused.
std::unique_ptr<pb::State> parse(const json& position);
// The refusal message of a position, "" when it parses.
std::string refusal(const json& position);

// Edits of a position.
void setTerrain(json& position, int row, int col, const std::string& type, int damage = 0);
void setTrail(json& position, int seat, const json& markers); // [[r,c,"N"], ...]
void setDamage(json& position, int seat, const std::string& system, int damage);
// Moves the game to `round`, failing each open Objective whose deadline has
// passed on the way (T9), as play would have.
void setRound(json& position, int round);

// Decisions as in the rules page.
json activate(const std::string& system);
json endTurn();
json stop();
json onSquare(const std::string& type, int row,
              int col); // step, place, lift, fire, splash, designate
json nominate(const std::string& system);
json repair(const std::string& system);
json exitTo(const std::string& direction);

// Plays decisions in order; "" or the first failure.
std::string playAll(pb::State& state, std::initializer_list<json> decisions);

long long counterOf(const pb::State& state, int seat, std::string_view id);

// The decision types (JSON "type") of the legal decisions.
std::set<std::string> legalTypes(const pb::State& state);

} // namespace ttest
