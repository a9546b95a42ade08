/*
** test_conformance.c — one test over every game gr_info lists, so that a
** game added later is covered without editing it. For each game:
**   - its example is a canonical position of that game (text round trip);
**   - it has rules for the plain minimax oracle (tests/c/rules) and field
**     rules (fields.c), and small random positions (gr_random) that are
**     canonical, of that game only, and the same for the same seed;
**   - those positions, alone and with the second player to move, against
**     plain minimax: every field of the analysis, every move and where it
**     leads, each move's notation played (sweep.c; outcomes.c for games whose
**     positions may be draws), and every single component's Grundy value;
**   - sums of two games' random positions, across every game;
**   - copies (gr_comp_copy, an engine internal) of those positions'
**     components and of what their moves leave, made in memory of their
**     own and then analysed again once the memory they were copied from is
**     released and overwritten: the same text, value, legal moves, detail
**     and moves, and the same verdict, in normal and misère play, from a
**     search of the whole sum of the copies.
** And the info itself: every judge it lists answers its own sample, and
** every family it lists reads its example.
*/
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <string.h>
#include "../../c/game.h"
#include "../../c/search.h"
#include "fields.h"
#include "json.h"
#include "oracle.h"
#include "suites.h"
#include "sweep.h"
#include "test.h"

#define ROOTS 14  /* random positions of each game */
#define SG_MAX 16 /* Grundy values looked for by G + nim:h, h <= SG_MAX */
#define COPY_MOVES 6 /* moves of each component whose results are copied too */
#define COPY_SEARCH 4e6 /* work of a search of the copies' sum (past it: not compared) */

static gr_ctx *ctx;
static gr_ctx *cc; /* the copies' context: engine internals, self-checks on */
static long searched; /* sums of copies searched (and compared) for the game at hand */

static const orules *oracle_rules(const char *name) {
  int i;
  for (i = 0; orules_list[i] != NULL; i++)
    if (strcmp(orules_list[i]->name, name) == 0) return orules_list[i];
  return NULL;
}

/* The text of gr_random(game, seed) into out, or "" after a failed check. */
static void random_of(const char *game, unsigned long long seed, char *out, size_t cap) {
  const char *t, *again, *canon;
  out[0] = '\0';
  if (gr_random(ctx, game, seed, &t) != GR_OK) {
    test_condf(0, "%s: no random position (seed %llu): %s", game, seed, gr_error(ctx));
    return;
  }
  snprintf(out, cap, "%s", t);
  test_condf(gr_random(ctx, game, seed, &again) == GR_OK && strcmp(again, out) == 0,
             "%s: seed %llu gives \"%s\", then \"%s\"", game, seed, out, again ? again : "");
  test_condf(gr_canonical(ctx, out, &canon) == GR_OK && strcmp(canon, out) == 0,
             "%s: random position \"%s\" is not canonical (\"%s\")", game, out,
             canon ? canon : gr_error(ctx));
}

/* Adds the components of analysed position text to sg (each alone). */
static void components(const char *game, const char *text, swlist *sg) {
  jval *j = sw_analyze(ctx, text, GR_MOVES_WINNING);
  const jval *cs = j ? json_get(j, "components") : NULL;
  size_t i;
  for (i = 0; cs && i < cs->n; i++) {
    const char *g = json_str(cs->items[i], "game"), *t = json_str(cs->items[i], "text");
    test_condf(g && strcmp(g, game) == 0, "%s: a random position \"%s\" holds a component of "
               "%s", game, text, g ? g : "(none)");
    if (t) sw_add(sg, t);
  }
  json_free(j);
}

