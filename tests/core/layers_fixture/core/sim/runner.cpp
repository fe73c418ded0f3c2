#include "engine/rng.h"
#include "stats/mean.h" // the planted wrong include: sim is below stats
