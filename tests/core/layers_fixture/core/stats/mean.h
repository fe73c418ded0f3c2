#include "sim/runner.h"
#include "engine/rng.h"
