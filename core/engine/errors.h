#pragma once

#include <stdexcept>
#include <string>

namespace pb {

// Base of every error the core reports; what() is one line naming the problem.
class PlaybenchError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A decision that is well formed but not legal in the state; the state is unchanged.
class IllegalDecision : public PlaybenchError {
public:
    using PlaybenchError::PlaybenchError;
};

// JSON (a state, a decision, parameters, a setup) that does not describe a valid thing.
class InvalidInput : public PlaybenchError {
public:
    using PlaybenchError::PlaybenchError;
};

} // namespace pb