/* The game's own fields (fields.c) of every component and move of root,
** for games the sweep cannot take (positions that may be draws). */
static void own_fields(const char *text) {
  opos p;
  omove *om = NULL;
  int k, i;
  jval *j;
  const jval *cs, *ms;
  if (opos_parse(text, &p) != 0 || (j = sw_analyze(ctx, text, GR_MOVES_ALL)) == NULL) return;
  cs = json_get(j, "components");
  ms = json_get(j, "moves");
  for (i = 0; cs && i < (int)cs->n && i < p.n; i++) {
    const gfields *gf = gfields_find(p.c[i].game->name);
    const char *e = gf ? gf->detail(cs->items[i], &p.c[i], json_long(cs->items[i], "sg", -1)) : NULL;
    test_condf(e == NULL, "\"%s\": component %d: %s", text, i + 1, e ? e : "");
  }
  k = opos_moves(&p, &om);
  for (i = 0; i < k; i++) {
    const gfields *gf = gfields_find(p.c[om[i].comp].game->name);
    long from = -1, to = -1, count = -1;
    size_t m;
    if (gf == NULL) continue;
    gf->move(strchr(om[i].text, ':') + 1, &p.c[om[i].comp], &om[i].after.c[om[i].comp],
             om[i].nafter, &from, &to, &count);
    for (m = 0; ms && m < ms->n; m++) {
      const char *mt = json_str(ms->items[m], "move");
      if (mt && strcmp(mt, om[i].text) == 0)
        test_condf(json_long(ms->items[m], "from", -99) == from &&
                       json_long(ms->items[m], "to", -99) == to &&
                       json_long(ms->items[m], "count", -99) == count,
                   "\"%s\": move %s: from %ld to %ld count %ld, want %ld %ld %ld", text, mt,
                   json_long(ms->items[m], "from", -99), json_long(ms->items[m], "to", -99),
                   json_long(ms->items[m], "count", -99), from, to, count);
    }
  }
  free(om);
  json_free(j);
}

/* ---- copies ---------------------------------------------------------------- */

static char *dup_text(const char *s) {
  char *d = malloc(strlen(s) + 1);
  if (d == NULL) {
    fputs("out of memory\n", stderr);
    exit(3);
  }
  return strcpy(d, s);
}

/* All the engine says of component x (malloc'd): its text, value (and
** reach), and for each player its legal count, its board's detail and every
** move with its words, numbers, value and what it leaves. */
static char *describe(const gr_comp *x) {
  gr_buf b;
  gr_value v = x->game->value(cc, x);
  int turn, j;
  gr_int k;
  gr_buf_init(&b, cc);
  gr_format_comp(&b, x);
  gr_printf(&b, " sg %lld flags %d", (long long)v.sg, v.flags);
  if (v.flags & GR_LOOPY) {
    int n;
    const gr_int *r = x->game->reach(cc, x, &n);
    for (j = 0; j < n; j++) gr_printf(&b, "%s%lld", j ? "," : " reach ", (long long)r[j]);
  }
  for (turn = 0; turn < (gr_search_of(x->game)->turn_moves ? 2 : 1); turn++) {
    gr_movelist ml;
    gr_printf(&b, "\n turn %d: %lld legal", turn + 1, (long long)x->game->legal(cc, x, turn));
    if (x->game->detail != NULL) {
      gr_puts(&b, ", detail ");
      x->game->detail(cc, &b, x, turn);
    }
    gr_movelist_init(&ml, cc);
    x->game->moves(cc, x, turn, &ml);
    for (k = 0; k < ml.n; k++) {
      const gr_move *m = &ml.m[k];
      gr_printf(&b, "\n  %s (%s) %lld %lld %lld: %lld/%d ->", m->text, gr_msg_text(cc, m->label),
                (long long)m->from, (long long)m->to, (long long)m->count,
                (long long)m->value.sg, m->value.flags);
      for (j = 0; j < m->nafter; j++) {
        gr_putc(&b, ' ');
        gr_format_comp(&b, &m->after[j]);
      }
    }
  }
  return dup_text(b.s);
}

static void *kept_mem(void *c, size_t n) { return gr_alloc_kept(c, n); }

