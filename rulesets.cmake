# The rulesets of this build, in display order: one line each. A line names the
# ruleset's folder (its C++ namespace under pb::); playbench_ruleset() finds the
# ruleset's folder in every layer (cmake/rulesets.cmake, docs/engine.md,
# "Adding a ruleset").
playbench_ruleset(stability)
playbench_ruleset(torus_lab)
playbench_ruleset(streamway_siege)
playbench_ruleset(butterfly_effect)
playbench_ruleset(titanomachia)
# The tests' own ruleset, the proof that a ruleset needs nothing more.
playbench_ruleset(nim ROOT tests/rulesets/nim TEST_ONLY)
