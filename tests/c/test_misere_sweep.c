/*
** test_misere_sweep.c — misère play of every game gr_info lists, on random
** positions (gr_random), alone and in sums that mix two or three games,
** against the plain minimax oracle (oracle.c: each game's own rules in
** tests/c/rules, and of misère play only that the player without a move
** wins): the verdict, every move and its verdict after it, and the exact set
** of winning moves (outcomes.c), with the engine's self-checks on. Most of
** these positions no misère rule covers, so the engine searches the whole
** sum, keeping a copy of every component it reaches: this is where a copy
** that loses what its game keeps (a graph, a counter) shows. Positions that
** were once answered wrongly, or crashed, are checked first as fixed cases.
**
** It prints its seed; GR_SWEEP_SEED=N reruns it, GR_SWEEP_LONG=1 is the long
** sweep (sweeprand.h).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "oracle.h"
#include "suites.h"
#include "sweep.h"
#include "sweeprand.h"
#include "test.h"

/* Draws (tokens on graphs with cycles, Northcott's rows) are allowed; the
** engine must decide every root; its self-checks are on. */
static const sweep_opts opts = {1, NULL, 1};

/* Positions a root may reach at most, as the oracle counts them. */
#define MOST_STATES 3000

static gr_ctx *cx;
static rs_rng rng;

static long scale(long quick, long normal, long lng) {
  return rs_long() ? lng : test_quick ? quick : normal;
}

/* Positions once crashed (a search's copies of graphs pointing into memory
** it had released) or answered wrongly (those copies, a counter the copies
** lost, and a Northcott row without a move for the player to move, which
** the misère rule of the other component or the quotient left out), or
** left undecided (a quotient of three codes that spent the whole bound
** before the sum, 48 positions, was searched). */
static void fixed_cases(void) {
  static const char *const cases[] = {
    "nodekayles:grid(2x3);misere",
    "arckayles:a-b.b-c.c-d.c-f.d-e;misere",
    "nodekayles:a-c.b.d;misere",
    "nodekayles:a-b.b-c+arckayles:a-b.b-c.c-d;misere",
    "nodekayles:a.b+nodekayles:a.b;misere",
    "arckayles:a-b.a-d.a-e.c-d.c-f.d-e.e-f;misere",
    "ruleset(take k: k<=2*last or last=0 and k<n):2~16;misere",
    "ruleset(take k: k<=2*last or last=0 and k<n):18;misere",
    "ruleset(take k: k<=2*last or last=0 and k<n):7~2+nim:2;misere",
    "moore(2):2/1/2+nim:1;misere",
    "sub(1):10+northcott:BW..;misere",
    "sub(1):10+northcott:B.W.@2;misere",
    "octal(0.77):ooo+northcott:BW..;misere",
    "turtles:THTTT+sub(4):12+northcott:WB...@2;misere",
    "octal(0.67):.oooooo+octal(0.476):...oo+octal(0.354):.oo@2;misere",
  };
  strlist r = {0};
  size_t i;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) sl_add(&r, cases[i]);
  run_family_opts("misère: positions once answered wrongly", &r, NULL, &opts);
}

/* The games gr_info lists (malloc'd names, NULL-terminated). */
static char **game_names(void) {
  const char *out;
  jval *info;
  const jval *games;
  char **names;
  size_t i;
  if (gr_info(cx, &out) != GR_OK || (info = json_parse(out)) == NULL) {
    test_condf(0, "misère sweep: no info");
    return calloc(1, sizeof(char *));
  }
  games = json_get(info, "games");
  names = calloc((games ? games->n : 0) + 1, sizeof *names);
  for (i = 0; games && i < games->n; i++) {
    const char *n = json_str(games->items[i], "name");
    names[i] = malloc(strlen(n ? n : "") + 1);
    strcpy(names[i], n ? n : "");
  }
  json_free(info);
  return names;
}

/* A random position of game `name` (1 to 3 components), parsed by the
** oracle; 0 after a failed check. */
static int random_pos(const char *name, opos *p) {
  const char *t;
  unsigned long long seed = rs_next(&rng) % 1000000000ULL;
  if (gr_random(cx, name, seed, &t) != GR_OK) {
    test_condf(0, "%s: no random position (seed %llu): %s", name, seed, gr_error(cx));
    return 0;
  }
  if (opos_parse(t, p) != 0) {
    test_condf(0, "%s: the oracle cannot read the random position \"%s\"", name, t);
    return 0;
  }
  return 1;
}

/* Adds p as a misère root with a random player to move, when the oracle
** finds at most `most` positions it can reach (the engine searches them
** all, and its self-checks search again after each move) and can hold
** each of them; 0 when not. */
static int add_root(strlist *r, opos *p, long most) {
  char t[2048];
  long n;
  p->turn = (int)rs_below(&rng, 2);
  p->misere = 1;
  n = oracle_reach(p);
  if (n < 0 || n > most) return 0;
  opos_format(p, t, sizeof t);
  sl_add(r, t);
  return 1;
}

/* Each game alone: its random positions, misère, either player to move. */
static void alone(char **names, long per_game) {
  strlist r = {0};
  long k, tries;
  int g;
  for (g = 0; names[g] != NULL; g++)
    for (k = 0, tries = 0; k < per_game && tries < 20 * per_game; tries++) {
      opos p;
      if (random_pos(names[g], &p) && add_root(&r, &p, MOST_STATES)) k++;
    }
  run_family_opts("misère: every game alone, random positions", &r, NULL, &opts);
}

/* Sums of one random component of each of two or three games (drawn
** independently, so now and then a game twice). */
static void mixed(char **names, long count) {
  strlist r = {0};
  int ngames = 0;
  long k, tries;
  while (names[ngames] != NULL) ngames++;
  for (k = 0, tries = 0; k < count && tries < 20 * count; tries++) {
    opos sum;
    int parts = 2 + (int)rs_below(&rng, 2), j;
    memset(&sum, 0, sizeof sum);
    for (j = 0; j < parts; j++) {
      opos one;
      if (random_pos(names[rs_below(&rng, ngames)], &one)) opos_push(&sum, &one.c[0]);
    }
    if (sum.n > 0 && add_root(&r, &sum, MOST_STATES)) k++;
  }
  run_family_opts("misère: random sums of two or three games", &r, NULL, &opts);
}

void test_misere_sweep(void) {
  char **names;
  int g;
  double t0 = sw_now();
  cx = gr_open(0);
  rng = rs_open("misère sweep of every game");
  fixed_cases();
  names = game_names();
  alone(names, scale(3, 10, 60));
  mixed(names, scale(40, 160, 1500));
  for (g = 0; names[g] != NULL; g++) free(names[g]);
  free(names);
  gr_close(cx);
  printf("  %-44s %6.2fs\n", "misère sweep of every game", sw_now() - t0);
}