/* The copies of position text (normal or misère play, as it says) against
** what was copied, and the search of their sum against verdict ('N', 'P',
** 'D', or 0: not compared). */
static void copies_of(const char *text, char verdict) {
  jmp_buf jb;
  gr_comp *volatile orig = NULL, *volatile cp = NULL;
  char **volatile desc = NULL;
  volatile int n = 0;
  int i, j;
  gr_scratch_reset(cc);
  cc->onerr = &jb;
  cc->call++;
  cc->steps = GR_CALL_WORK;
  cc->work = GR_WORK_CALL;
  if (setjmp(jb) == 0) {
    gr_pos pos, cpos;
    gr_mark mark;
    gr_sumsearch *s;
    gr_int looked;
    int cap;
    gr_parse_pos(cc, text, &pos);
    cap = (int)pos.n * (1 + COPY_MOVES * 4);
    orig = calloc((size_t)cap, sizeof *orig);
    cp = calloc((size_t)cap, sizeof *cp);
    desc = calloc((size_t)cap, sizeof *desc);
    mark = gr_scratch_mark(cc);
    /* what is copied lives after the mark: the position's components
    ** copied once into scratch, and what their first moves leave */
    for (i = 0; i < pos.n; i++) gr_comp_copy(cc, &pos.comp[i], &orig[n++], NULL, NULL);
    for (i = 0; i < pos.n; i++) {
      gr_movelist ml;
      gr_int k;
      gr_movelist_init(&ml, cc);
      pos.comp[i].game->moves(cc, &pos.comp[i], pos.turn, &ml);
      for (k = 0; k < ml.n && k < COPY_MOVES; k++)
        for (j = 0; j < ml.m[k].nafter && n < cap; j++) orig[n++] = ml.m[k].after[j];
    }
    for (i = 0; i < n; i++) desc[i] = describe(&orig[i]); /* values cached on the way */
    for (i = 0; i < n; i++) gr_comp_copy(cc, &orig[i], &cp[i], kept_mem, cc);
    gr_scratch_release(cc, mark); /* overwritten: the self-checks are on */
    for (i = 0; i < n; i++) {
      char *d = describe(&cp[i]);
      test_condf(strcmp(d, desc[i]) == 0, "\"%s\": a copy of component %d is not the same:\n"
                 "%.600s\nthe copy:\n%.600s", text, i + 1, desc[i], d);
      free(d);
    }
    cpos = pos;
    cpos.comp = cp;
    s = gr_sumsearch_run(cc, &cpos, pos.misere, COPY_SEARCH, &looked);
    if (s != NULL && verdict) {
      test_condf(gr_sumsearch_verdict(s) == verdict, "\"%s\": the search of the copies says "
                 "%c, the analysis %c", text, gr_sumsearch_verdict(s), verdict);
      searched++;
    }
  } else {
    test_condf(0, "\"%s\": copies: %s", text, gr_error(cc));
  }
  cc->onerr = NULL;
  for (i = 0; desc != NULL && i < n; i++) free(desc[i]);
  free(desc);
  free(orig);
  free(cp);
}

/* Every game names its copy hook: nothing else copies a component. */
static void copy_hooks(void) {
  int i;
  for (i = 0; gr_games[i] != NULL; i++)
    test_condf(gr_games[i]->copy != NULL, "%s: no copy hook in its descriptor (gr_copy_fields "
               "for a component that is only n, len, cells and v)", gr_games[i]->name);
}

/* Copies of random position text (the second player to move when second),
** in normal and misère play. */
static void copies(const char *text, int second) {
  int misere;
  for (misere = 0; misere < 2; misere++) {
    char t[600];
    const char *out, *v;
    jval *j;
    char verdict = 0;
    snprintf(t, sizeof t, "%s%s%s", text, second ? "@2" : "", misere ? ";misere" : "");
    if (gr_analyze_within(ctx, t, NULL, GR_MOVES_WINNING, COPY_SEARCH, &out) == GR_OK &&
        (j = json_parse(out)) != NULL) {
      v = json_str(j, "verdict");
      if (v != NULL) verdict = v[0];
      json_free(j);
    }
    copies_of(t, verdict);
  }
}

static void check_family(const char *name, int loopy, swlist *roots, swlist *sg) {
  static const sweep_opts draws_ok = {1, NULL, 0};
  long i;
  if (!loopy) {
    sw_family(ctx, name, roots, sg, SG_MAX);
    return;
  }
  for (i = 0; i < roots->n; i++) own_fields(roots->s[i]);
  run_family_opts(name, roots, sg, &draws_ok);
}

