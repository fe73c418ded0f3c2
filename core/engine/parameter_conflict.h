#pragma once

#include "engine/errors.h"

#include <string>
#include <utility>
#include <vector>

namespace pb {

// Rule parameters that are each valid alone but do not fit together. what()
// is the English sentence the CLI prints; `code`, `parameters` and `values`
// let an interface word the same in its own language without reading it.
// Shared codes: "below" (parameters[0] must be below parameters[1]),
// "notAbove" (must not exceed it), "within" (parameters[0] must lie within
// parameters[1]..parameters[2]); values hold the parameters' values in the
// same order. A ruleset may use codes of its own, worded by its interface.
class ParameterConflict : public InvalidInput {
public:
    ParameterConflict(std::string code, std::vector<std::string> parameters,
                      std::vector<long long> values, const std::string& message)
        : InvalidInput(message), code_(std::move(code)), parameters_(std::move(parameters)),
          values_(std::move(values)) {}

    const std::string& code() const { return code_; }
    const std::vector<std::string>& parameters() const { return parameters_; }
    const std::vector<long long>& values() const { return values_; }

private:
    std::string code_;
    std::vector<std::string> parameters_;
    std::vector<long long> values_;
};

} // namespace pb
