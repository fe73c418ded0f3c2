#pragma once

// The automatic titan builder: a Titan of a given shape built to a given
// number of points, so a sweep over `budget` can rebuild the set-up at every
// budget (a set-up's titan "auto:<preset>", docs/rules/titanomachia.md).

#include "games/titanomachia/titanomachia_setup.h"

namespace pb::titanomachia {

// The cheapest legal Titan: Armour 1 on every card, Skill, Speed, Rate of
// Fire and Power 1 (G4), every other score 0.
Titan minimumTitan();

// The Titan of `shape`'s proportions that `points` buy at `prices`. A fixed
// greedy rule, no dice: it starts from minimumTitan() and buys one point at
// a time for the score (Armour counted as a score) furthest below its share
// of the points spent so far, the share being the shape's value over the
// shape's total; ties go to the first in card order (Crew Armour, Skill,
// Stamina, Propulsion Armour, ...). Scores stop at maxScore, Armour at
// maxArmour; it stops when no score's next point fits or all are full.
// With per-System prices (G1) a System priced p gets 1/p of its share in
// value, so the points spent on each System keep the shape's proportions.
// At the shape's own cost it gives the shape back for the two presets.
// Throws InvalidInput if `points` do not buy minimumTitan().
Titan buildTitan(const Titan& shape, int points, const Prices& prices);

// The Titan of `shape`'s proportions built from what `player`'s budget
// leaves after its terrain, Objectives and bid (the bid counted as paid, so
// it fits whether or not the player goes first, R1): a set-up's
// "auto:<preset>" titan, and the titan builder's Auto-build. Throws
// InvalidInput if that does not buy minimumTitan().
Titan autoTitan(const Titan& shape, const PlayerSetup& player,
                const std::vector<TerrainType>& types, const Prices& prices);

} // namespace pb::titanomachia
