// A scripted state's and decision's JSON, laid out from the declaration
// (docs/scripting.md, "Files").

#include "engine/errors.h"
#include "script/script_error.h"
#include "script/script_interpreter.h"
#include "script/script_ruleset.h"
#include "script/script_state.h"

#include <limits>

namespace pb::script {

using json = nlohmann::json;

namespace {

json block(const std::int32_t* cells, const FieldSpec& f, const FieldSlot& slot) {
    if (f.shape == FieldShape::Scalar)
        return cells[0];
    if (f.shape == FieldShape::Zone)
        return json(std::vector<std::int32_t>(cells + 1, cells + 1 + cells[0]));
    if (f.shape == FieldShape::Grid) {
        json rows = json::array();
        for (int y = 0; y < slot.length / slot.width; ++y)
            rows.push_back(
                std::vector<std::int32_t>(cells + y * slot.width, cells + (y + 1) * slot.width));
        return rows;
    }
    return json(std::vector<std::int32_t>(cells, cells + slot.length));
}

std::int32_t readInteger(const json& value, const std::string& where) {
    if (!value.is_number_integer())
        throw InvalidInput("state " + where + " is " + value.dump() + ", not an integer");
    const auto v = value.get<long long>();
    if (v < std::numeric_limits<std::int32_t>::min() ||
        v > std::numeric_limits<std::int32_t>::max())
        throw InvalidInput("state " + where + " is beyond 32 bits");
    return static_cast<std::int32_t>(v);
}

void readBlock(const json& value, const FieldSpec& f, const FieldSlot& slot, std::int32_t* cells,
               const std::string& where) {
    if (f.shape == FieldShape::Scalar) {
        cells[0] = readInteger(value, where);
        return;
    }
    if (!value.is_array())
        throw InvalidInput("state " + where + " is not an array");
    if (f.shape == FieldShape::Zone) {
        if (value.size() > static_cast<std::size_t>(slot.length))
            throw InvalidInput("state " + where + " holds " + std::to_string(value.size()) +
                               " cards, over its capacity " + std::to_string(slot.length));
        cells[0] = static_cast<std::int32_t>(value.size());
        for (std::size_t k = 0; k < value.size(); ++k)
            cells[1 + k] = readInteger(value[k], where + "[" + std::to_string(k) + "]");
        return;
    }
    if (f.shape == FieldShape::Grid) {
        const int height = slot.length / slot.width;
        if (value.size() != static_cast<std::size_t>(height))
            throw InvalidInput("state " + where + " has " + std::to_string(value.size()) +
                               " rows, not " + std::to_string(height));
        for (int y = 0; y < height; ++y) {
            const json& row = value[static_cast<std::size_t>(y)];
            const std::string at = where + "[" + std::to_string(y) + "]";
            if (!row.is_array() || row.size() != static_cast<std::size_t>(slot.width))
                throw InvalidInput("state " + at + " is not a row of " +
                                   std::to_string(slot.width));
            for (int x = 0; x < slot.width; ++x)
                cells[y * slot.width + x] = readInteger(row[static_cast<std::size_t>(x)],
                                                        at + "[" + std::to_string(x) + "]");
        }
        return;
    }
    if (value.size() != static_cast<std::size_t>(slot.length))
        throw InvalidInput("state " + where + " has " + std::to_string(value.size()) +
                           " entries, not " + std::to_string(slot.length));
    for (int k = 0; k < slot.length; ++k)
        cells[k] =
            readInteger(value[static_cast<std::size_t>(k)], where + "[" + std::to_string(k) + "]");
}

} // namespace

json ScriptState::toJson() const {
    sync();
    const ScriptDeclaration& d = ruleset().program().declaration;
    const StateLayout& layout = scriptGame().layout();
    const int players = game().numPlayers();
    json j = {{"game", ruleset().id()},
              {"script", ruleset().scriptHash()},
              {"params", game().params()},
              {"players", json::array()}};
    for (int seat = 0; seat < players; ++seat)
        j["players"].push_back(json::object());
    for (std::size_t i = 0; i < d.fields.size(); ++i) {
        const FieldSpec& f = d.fields[i];
        const FieldSlot& slot = layout.fields[i];
        if (!f.perSeat) {
            j[f.name] = block(cells_.data() + slot.offset, f, slot);
            continue;
        }
        json perSeat = json::array();
        for (int seat = 0; seat < players; ++seat)
            perSeat.push_back(block(cells_.data() + slot.offset + seat * slot.stride, f, slot));
        j[f.name] = std::move(perSeat);
    }
    if (!d.counters.empty()) {
        json counts = json::object();
        for (std::size_t c = 0; c < d.counters.size(); ++c) {
            const auto* first =
                cells_.data() + layout.countersOffset + static_cast<int>(c) * players;
            counts[d.counters[c].id] = std::vector<std::int32_t>(first, first + players);
        }
        j["count"] = std::move(counts);
    }
    return j;
}

json ScriptState::observationJson(int seat) const {
    json j = toJson();
    for (const FieldSpec& f : ruleset().program().declaration.fields) {
        if (f.hidden == Hidden::None)
            continue;
        const auto hide = [&](json& value) {
            value = f.shape == FieldShape::Zone ? json{{"hidden", value.size()}} : json(nullptr);
        };
        if (!f.perSeat) {
            hide(j[f.name]);
            continue;
        }
        for (std::size_t other = 0; other < j[f.name].size(); ++other)
            if (f.hidden == Hidden::All || static_cast<int>(other) != seat)
                hide(j[f.name][other]);
    }
    return j;
}

void ScriptState::readFields(const json& j) {
    const ScriptDeclaration& d = ruleset().program().declaration;
    const StateLayout& layout = scriptGame().layout();
    const int players = game().numPlayers();
    for (const auto& [key, value] : j.items()) {
        (void)value;
        if (key != "game" && key != "script" && key != "params" && key != "players" &&
            key != "count" && d.fieldIndex(key) < 0)
            throw InvalidInput("state field '" + key + "' is not declared by " +
                               ruleset().fileName());
    }
    for (std::size_t i = 0; i < d.fields.size(); ++i) {
        const FieldSpec& f = d.fields[i];
        const FieldSlot& slot = layout.fields[i];
        const auto it = j.find(f.name);
        if (it == j.end())
            throw InvalidInput("state has no field '" + f.name + "'");
        if (!f.perSeat) {
            readBlock(*it, f, slot, cells_.data() + slot.offset, "'" + f.name + "'");
            continue;
        }
        if (!it->is_array() || it->size() != static_cast<std::size_t>(players))
            throw InvalidInput("state '" + f.name + "' is not one entry per seat");
        for (int seat = 0; seat < players; ++seat)
            readBlock((*it)[static_cast<std::size_t>(seat)], f, slot,
                      cells_.data() + slot.offset + seat * slot.stride,
                      "'" + f.name + "'[" + std::to_string(seat) + "]");
    }
    if (!d.counters.empty()) {
        const auto it = j.find("count");
        if (it == j.end() || !it->is_object())
            throw InvalidInput("state has no \"count\" object of its counters");
        for (std::size_t c = 0; c < d.counters.size(); ++c) {
            const auto counter = it->find(d.counters[c].id);
            if (counter == it->end() || !counter->is_array() ||
                counter->size() != static_cast<std::size_t>(players))
                throw InvalidInput("state count '" + d.counters[c].id +
                                   "' is not one number per seat");
            for (int seat = 0; seat < players; ++seat) {
                const std::int32_t v = readInteger((*counter)[static_cast<std::size_t>(seat)],
                                                   "count '" + d.counters[c].id + "'");
                if (v < 0)
                    throw InvalidInput("state count '" + d.counters[c].id + "' is negative");
                cells_[static_cast<std::size_t>(layout.countersOffset +
                                                static_cast<int>(c) * players + seat)] = v;
            }
        }
    }
    version_ = freshVersion();
    refreshDerived();
}

json ScriptState::decisionToJson(const Decision& d) const {
    const ScriptDeclaration& decl = ruleset().program().declaration;
    if (d.kind >= decl.decisions.size())
        throw InvalidInput("there is no decision kind " + std::to_string(d.kind));
    const DecisionSpec& k = decl.decisions[d.kind];
    json j = {{"kind", k.name}};
    const std::int16_t args[3] = {d.a, d.b, d.c};
    for (std::size_t i = 0; i < k.args.size(); ++i)
        j[k.args[i]] = args[i];
    return j;
}

Decision ScriptState::decisionFromJson(const json& j) const {
    const ScriptDeclaration& decl = ruleset().program().declaration;
    if (!j.is_object())
        throw InvalidInput("a decision is a JSON object with a \"kind\"");
    const auto kind = j.find("kind");
    if (kind == j.end() || !kind->is_string())
        throw InvalidInput("a decision needs \"kind\", the name of one of game.decisions");
    Decision d;
    const DecisionSpec* spec = nullptr;
    for (std::size_t k = 0; k < decl.decisions.size(); ++k)
        if (decl.decisions[k].name == kind->get_ref<const std::string&>()) {
            d.kind = static_cast<std::uint16_t>(k);
            spec = &decl.decisions[k];
        }
    if (!spec)
        throw InvalidInput("\"kind\" " + kind->dump() + " is not a decision kind of " +
                           ruleset().fileName());
    for (const auto& [key, value] : j.items()) {
        (void)value;
        if (key != "kind" &&
            std::find(spec->args.begin(), spec->args.end(), key) == spec->args.end())
            throw InvalidInput("'" + key + "' is not an argument of a '" + spec->name +
                               "' decision");
    }
    std::int16_t* args[3] = {&d.a, &d.b, &d.c};
    for (std::size_t i = 0; i < spec->args.size(); ++i) {
        const auto arg = j.find(spec->args[i]);
        if (arg == j.end())
            throw InvalidInput("a '" + spec->name + "' decision needs \"" + spec->args[i] + "\"");
        if (!arg->is_number_integer() || arg->get<long long>() < -32768 ||
            arg->get<long long>() > 32767)
            throw InvalidInput("\"" + spec->args[i] + "\" of a '" + spec->name +
                               "' decision is not an integer from -32768 to 32767");
        *args[i] = static_cast<std::int16_t>(arg->get<int>());
    }
    return d;
}

} // namespace pb::script
