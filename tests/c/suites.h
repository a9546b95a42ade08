/*
** suites.h — the test suites in files of their own (one per game or
** feature), run by test_engine.c's main() after its own. To add one: write
** tests/c/test_<name>.c with `void test_<name>(void)` and add it here.
*/
#ifndef GR_TEST_SUITES_H
#define GR_TEST_SUITES_H

#define GR_TEST_SUITES(X) \
  X(test_play_api) \
  X(test_hackenbush) \
  X(test_coins) \
  X(test_limits) \
  X(test_tb) \
  X(test_misere) \
  X(test_misere_sweep) \
  X(test_genus) \
  X(test_quotient) \
  X(test_graph) \
  X(test_wythoff) \
  X(test_moore) \
  X(test_periods) \
  X(test_conformance) \
  X(test_ruleset) \
  X(test_sweep_tb) \
  X(test_sweep_games) \
  X(test_check) \
  X(test_search) \
  X(test_threads) \
  X(test_lists) \
  X(test_observe) \
  X(test_messages) \
  X(test_codegen) \
  X(test_claim)

#define GR_TEST_DECLARE(fn) void fn(void);
GR_TEST_SUITES(GR_TEST_DECLARE)

#endif