static void one_game(const jval *g, char (*first)[512]) {
  const char *name = json_str(g, "name"), *ex = json_str(g, "example"), *canon;
  int loopy = json_bool(g, "loopy") == 1;
  swlist roots = {0}, sg = {0};
  char t[512], label[96];
  unsigned long long seed;
  if (name == NULL || ex == NULL) {
    test_condf(0, "info: a game without a name or example");
    return;
  }
  test_condf(gr_canonical(ctx, ex, &canon) == GR_OK && strcmp(canon, ex) == 0,
             "%s: example \"%s\" is not canonical", name, ex);
  test_condf(strncmp(ex, name, strlen(name)) == 0 &&
                 (ex[strlen(name)] == ':' || ex[strlen(name)] == '('),
             "%s: the example \"%s\" is not of the game", name, ex);
  test_condf(oracle_rules(name) != NULL, "%s: the oracle has no rules for it: add "
             "tests/c/rules/%s.c and its line in rules/list.c", name, name);
  if (oracle_rules(name) == NULL) return;
  test_condf(gfields_find(name) != NULL, "%s: no field rules: add its row to FIELDS in "
             "tests/c/fields.c", name);
  searched = 0;
  for (seed = 1; seed <= ROOTS; seed++) {
    random_of(name, seed, t, sizeof t);
    if (!*t) continue;
    if (seed == 1) snprintf(*first, sizeof *first, "%s", t);
    sw_add(&roots, t);
    if (seed % 2 == 0) sw_addf(&roots, "%s@2", t);
    components(name, t, &sg);
    copies(t, (int)(seed % 2));
  }
  test_condf(searched > 0, "%s: no sum of copies was small enough to search", name);
  snprintf(label, sizeof label, "conformance: %s, random positions", name);
  check_family(label, loopy, &roots, &sg);
}

/* Sums of two games' random positions, every pair of games once. */
static void sums(const jval *games, char (*first)[512]) {
  swlist plain = {0}, loopy = {0}, none = {0}, none2 = {0};
  size_t a, b;
  for (a = 0; a < games->n; a++)
    for (b = a + 1; b < games->n; b++) {
      char t[1100];
      if (!first[a][0] || !first[b][0]) continue;
      snprintf(t, sizeof t, "%s+%s%s", first[a], first[b], (a + b) % 2 ? "@2" : "");
      if (json_bool(games->items[a], "loopy") == 1 || json_bool(games->items[b], "loopy") == 1)
        sw_add(&loopy, t);
      else
        sw_add(&plain, t);
    }
  check_family("conformance: sums of two games", 0, &plain, &none);
  check_family("conformance: sums with draws", 1, &loopy, &none2);
}

/* Every judge answers its own sample, and every family reads its example. */
static void listed(const jval *info) {
  const jval *judges = json_get(info, "judges"), *families = json_get(info, "families");
  size_t i;
  test_condf(judges && judges->t == J_ARR && families && families->t == J_ARR,
             "info: \"judges\" and \"families\" lists");
  for (i = 0; judges && i < judges->n; i++) {
    const char *name = json_str(judges->items[i], "name"), *in = json_str(judges->items[i], "sample");
    const char *out;
    jval *j;
    if (!name || !in) continue;
    test_condf(gr_judge_cases(ctx, name, 0, in, strlen(in), &out) == GR_OK,
               "judge %s: %s", name, gr_error(ctx));
    j = json_parse(out);
    test_condf(j && json_is_null(j, "error") && json_get(j, "cases") &&
                   json_get(j, "cases")->n > 0,
               "judge %s: its sample is not answered: %s", name, out ? out : "");
    json_free(j);
  }
  for (i = 0; families && i < families->n; i++) {
    const char *ex = json_str(families->items[i], "example"), *out;
    test_condf(ex && gr_sequence(ctx, ex, 20, &out) == GR_OK, "family %s: %s", ex ? ex : "?",
               gr_error(ctx));
  }
}

void test_conformance(void) {
  const char *out;
  jval *info;
  const jval *games;
  char (*first)[512];
  size_t i;
  double t0 = sw_now();
  ctx = gr_open(0);
  cc = gr_open(0);
  gr_set_checks(cc, 1);
  if (ctx == NULL || cc == NULL || gr_info(ctx, &out) != GR_OK || (info = json_parse(out)) == NULL) {
    test_condf(0, "conformance: no info");
    return;
  }
  games = json_get(info, "games");
  copy_hooks();
  first = calloc(games ? games->n + 1 : 1, sizeof *first);
  for (i = 0; games && i < games->n; i++) one_game(games->items[i], &first[i]);
  if (games) sums(games, first);
  listed(info);
  printf("  %-44s %6.2fs  (%zu games)\n", "conformance: every game info lists", sw_now() - t0,
         games ? games->n : 0);
  free(first);
  json_free(info);
  gr_close(ctx);
  gr_close(cc);
}
