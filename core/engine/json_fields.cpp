#include "engine/json_fields.h"

#include "engine/errors.h"

#include <algorithm>
#include <string>

namespace pb {

void requireOnlyFields(const nlohmann::json& object,
                       std::initializer_list<std::string_view> allowed, std::string_view what) {
    if (!object.is_object())
        return;
    for (const auto& [key, value] : object.items()) {
        if (std::find(allowed.begin(), allowed.end(), key) != allowed.end())
            continue;
        std::string known;
        for (std::string_view k : allowed)
            known += (known.empty() ? "" : ", ") + std::string(k);
        throw InvalidInput(std::string(what) + " has a field \"" + key +
                           "\" it does not take (its fields: " + known + ")");
    }
}

} // namespace pb
