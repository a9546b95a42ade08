/*
** sweeprand.h — what the random sweeps (test_sweep_*.c) share: seeds,
** random numbers, and the comparison of an analysis with what a plain
** computation expects. Every run draws a new seed and prints it; the
** environment variable GR_SWEEP_SEED=N reruns exactly the instances of that
** seed. GR_SWEEP_LONG=1 (make test-sweep-long) asks for the long sweep that
** is run before a release: many more instances, larger sizes.
*/
#ifndef GR_TEST_SWEEPRAND_H
#define GR_TEST_SWEEPRAND_H

#include <stdint.h>
#include "../../c/grundy.h"
#include "sweep.h"

typedef struct rs_rng {
  uint64_t s;
} rs_rng;

/* The run's seed (GR_SWEEP_SEED, or drawn once from the clock and the
** process), the same for every suite of the run. */
uint64_t rs_run_seed(void);
/* 1 for the long sweep (GR_SWEEP_LONG set and not "0"). */
int rs_long(void);
/* A generator for one suite: the run's seed mixed with the suite's name, so
** each suite draws the same instances from a seed whatever else runs.
** Prints "  <name>: seed N (GR_SWEEP_SEED=N reruns it)". */
rs_rng rs_open(const char *name);
uint64_t rs_next(rs_rng *r);
/* Uniform in 0..n-1 (n ≥ 1). */
long rs_below(rs_rng *r, long n);
/* Uniform in lo..hi. */
long rs_range(rs_rng *r, long lo, long hi);

/* What a plain computation expects of a position's analysis. */
#define RS_MAXC 8
typedef struct rs_expect {
  int n;               /* components */
  long sg[RS_MAXC];    /* each component's value (-1: null; -2: not checked) */
  long legal[RS_MAXC]; /* each component's legal moves (-1: not checked) */
  char verdict;        /* 'N', 'P', or 0 for null */
  swlist win;          /* every winning move, "i:move" */
  int partial;         /* the engine may list only some winning moves (then a subset) */
} rs_expect;

/* Analyses text (winning moves only) with the context's settings and
** checks it against e: the components' values and legal moves, the nim-sum
** (normal play, all values known), the verdict, the total of legal moves
** (when every count is checked) and the winning moves (exactly, or a
** subset when e->partial; "complete" must be true unless it is). Frees
** e->win. */
void rs_check(gr_ctx *ctx, const char *text, rs_expect *e);

#endif
