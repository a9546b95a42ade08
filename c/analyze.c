/*
** analyze.c — the analysis of a position as JSON (schema in README.md), the
** outcome of a sum, and play: the position after a move.
**
** The analysis carries everything a front end needs to show a position and
** to play it without knowing any game's rules: each component's game,
** parameters, body and value, its exact number of legal moves, whether the
** game is over, every legal move (or the winning ones) with where it leads,
** and the move the engine would play.
**
** One outcome function decides a position from its components' values
** (normal_outcome): Grundy values and their nim-sum, threats (the player to
** move wins at once) and finished games, Smith's loopy values of positions
** on cycles, and values too large to compute. Misère play asks the games' own rules
** (misere_outcome), where one is known. A move is winning exactly when the
** position it leaves is lost for the player then to move, and the verdict
** after every move comes from the same function.
*/
#include <stdlib.h>
#include <string.h>
#include "family.h"
#include "search.h"
#include "quotient.h"
#include "outcome.h"
#include "calls.h"

/* What the outcome of a sum in normal play depends on (gr_sum, outcome.h). */
typedef gr_sum tally;

static void tally_add(tally *t, gr_int i, const gr_comp *x, gr_value v, int active) {
  if (active) t->active++;
  if (v.flags & GR_OVER) t->over++;
  if (v.flags & GR_THREAT) t->threat++;
  if (v.flags & GR_UNKNOWN) t->unknown++;
  if (v.flags & GR_LOOPY) {
    if (t->loopy < 2) {
      t->loopy_at[t->loopy] = i;
      t->loopy_c[t->loopy] = x;
    }
    t->loopy++;
  }
  if (v.flags == 0) t->s ^= v.sg;
}

static void tally_remove(tally *t, gr_int i, gr_value v, int active) {
  if (active) t->active--;
  if (v.flags & GR_OVER) t->over--;
  if (v.flags & GR_THREAT) t->threat--;
  if (v.flags & GR_UNKNOWN) t->unknown--;
  if (v.flags & GR_LOOPY) {
    if (t->loopy_at[0] == i) { /* with three or more left it is a draw anyway */
      t->loopy_at[0] = t->loopy_at[1];
      t->loopy_c[0] = t->loopy_c[1];
    }
    t->loopy--;
  }
  if (v.flags == 0) t->s ^= v.sg;
}

/* Whether the loopy component x has an option of the finite value s. */
static int reaches(gr_ctx *ctx, const gr_comp *x, gr_int s) {
  int n, lo = 0, hi;
  const gr_int *r = x->game->reach(ctx, x, &n);
  hi = n;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (r[mid] < s) lo = mid + 1;
    else hi = mid;
  }
  return lo < n && r[lo] == s;
}

/* The outcome of a sum in normal play for the player to move: 'P' lost, 'N'
** won, 'D' drawn, 0 not known.
**  - a component is over (its game's over_words): the game is over, lost;
**  - the player to move can win at once (a threat): won;
**  - a value not computed: it is known only not to be 0, so the sum is won
**    when nothing else can move (move it to a P-position), else not known;
**  - Smith: two or more loopy components draw; one wins exactly when the
**    nim-sum s of the rest is among the finite values it reaches, else draws;
**  - Sprague–Grundy: won exactly when the nim-sum is not 0. */
static char normal_outcome(gr_ctx *ctx, const tally *t) {
  if (t->over) return 'P';
  if (t->threat) return 'N';
  if (t->unknown) return t->unknown == 1 && t->active == 1 && t->loopy == 0 ? 'N' : 0;
  if (t->loopy >= 2) return 'D';
  if (t->loopy == 1) return reaches(ctx, t->loopy_c[0], t->s) ? 'N' : 'D';
  return t->s ? 'N' : 'P';
}

/* The same for the judges, whose cases may hold more components than a
** position: values added as they come, then the outcome. */
void gr_sum_add(gr_sum *t, gr_int i, const gr_comp *x, gr_value v, int active) {
  tally_add(t, i, x, v, active);
}

char gr_sum_outcome(gr_ctx *ctx, const gr_sum *t) { return normal_outcome(ctx, t); }

/* A position with its values: what analysis and play share. */
typedef struct state {
  gr_pos pos;
  gr_value *v;      /* each component's value */
  gr_int *legal;    /* each component's number of legal moves */
  gr_int total;     /* legal moves in all (saturating at GR_INT_MAX) */
  tally t;          /* the values summed up (normal play) */
  char verdict;     /* 'P', 'N', 'D', or 0 when not known */
  const gr_msg *why; /* how the verdict was found, in words; NULL for the nim-sum rule */
  int three;        /* a component is over (GR_OVER): the whole game is */
  int threat;       /* the player to move wins at once (GR_THREAT) */
  int over;         /* the game has ended: a component is over, or no legal move */
  /* Misère play with a verdict: each component's winning moves, their texts
  ** sorted for lookup (entries of components without moves are empty); and
  ** when a search decided it, every move's verdict after it (mall, sorted by
  ** text; NULL otherwise). */
  gr_movelist *mwin;
  const char ***msorted;
  struct mafter **mall;
  gr_int *nall;
  int mmore;        /* some component's winning moves are listed only in part */
  const gr_msg *truncated; /* every move was asked for, too many: why (else NULL) */
  double most;      /* the call's bound on its work (< 0: none) */
  int outcome;      /* 0: the verdict is not wanted (play only applies a move) */
  int bare;         /* the verdict alone is wanted, no winning moves (the judges) */
} state;

typedef struct mafter { const char *text; char after; } mafter;

static int cmp_text(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static gr_int first_with(const state *st, int flag);

/* Sorts each component's winning moves for lookup. */
static void sort_winning(gr_ctx *ctx, state *st) {
  gr_int i, k;
  st->msorted = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *st->msorted);
  for (i = 0; i < st->pos.n; i++) {
    gr_movelist *w = &st->mwin[i];
    const char **s = gr_alloc(ctx, (size_t)(w->n > 0 ? w->n : 1) * sizeof *s);
    for (k = 0; k < w->n; k++) s[k] = w->m[k].text;
    if (w->n > 1) qsort(s, (size_t)w->n, sizeof *s, cmp_text);
    st->msorted[i] = s;
    if (w->more) st->mmore = 1;
  }
}

/* A copy of move m at the end of ml. */
static void append_move(gr_movelist *ml, const gr_move *m) {
  gr_move *t = gr_move_push(ml, m->value, m->from, m->to, m->count);
  if (t != NULL) *t = *m;
}

/* Misère play decided by searching the whole sum (search.c). Returns 0 when
** the search reached its bound. */
static int misere_search(gr_ctx *ctx, state *st, const gr_msg *rule_gap) {
  gr_int i, k, looked = 0;
  double most = st->most >= 0 ? st->most : ctx->work >= 0 ? (double)ctx->work : -1;
  gr_sumsearch *s = gr_sumsearch_run(ctx, &st->pos, 1, most, &looked);
  if (s == NULL) {
    if (st->most >= 0)
      gr_throw(ctx, GR_EWORK, gr_m2(ctx, GR_M(err_misere_search_work), gr_n(rule_gap),
                                    gr_tf(ctx, "%.2g", st->most)));
    st->why = gr_m2(ctx, GR_M(why_misere_search_stopped), gr_n(rule_gap), gr_i(looked));
    return 0;
  }
  if (ctx->work > 0) { /* the search spends the call's work like tables do */
    double used = (double)looked * GR_SEARCH_MOVE_WORK;
    ctx->work = used >= (double)ctx->work ? 0 : ctx->work - (gr_int)used;
  }
  st->verdict = gr_sumsearch_verdict(s);
  st->mwin = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *st->mwin);
  st->mall = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *st->mall);
  st->nall = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *st->nall);
  for (i = 0; i < st->pos.n; i++) {
    const gr_movelist *ml = gr_sumsearch_moves(s, i);
    mafter *a = gr_alloc(ctx, (size_t)(ml->n ? ml->n : 1) * sizeof *a);
    gr_movelist_init(&st->mwin[i], ctx);
    for (k = 0; k < ml->n; k++) {
      a[k].text = ml->m[k].text;
      a[k].after = gr_sumsearch_after(s, i, k);
      if (a[k].after == 'P') append_move(&st->mwin[i], &ml->m[k]);
    }
    if (ml->n > 1) qsort(a, (size_t)ml->n, sizeof *a, cmp_text);
    st->mall[i] = a;
    st->nall[i] = ml->n;
  }
  sort_winning(ctx, st);
  st->why = gr_m2(ctx, st->verdict == 'D' ? GR_M(why_misere_search_draw) : GR_M(why_misere_search),
                  gr_n(rule_gap), gr_i(looked));
  return 1;
}

/* ---- misère play by a quotient ------------------------------------------------
** Components that are heaps of take-and-break codes, or split into such
** heaps (their games' heap and split hooks): the misère quotient of their
** codes together (quotient.c) decides any sum whose heaps it covers (up to
** the heaps computed, or any size once Φ is proven periodic): the sum is
** lost for the player to move exactly when the product of its heaps'
** classes is in the P-portion, and a move wins exactly when the product it
** leaves is. */

typedef struct qcomp {
  gr_ctx *ctx;
  const gr_quot *q;     /* NULL while the codes are gathered */
  const gr_code *codes[GR_QUOTIENT_CODES];
  const char *texts[GR_QUOTIENT_CODES]; /* their canonical texts, sorted */
  int k;
  gr_int need;          /* the largest heap seen */
} qcomp;

/* Visits each heap of x: its code and size. Returns 0 when some part of x
** is not a heap of a code. */
static int each_heap(qcomp *qc, const gr_comp *x,
                     int (*visit)(qcomp *qc, const gr_code *code, gr_int size, void *ud),
                     void *ud) {
  gr_comp *parts = (gr_comp *)x;
  int n = 1, i;
  if (x->game->split != NULL) n = x->game->split(qc->ctx, x, &parts);
  for (i = 0; i < n; i++) {
    gr_int size;
    const gr_code *code = parts[i].game->heap != NULL ? parts[i].game->heap(&parts[i], &size)
                                                      : NULL;
    if (code == NULL || !visit(qc, code, size, ud)) return 0;
  }
  return 1;
}

/* Gathering: each code once, and the largest heap. */
/* The index of code among those gathered, or -1 (*text: its text when it
** had to be made). */
static int code_index(const qcomp *qc, const gr_code *code, const char **text) {
  int c;
  *text = NULL;
  for (c = 0; c < qc->k; c++) /* components of one group share their code */
    if (qc->codes[c] == code) return c;
  *text = gr_quotient_code_text(qc->ctx, code);
  for (c = 0; c < qc->k; c++)
    if (strcmp(qc->texts[c], *text) == 0) return c;
  return -1;
}

static int gather(qcomp *qc, const gr_code *code, gr_int size, void *ud) {
  const char *t;
  (void)ud;
  if (code_index(qc, code, &t) < 0) {
    if (qc->k == GR_QUOTIENT_CODES) return 0;
    qc->texts[qc->k] = t;
    qc->codes[qc->k++] = code;
  }
  if (size > qc->need) qc->need = size;
  return 1;
}

/* Multiplying: *(int *)ud times the heap's class, or -1 past the heaps known. */
static int times(qcomp *qc, const gr_code *code, gr_int size, void *ud) {
  int *e = ud, c, f;
  const char *t;
  if ((c = code_index(qc, code, &t)) < 0) return 0;
  f = size == 0 ? 0 : gr_quotient_phi(qc->q, c, size);
  if (f < 0) return 0;
  *e = gr_quotient_mul(qc->q, *e, f);
  return 1;
}

/* The class of component x (the product of its heaps' classes), or -1 when
** the quotient does not reach it. */
static int class_of(qcomp *qc, const gr_comp *x) {
  int e = 0;
  return each_heap(qc, x, times, &e) ? e : -1;
}

/* Whether component i can still move: for the player to move, or, in a game
** whose moves depend on who moves, for the other player.
** A misère rule or quotient decides a sum only when it covers every such
** component. */
static int in_play(gr_ctx *ctx, const state *st, gr_int i) {
  const gr_comp *x = &st->pos.comp[i];
  return st->legal[i] > 0 ||
         (x->game->turn_moves && x->game->legal(ctx, x, st->pos.turn ^ 1) > 0);
}

/* Returns 1 when the quotient decided st (verdict, winning moves, why). */
static int misere_quotient(gr_ctx *ctx, state *st) {
  qcomp qc;
  gr_quot *q;
  gr_int i, k2;
  int c, x, *cls, *pre, *suf, total;
  memset(&qc, 0, sizeof qc);
  qc.ctx = ctx;
  for (i = 0; i < st->pos.n; i++)
    if (in_play(ctx, st, i) && !each_heap(&qc, &st->pos.comp[i], gather, NULL)) return 0;
  if (qc.k == 0) return 0;
  for (c = 1; c < qc.k; c++) { /* in the order of their texts, as the quotient keys them */
    int j;
    for (j = c; j > 0 && strcmp(qc.texts[j - 1], qc.texts[j]) > 0; j--) {
      const char *t = qc.texts[j];
      const gr_code *cd = qc.codes[j];
      qc.texts[j] = qc.texts[j - 1];
      qc.codes[j] = qc.codes[j - 1];
      qc.texts[j - 1] = t;
      qc.codes[j - 1] = cd;
    }
  }
  q = gr_quotient_find(ctx, qc.codes, qc.k);
  if ((!gr_quotient_proven(q) && gr_quotient_heaps(q) <= qc.need) || !gr_quotient_checked(q)) {
    gr_int last = qc.need < GR_QUOTIENT_MAX_HEAP ? qc.need : GR_QUOTIENT_MAX_HEAP;
    gr_status r = gr_quotient_try(ctx, q, last, st->most >= 0 ? (gr_int)st->most : ctx->work);
    if (r == GR_ELIMIT && st->most >= 0)
      gr_throw(ctx, GR_EWORK, gr_m1(ctx, GR_M(err_misere_quotient_work),
                                    gr_tf(ctx, "%.2g", st->most)));
  }
  /* only a quotient the independent verifier accepted decides anything */
  if (!gr_quotient_checked(q)) return 0;
  /* the answer depends on the position alone: the quotient of the heaps it
  ** needs, or the whole game's once proven periodic past them */
  if (!gr_quotient_proven(q) || qc.need < gr_quotient_heaps(q) - 1)
    q = gr_quotient_cut(ctx, q, qc.need);
  qc.q = q;
  cls = gr_alloc(ctx, (size_t)(st->pos.n + 1) * sizeof *cls);
  pre = gr_alloc(ctx, (size_t)(st->pos.n + 2) * sizeof *pre);
  suf = gr_alloc(ctx, (size_t)(st->pos.n + 2) * sizeof *suf);
  for (i = 0; i < st->pos.n; i++) {
    cls[i] = st->legal[i] > 0 ? class_of(&qc, &st->pos.comp[i]) : 0;
    if (cls[i] < 0) return 0; /* past the heaps known */
  }
  pre[0] = 0;
  for (i = 0; i < st->pos.n; i++) pre[i + 1] = gr_quotient_mul(q, pre[i], cls[i]);
  suf[st->pos.n] = 0;
  for (i = st->pos.n - 1; i >= 0; i--) suf[i] = gr_quotient_mul(q, suf[i + 1], cls[i]);
  total = pre[st->pos.n];
  st->verdict = gr_quotient_p(q, total) ? 'P' : 'N';
  st->mwin = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *st->mwin);
  st->mall = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *st->mall);
  st->nall = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *st->nall);
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *y = &st->pos.comp[i];
    gr_movelist ml;
    mafter *a;
    int rest = gr_quotient_mul(q, pre[i], suf[i + 1]);
    gr_movelist_init(&st->mwin[i], ctx);
    st->nall[i] = 0;
    st->mall[i] = NULL;
    if (st->legal[i] == 0 || st->bare) continue;
    if (st->legal[i] > GR_MISERE_LIST) { /* too many to look through: none listed */
      st->mwin[i].more = 1;
      continue;
    }
    gr_movelist_init(&ml, ctx);
    y->game->moves(ctx, y, st->pos.turn, &ml);
    a = gr_alloc(ctx, (size_t)(ml.n ? ml.n : 1) * sizeof *a);
    for (k2 = 0; k2 < ml.n; k2++) {
      int e = rest, j, f = 0;
      for (j = 0; j < ml.m[k2].nafter && f >= 0; j++) {
        f = class_of(&qc, &ml.m[k2].after[j]);
        if (f >= 0) e = gr_quotient_mul(q, e, f);
      }
      a[k2].text = ml.m[k2].text;
      a[k2].after = f < 0 ? 0 : gr_quotient_p(q, e) ? 'P' : 'N';
      if (a[k2].after == 'P') append_move(&st->mwin[i], &ml.m[k2]);
    }
    if (ml.n > 1) qsort(a, (size_t)ml.n, sizeof *a, cmp_text);
    st->mall[i] = a;
    st->nall[i] = ml.n;
  }
  sort_winning(ctx, st);
  {
    int pp, per = gr_quotient_period(q, 0, &pp), m = gr_quotient_order(q), np = 0;
    const gr_msg *how;
    for (x = 0; x < m; x++) np += gr_quotient_p(q, x);
    if (per > 0 && qc.k == 1)
      how = gr_m2(ctx, GR_M(word_quotient_period), gr_i(per), gr_i(pp));
    else if (per > 0)
      how = GR_W(word_quotient_periodic);
    else
      how = gr_m1(ctx, GR_M(word_quotient_upto), gr_i(gr_quotient_heaps(q) - 1));
    st->why = gr_m5(ctx, st->verdict == 'P' ? GR_M(why_misere_quotient_p)
                                            : GR_M(why_misere_quotient_n),
                    gr_n(gr_quotient_title(ctx, q)), gr_i(m), gr_i(np), gr_n(how),
                    gr_t(gr_quotient_word(ctx, q, total)));
  }
  return 1;
}

/* Misère play: the games' own rules, on the components that can still move;
** else the quotient of rows and heaps; else a search of the whole sum. */
static void misere_outcome(gr_ctx *ctx, state *st) {
  gr_int i, n = 0, k;
  const gr_comp **act;
  const gr_game *g = NULL;
  int mixed = 0, r = 0;
  char *on = gr_alloc(ctx, (size_t)(st->pos.n > 0 ? st->pos.n : 1));
  act = gr_alloc(ctx, (size_t)(st->pos.n > 0 ? st->pos.n : 1) * sizeof *act);
  for (i = 0; i < st->pos.n; i++)
    if ((on[i] = (char)in_play(ctx, st, i)) != 0) {
      if (g != NULL && st->pos.comp[i].game != g) mixed = 1;
      g = st->pos.comp[i].game;
      act[n++] = &st->pos.comp[i];
    }
  if (st->total == 0) {
    st->verdict = 'N';
    st->why = st->three
                  ? gr_m1(ctx, GR_M(why_misere_over),
                          gr_n(st->pos.comp[first_with(st, GR_OVER)].game->over_words))
                  : GR_W(why_misere_nomove);
    return;
  }
  if (!mixed && g->misere != NULL && !st->t.threat) {
    st->mwin = gr_alloc(ctx, (size_t)st->pos.n * sizeof *st->mwin);
    for (i = 0; i < st->pos.n; i++) gr_movelist_init(&st->mwin[i], ctx);
    {
      gr_movelist *w = gr_alloc(ctx, (size_t)n * sizeof *w);
      for (i = 0; i < n; i++) gr_movelist_init(&w[i], ctx);
      r = g->misere(ctx, act, n, st->pos.turn, st->bare ? NULL : w);
      for (i = 0, k = 0; i < st->pos.n; i++)
        if (on[i]) st->mwin[i] = w[k++];
    }
    if (r == 'P' || r == 'N') {
      st->verdict = (char)r;
      st->why = g->misere_rule;
      sort_winning(ctx, st);
      return;
    }
    st->mwin = NULL;
  }
  if (!st->t.threat && misere_quotient(ctx, st)) return;
  st->mwin = NULL;
  st->mall = NULL;
  misere_search(ctx, st, mixed ? GR_W(word_misere_gap_mixed)
                         : gr_m1(ctx, g->misere != NULL && !st->t.threat
                                          ? GR_M(word_misere_gap_position)
                                          : GR_M(word_misere_gap_game),
                                 gr_n(g->title)));
}

/* Whether text is among component i's winning moves (misère play). */
static int misere_wins(const state *st, gr_int i, const char *text) {
  const char *key = text;
  return st->mwin[i].n > 0 && bsearch(&key, st->msorted[i], (size_t)st->mwin[i].n,
                                      sizeof *st->msorted[i], cmp_text) != NULL;
}

/* The verdict after a move of component i a search judged ('P', 'N', 'D'). */
static char misere_after(const state *st, gr_int i, const char *text) {
  mafter key, *f;
  key.text = text;
  f = st->nall[i] > 0 ? bsearch(&key, st->mall[i], (size_t)st->nall[i], sizeof key, cmp_text)
                      : NULL;
  return f != NULL ? f->after : 0;
}

/* "component 2 (<its game's title>)" */
static const gr_msg *comp_name(gr_ctx *ctx, const state *st, gr_int i) {
  return gr_m2(ctx, GR_M(word_component), gr_i(i + 1), gr_n(st->pos.comp[i].game->title));
}

/* The index of the first component whose value has `flag`. */
static gr_int first_with(const state *st, int flag) {
  gr_int i;
  for (i = 0; i < st->pos.n; i++)
    if (st->v[i].flags & flag) return i;
  return 0;
}

/* The game's words for the first component with `flag`: what stands when it
** is over, or (threat) what the player to move can do at once. */
static const gr_msg *words_of(const state *st, int flag, int threat) {
  const gr_game *g = st->pos.comp[first_with(st, flag)].game;
  const gr_msg *w = threat ? g->threat_words : g->over_words;
  return w != NULL ? w : threat ? GR_W(word_threat_default) : GR_W(word_over_default);
}

/* Why the verdict of a normal-play position is what it is (NULL: the nim-sum). */
static const gr_msg *normal_why(gr_ctx *ctx, const state *st) {
  const tally *t = &st->t;
  if (st->three) return gr_m1(ctx, GR_M(why_over), gr_n(words_of(st, GR_OVER, 0)));
  if (t->threat) return gr_m1(ctx, GR_M(why_threat), gr_n(words_of(st, GR_THREAT, 1)));
  if (t->unknown)
    return gr_m1(ctx, st->verdict ? GR_M(why_unknown_wins) : GR_M(why_unknown),
                 gr_n(comp_name(ctx, st, first_with(st, GR_UNKNOWN))));
  if (t->loopy >= 2) return GR_W(why_loopy_draw);
  if (t->loopy == 1)
    return gr_m1(ctx, st->verdict == 'N' ? GR_M(why_loopy_reach) : GR_M(why_loopy_noreach),
                 gr_i(t->s));
  if (st->over) return GR_W(why_nomove);
  return NULL;
}

/* The exact legal-move counts of every component, which need no values (so
** a listing too large to build is refused before any value is computed),
** and the values of the components without moves, which tell whether one is
** over (then nothing is legal). */
static void count_legal(gr_ctx *ctx, state *st) {
  gr_int i;
  st->v = gr_alloc(ctx, (size_t)st->pos.n * sizeof *st->v);
  st->legal = gr_alloc(ctx, (size_t)st->pos.n * sizeof *st->legal);
  st->total = 0;
  st->three = 0;
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *x = &st->pos.comp[i];
    st->legal[i] = x->game->legal(ctx, x, st->pos.turn);
    st->total = st->total > GR_INT_MAX - st->legal[i] ? GR_INT_MAX : st->total + st->legal[i];
  }
  for (i = 0; i < st->pos.n && !st->three; i++) /* a finished component has no moves */
    if (st->legal[i] == 0) {
      const gr_comp *x = &st->pos.comp[i];
      st->three = (x->game->value(ctx, x).flags & GR_OVER) != 0;
    }
  if (st->three) {
    memset(st->legal, 0, (size_t)st->pos.n * sizeof *st->legal);
    st->total = 0;
  }
}

/* Every component's value (the work: value tables), their tally and the
** verdict. */
static void values(gr_ctx *ctx, state *st) {
  gr_int i;
  memset(&st->t, 0, sizeof st->t);
  st->threat = 0;
  st->mwin = NULL;
  st->msorted = NULL;
  st->mall = NULL;
  st->nall = NULL;
  st->mmore = 0;
  st->why = NULL;
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *x = &st->pos.comp[i];
    st->v[i] = x->game->value(ctx, x);
    if ((st->v[i].flags & GR_OVER) && !st->three) { /* as count_legal found, or else */
      st->three = 1;
      memset(st->legal, 0, (size_t)st->pos.n * sizeof *st->legal);
      st->total = 0;
    }
    if (st->v[i].flags & GR_THREAT) st->threat = 1;
  }
  for (i = 0; i < st->pos.n; i++)
    tally_add(&st->t, i, &st->pos.comp[i], st->v[i], st->legal[i] > 0);
  st->over = st->three || st->total == 0;
  if (st->three) st->threat = 0; /* nobody moves in a finished game */
  if (st->pos.misere) {
    st->verdict = 0;
    if (st->outcome) misere_outcome(ctx, st);
  } else {
    st->verdict = normal_outcome(ctx, &st->t);
    st->why = normal_why(ctx, st);
  }
}

static void evaluate(gr_ctx *ctx, state *st) {
  count_legal(ctx, st);
  values(ctx, st);
}

static void put_value(gr_buf *b, gr_value v) {
  if (v.flags) gr_puts(b, "null");
  else gr_puti(b, v.sg);
}

static void put_verdict(gr_buf *b, char v) {
  if (v) gr_printf(b, "\"%c\"", v);
  else gr_puts(b, "null");
}

/* A move judged in state st: the verdict after it for the player then to
** move, whether it wins (1, 0, or -1 when not known), whether it ends
** the game at once (GR_OVER after it), and the nim-sum after it (valid when
** plain). */
typedef struct judged {
  char after;
  int winning, wins, plain;
  gr_int nimsum_after;
} judged;

static judged judge_move(gr_ctx *ctx, const state *st, gr_int ci, const gr_move *m) {
  judged j;
  memset(&j, 0, sizeof j);
  j.wins = (m->value.flags & GR_OVER) != 0;
  j.winning = -1;
  if (!st->verdict) return j; /* nothing is claimed where the position is not known */
  if (st->pos.misere) {
    if (st->mall != NULL) {
      j.after = misere_after(st, ci, m->text);
      j.winning = j.after == 'P' ? 1 : j.after ? 0 : -1;
    } else if (st->mwin != NULL) {
      j.winning = misere_wins(st, ci, m->text);
      j.after = j.winning ? 'P' : 'N';
    }
    return j;
  }
  {
    tally t = st->t;
    /* After a move only a value not computed needs the count of components
    ** that can move, and then it is the moved one, still unknown. */
    int active = (m->value.flags & (GR_UNKNOWN | GR_LOOPY)) != 0 || m->value.sg != 0;
    tally_remove(&t, ci, st->v[ci], st->legal[ci] > 0);
    tally_add(&t, ci, &m->after[0], m->value, active); /* loopy: one component */
    j.after = normal_outcome(ctx, &t);
    j.winning = j.after == 'P' ? 1 : j.after ? 0 : -1;
    j.plain = !t.over && !t.threat && !t.loopy && !t.unknown;
    j.nimsum_after = t.s;
  }
  return j;
}

static void put_move(gr_buf *b, gr_int ci, const gr_move *m, judged j) {
  int k;
  gr_printf(b, "{\"move\":\"%lld:%s\",\"component\":%lld,", (long long)ci + 1, m->text,
            (long long)ci + 1);
  gr_put_msg(b, "label", m->label);
  gr_printf(b, ",\"from\":%lld,\"to\":%lld,\"count\":%lld,\"after\":[", (long long)m->from,
            (long long)m->to, (long long)m->count);
  for (k = 0; k < m->nafter; k++) { /* component texts need no escaping */
    gr_puts(b, k ? ",\"" : "\"");
    gr_format_comp(b, &m->after[k]);
    gr_putc(b, '"');
  }
  gr_puts(b, "],\"sg_after\":");
  put_value(b, m->value);
  gr_puts(b, ",\"nimsum_after\":");
  if (j.plain) gr_puti(b, j.nimsum_after);
  else gr_puts(b, "null");
  gr_puts(b, ",\"verdict_after\":");
  put_verdict(b, j.after);
  gr_printf(b, ",\"winning\":%s,\"wins\":%s}",
            j.winning < 0 ? "null" : j.winning ? "true" : "false", j.wins ? "true" : "false");
}

/* How good a move is for the mover: winning, then keeping a draw, then not
** known, then losing. */
static int rank(judged j) {
  return j.winning == 1 ? 0 : j.after == 'D' ? 1 : j.after == 0 ? 2 : 3;
}

/* Which of two candidate moves the engine would rather play (<0: a). A
** winning move that ends the game or shrinks its component first; in a
** draw, a move that keeps it; among losing moves, one that hands over no
** immediate win, moves as little as it can and keeps the value high, so a
** lost game lasts. */
static int prefer(gr_ctx *ctx, const state *st, gr_int ca, const gr_move *a, gr_int cb,
                  const gr_move *b) {
  judged ja = judge_move(ctx, st, ca, a), jb = judge_move(ctx, st, cb, b);
  if (rank(ja) != rank(jb)) return rank(ja) < rank(jb) ? -1 : 1;
  if (ja.winning == 1) {
    int sa = a->value.flags == 0 && !st->v[ca].flags && a->value.sg < st->v[ca].sg;
    int sb = b->value.flags == 0 && !st->v[cb].flags && b->value.sg < st->v[cb].sg;
    if (ja.wins != jb.wins) return ja.wins ? -1 : 1;
    if (sa != sb) return sa ? -1 : 1;
    return 0;
  }
  {
    int ga = (a->value.flags & (GR_THREAT | GR_OVER)) != 0 && !ja.wins;
    int gb = (b->value.flags & (GR_THREAT | GR_OVER)) != 0 && !jb.wins;
    if (ga != gb) return ga ? 1 : -1;
  }
  if (a->count != b->count) return a->count < b->count ? -1 : 1;
  if (a->value.sg != b->value.sg) return a->value.sg > b->value.sg ? -1 : 1;
  return 0;
}

/* What component i's moves must leave for the position to be lost for the
** opponent, in normal play: a plain value (>= 0), WANT_OVER (ending the game),
** or WANT_NONE. The moves it selects are exactly those judge_move() calls
** winning (see normal_outcome). */
enum { WANT_NONE = -1, WANT_OVER = -2 };

static gr_int want_of(const state *st, gr_int i) {
  const tally *t = &st->t;
  gr_value v = st->v[i];
  if (st->verdict != 'N') return WANT_NONE;
  if (t->threat) return (v.flags & GR_THREAT) ? WANT_OVER : WANT_NONE; /* only there */
  if (t->unknown) return (v.flags & GR_UNKNOWN) ? 0 : WANT_NONE;
  if (t->loopy) return (v.flags & GR_LOOPY) ? t->s : WANT_NONE;
  return v.flags ? WANT_NONE : v.sg ^ t->s;
}

/* ---- what a listing costs ------------------------------------------------------
** Listings are checked before they are built: a listing of every move
** before any value is computed (its size follows from the exact legal-move
** counts), a listing of the winning moves before their texts are built
** (after a pass that only counts them, when they might not fit). A listing
** of every move may use at most half the memory limit, the winning moves
** what is left of it. */

/* Per listed move: JSON besides its "after" text (the move, its label,
** numbers, its entry in "winning"), and memory held while the listing is
** built besides the copy of the component's body (the move, its text and
** label, its slot in the list as the list doubles); and per component
** listed, per cell or stair, the scratch a game's move generator uses. All
** measured, with room to spare. */
#define MOVE_JSON 300.0
#define MOVE_MEM 640.0
#define COMP_SCRATCH 24.0

/* What listing some moves costs. */
typedef struct plan {
  gr_int moves;      /* moves listed */
  double json;       /* bytes of their JSON */
  double bytes;      /* their JSON and the memory they hold while it is built */
  double scratch;    /* of which the move generators' scratch */
  gr_int widest;     /* the longest text of a component they change */
} plan;

/* The cost of listing per[i] moves of each component i: each move's "after"
** is about its component's text (a move that splits it repeats the head). */
static plan plan_of(gr_ctx *ctx, const state *st, const gr_int *per) {
  plan p = {0, 0, 0, 0, 0};
  gr_buf t;
  gr_int i;
  gr_buf_init(&t, ctx);
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *x = &st->pos.comp[i];
    size_t head;
    double json, body, k = (double)per[i];
    if (per[i] == 0) continue;
    t.n = 0;
    gr_format_head(&t, x);
    head = t.n;
    t.n = 0;
    gr_format_comp(&t, x);
    body = x->cells != NULL ? (double)x->len + 1 : x->v != NULL ? 16.0 * x->len : 0;
    json = MOVE_JSON + (double)t.n + (double)head;
    p.moves = p.moves > GR_INT_MAX - per[i] ? GR_INT_MAX : p.moves + per[i];
    p.json += k * json;
    p.bytes += k * (json + MOVE_MEM + body) + COMP_SCRATCH * x->len;
    p.scratch += COMP_SCRATCH * x->len;
    if ((gr_int)t.n > p.widest) p.widest = (gr_int)t.n;
  }
  return p;
}

/* Bytes the components' part of the analysis takes besides any listing:
** the position's text (once, and each component's body and text), and the
** scratch a game's details use. */
static double display_bytes(gr_ctx *ctx, const state *st) {
  gr_buf t;
  gr_int i;
  double bytes = 0;
  gr_buf_init(&t, ctx);
  for (i = 0; i < st->pos.n; i++) {
    t.n = 0;
    gr_format_comp(&t, &st->pos.comp[i]);
    bytes += 4.0 * (double)t.n + COMP_SCRATCH * st->pos.comp[i].len;
  }
  return bytes;
}

/* Bytes a listing may use now: what is left of the limit, and for a listing
** of every move (which has a smaller alternative, the winning moves) at most
** half the limit. */
static double listing_budget(const gr_ctx *ctx, int all) {
  double half = (double)ctx->limit / 2, left = (double)(ctx->limit - ctx->used);
  return all && half < left ? half : left;
}

/* A size in words: "640 KiB", "1.5 MiB", "203 MiB". */
static const gr_msg *size_words(gr_ctx *ctx, double bytes) {
  if (bytes < 0) bytes = 0;
  if (bytes < 1048576.0)
    return gr_m1(ctx, GR_M(word_kib), gr_tf(ctx, "%.0f", bytes / 1024.0 + 0.5));
  if (bytes < 10 * 1048576.0 && (long)(bytes / 104857.6 + 0.5) % 10 != 0)
    return gr_m1(ctx, GR_M(word_mib), gr_tf(ctx, "%.1f", bytes / 1048576.0));
  return gr_m1(ctx, GR_M(word_mib), gr_tf(ctx, "%.0f", bytes / 1048576.0));
}

/* The words for the budget of a listing, e.g. "the 128 MiB a listing of
** every move may use (half the 256 MiB memory limit)". */
static const gr_msg *budget_words(gr_ctx *ctx, double budget, int all) {
  const gr_msg *limit = size_words(ctx, (double)ctx->limit);
  return gr_m2(ctx, all && budget >= (double)ctx->limit / 2 ? GR_M(word_budget_half)
                                                             : GR_M(word_budget_left),
               gr_n(size_words(ctx, budget)), gr_n(limit));
}

/* Why a listing of every move is too large (judged before any value), or
** NULL when it fits: then the winning moves are listed instead. */
static const gr_msg *too_long(gr_ctx *ctx, const state *st) {
  plan p;
  double budget;
  if (st->total == 0) return NULL;
  if (st->total > GR_MAX_MOVES)
    return gr_m2(ctx, GR_M(note_listing_count), gr_i(st->total), gr_i(GR_MAX_MOVES));
  p = plan_of(ctx, st, st->legal);
  budget = listing_budget(ctx, 1);
  if (p.bytes > budget)
    return gr_m3(ctx, GR_M(note_listing_size), gr_i(p.moves), gr_n(size_words(ctx, p.bytes)),
                 gr_n(budget_words(ctx, budget, 1)));
  return NULL;
}

/* Sets ml to keep the winning moves of component i in normal play; 0 when
** it has none. */
static int winning_filter(const state *st, gr_int i, gr_movelist *ml) {
  gr_int w;
  if (st->over || st->legal[i] == 0) return 0;
  w = want_of(st, i);
  if (w == WANT_NONE) return 0;
  if (w == WANT_OVER) ml->only_over = 1;
  else ml->want = w;
  return 1;
}

/* The cost of listing the winning moves, refused when it is too large.
** Every legal move is assumed winning first; when that might not fit, a
** pass counts them without building any. */
static plan check_winning(gr_ctx *ctx, const state *st) {
  gr_int *per = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *per), i;
  double budget = listing_budget(ctx, 0), scratch;
  size_t before;
  plan p;
  if (st->pos.misere) { /* the game's rule listed them already */
    for (i = 0; i < st->pos.n; i++)
      per[i] = st->verdict == 'N' && st->mwin != NULL && !st->over ? st->mwin[i].n : 0;
    return plan_of(ctx, st, per);
  }
  for (i = 0; i < st->pos.n; i++) {
    gr_movelist ml;
    gr_movelist_init(&ml, ctx);
    per[i] = winning_filter(st, i, &ml) ? st->legal[i] : 0;
  }
  p = plan_of(ctx, st, per);
  if (p.bytes <= budget && p.moves <= GR_MAX_MOVES) return p;
  before = ctx->used;
  for (i = 0; i < st->pos.n; i++) { /* count them; listing will need the same scratch again */
    gr_movelist ml;
    const gr_comp *x = &st->pos.comp[i];
    if (per[i] == 0) continue;
    gr_movelist_init(&ml, ctx);
    winning_filter(st, i, &ml);
    ml.count_only = 1;
    x->game->moves(ctx, x, st->pos.turn, &ml);
    per[i] = ml.n;
  }
  scratch = (double)(ctx->used - before);
  budget = listing_budget(ctx, 0); /* less what counting used */
  p = plan_of(ctx, st, per);
  p.bytes += scratch - p.scratch;
  p.bytes += display_bytes(ctx, st);
  if (p.moves > GR_MAX_MOVES)
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_listing_count), gr_i(p.moves),
                                   gr_i(GR_MAX_MOVES)));
  if (p.bytes > budget)
    gr_throw(ctx, GR_ELIMIT, gr_m4(ctx, GR_M(err_listing_size), gr_i(p.moves),
                                   gr_n(size_words(ctx, p.bytes)),
                                   gr_n(budget_words(ctx, budget, 0)), gr_i(p.widest)));
  return p;
}

/* Which moves to list: GR_MOVES_AUTO lists every move when there are few and
** they are small, and their values do not need a long search (a game's
** work estimate), else the winning ones. A listing of every move that would
** be too long is judged here, before any value is computed: the winning
** moves are listed instead, and st->truncated says why. */
static gr_moves_mode choose(gr_ctx *ctx, state *st, gr_moves_mode mode) {
  st->truncated = NULL;
  if (mode == GR_MOVES_AUTO) {
    double searched = 0;
    gr_int i;
    if (st->total > GR_AUTO_MOVES) return GR_MOVES_WINNING;
    for (i = 0; i < st->pos.n; i++) { /* values found by search: every move's is costly */
      const gr_comp *x = &st->pos.comp[i];
      if (x->game->work != NULL) searched += x->game->work(ctx, x);
    }
    if (searched > GR_AUTO_SEARCH) return GR_MOVES_WINNING;
    return plan_of(ctx, st, st->legal).bytes <= (double)ctx->limit / 4 ? GR_MOVES_ALL
                                                                         : GR_MOVES_WINNING;
  }
  if (mode == GR_MOVES_ALL && (st->truncated = too_long(ctx, st)) != NULL)
    return GR_MOVES_WINNING;
  return mode == GR_MOVES_ALL ? GR_MOVES_ALL : GR_MOVES_WINNING;
}

/* Makes room for `more` bytes in b at once, so that a large listing is not
** copied again and again as the buffer doubles. */
static void reserve(gr_buf *b, double more) {
  size_t want;
  char *s;
  if (more <= 0 || b->n + (size_t)more + 1 <= b->cap) return;
  want = b->n + (size_t)more + 1;
  s = gr_alloc(b->ctx, want);
  memcpy(s, b->s, b->n + 1);
  b->s = s;
  b->cap = want;
}


/* A set of parameter texts already described (open addressing, scratch). */
typedef struct textset {
  const char **slot;
  size_t cap, n;
} textset;

static unsigned long text_hash(const char *s) {
  unsigned long h = 5381;
  while (*s) h = h * 33 + (unsigned char)*s++;
  return h;
}

/* Adds s; returns 0 when it was there already. */
static int textset_add(gr_ctx *ctx, textset *ts, const char *s) {
  size_t h;
  if (2 * (ts->n + 1) > ts->cap) {
    textset old = *ts;
    size_t i;
    ts->cap = old.cap ? old.cap * 2 : 16;
    ts->slot = gr_alloc(ctx, ts->cap * sizeof *ts->slot);
    memset(ts->slot, 0, ts->cap * sizeof *ts->slot);
    ts->n = 0;
    for (i = 0; i < old.cap; i++)
      if (old.slot[i] != NULL) textset_add(ctx, ts, old.slot[i]);
  }
  for (h = text_hash(s) & (ts->cap - 1); ts->slot[h] != NULL; h = (h + 1) & (ts->cap - 1))
    if (strcmp(ts->slot[h], s) == 0) return 0;
  ts->slot[h] = s;
  ts->n++;
  return 1;
}

/* "params": one entry per distinct parameters of a game that describes them. */
static void put_params(gr_ctx *ctx, const state *st, gr_buf *b) {
  textset seen;
  gr_int i;
  int first = 1;
  memset(&seen, 0, sizeof seen);
  gr_puts(b, ",\"params\":[");
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *x = &st->pos.comp[i];
    if (x->game->param_detail == NULL || x->param == NULL) continue;
    if (i > 0 && st->pos.comp[i - 1].param == x->param) continue; /* the same group */
    if (!textset_add(ctx, &seen, gr_fmt(ctx, "%s(%s)", x->game->name, x->param->text)))
      continue;
    gr_printf(b, "%s{\"game\":\"%s\",\"param\":", first ? "" : ",", x->game->name);
    gr_put_json_string(b, x->param->text);
    x->game->param_detail(ctx, b, x->param);
    gr_putc(b, '}');
    first = 0;
  }
  gr_putc(b, ']');
}

/* The work one genus may take: GR_GENUS_WORK, less on the page's bounded calls. */
static double genus_work(const state *st) {
  return st->most >= 0 && st->most / 8 < GR_GENUS_WORK ? st->most / 8 : GR_GENUS_WORK;
}

/* ,"heaps":{"code":"0.77","sizes":[3,5]}: a component that is heaps of one
** take-and-break code (its game's split and heap hooks), so that a front end
** reads its misère quotient's classes without knowing the game; nothing for
** other components. */
static void put_heaps(gr_ctx *ctx, gr_buf *b, const gr_comp *x) {
  gr_comp *parts = (gr_comp *)x;
  const gr_code *code;
  gr_int size;
  int n = 1, i;
  if (x->game->heap == NULL) return;
  if (x->game->split != NULL) n = x->game->split(ctx, x, &parts);
  code = n > 0 ? NULL : x->game->heap(x, &size); /* nothing left: the code, and no heap */
  for (i = 0; i < n; i++) {
    const gr_code *c = parts[i].game->heap != NULL ? parts[i].game->heap(&parts[i], &size)
                                                   : NULL;
    if (c == NULL || (code != NULL && c != code)) return; /* not heaps of one code */
    code = c;
  }
  if (code == NULL) return;
  gr_puts(b, ",\"heaps\":{\"code\":");
  gr_put_json_string(b, gr_quotient_code_text(ctx, code));
  gr_puts(b, ",\"sizes\":[");
  for (i = 0; i < n; i++) {
    parts[i].game->heap(&parts[i], &size);
    gr_printf(b, "%s%lld", i ? "," : "", (long long)size);
  }
  gr_puts(b, "]}");
}

static void put_component(gr_ctx *ctx, const state *st, gr_int i, gr_buf *b) {
  const gr_comp *x = &st->pos.comp[i];
  gr_value v = st->v[i];
  int k;
  gr_printf(b, "%s{\"index\":%lld,\"game\":\"%s\",\"param\":", i ? "," : "", (long long)i + 1,
            x->game->name);
  if (x->param) gr_put_json_string(b, x->param->text);
  else gr_puts(b, "null");
  gr_puts(b, ",\"body\":\"");
  x->game->format(b, x);
  gr_puts(b, "\",\"text\":\"");
  gr_format_comp(b, x);
  gr_puts(b, "\",\"sg\":");
  put_value(b, v);
  gr_printf(b, ",\"legal\":%lld,\"threat\":%s,\"over\":%s,\"loopy\":%s,\"reach\":",
            (long long)st->legal[i], (v.flags & GR_THREAT) ? "true" : "false",
            (v.flags & GR_OVER) ? "true" : "false", (v.flags & GR_LOOPY) ? "true" : "false");
  if (v.flags & GR_LOOPY) {
    int n;
    const gr_int *r = x->game->reach(ctx, x, &n);
    gr_putc(b, '[');
    for (k = 0; k < n; k++) gr_printf(b, "%s%lld", k ? "," : "", (long long)r[k]);
    gr_putc(b, ']');
  } else {
    gr_puts(b, "null");
  }
  gr_printf(b, ",\"unknown\":%s", (v.flags & GR_UNKNOWN) ? "true" : "false");
  if (x->game->detail != NULL) x->game->detail(ctx, b, x, st->pos.turn);
  put_heaps(ctx, b, x);
  if (st->pos.misere) { /* the genus of a small component */
    gr_genus gen;
    gr_puts(b, ",\"genus\":");
    gr_genus_json(b, &gen, st->pos.n <= GR_GENUS_COMPONENTS &&
                               gr_genus_of(ctx, x, 1, st->pos.turn, genus_work(st), &gen));
  }
  gr_putc(b, '}');
}

/* The moves the engine looks at for a suggestion in component i when no
** winning move was listed: all of a small component in a draw (to find one
** that keeps it), else the first few. */
static gr_int suggest_keep(const state *st, gr_int i) {
  return st->verdict == 'D' && st->legal[i] <= GR_AUTO_MOVES ? 0 : GR_SUGGEST_KEEP;
}

/* What an analysis listed, kept for the self-checks (gr_set_checks). */
typedef struct listed {
  gr_int n, cap;
  gr_int *comp;         /* each listed move's component */
  const gr_move **m;    /* … the move */
  judged *j;            /* … and how it was judged */
  gr_int nwin;          /* moves put in "winning" */
  int complete;         /* "complete" */
  gr_int best_c;        /* "suggest": its component (-1: none) … */
  const gr_move *best;  /* … and move */
} listed;

static void listed_add(gr_ctx *ctx, listed *l, gr_int ci, const gr_move *m, judged j) {
  if (l->n == l->cap) {
    gr_int cap = l->cap ? 2 * l->cap : 64;
    gr_int *c = gr_alloc(ctx, (size_t)cap * sizeof *c);
    const gr_move **mm = gr_alloc(ctx, (size_t)cap * sizeof *mm);
    judged *jj = gr_alloc(ctx, (size_t)cap * sizeof *jj);
    if (l->n) {
      memcpy(c, l->comp, (size_t)l->n * sizeof *c);
      memcpy(mm, l->m, (size_t)l->n * sizeof *mm);
      memcpy(jj, l->j, (size_t)l->n * sizeof *jj);
    }
    l->comp = c;
    l->m = mm;
    l->j = jj;
    l->cap = cap;
  }
  l->comp[l->n] = ci;
  l->m[l->n] = m;
  l->j[l->n++] = j;
}

/* The analysis of st as JSON into b; `played` (or NULL) is the move that led
** here, written before it was played. With `rec`, what is listed is kept
** there for the self-checks. */
static void analysis(gr_ctx *ctx, state *st, gr_moves_mode mode, const char *played,
                     gr_buf *b, listed *rec) { /* mode: GR_MOVES_ALL or GR_MOVES_WINNING */
  gr_int i, nwin = 0, best_c = -1;
  const gr_move *best = NULL;
  gr_buf win;
  plan listing;
  int all, complete = 1;

  if (mode == GR_MOVES_ALL) listing = plan_of(ctx, st, st->legal); /* checked in choose() */
  else listing = check_winning(ctx, st);
  all = mode == GR_MOVES_ALL;

  gr_puts(b, "{\"position\":\"");
  gr_format_pos(b, &st->pos); /* position texts need no escaping */
  gr_printf(b, "\",\"turn\":%d,\"play\":\"%s\",", st->pos.turn + 1,
            st->pos.misere ? "misere" : "normal");
  if (played) gr_printf(b, "\"played\":%s,", played);
  gr_puts(b, "\"components\":[");
  for (i = 0; i < st->pos.n; i++) put_component(ctx, st, i, b);
  gr_putc(b, ']');
  put_params(ctx, st, b);
  gr_puts(b, ",\"nimsum\":");
  if (st->pos.misere || st->t.over || st->t.threat || st->t.loopy || st->t.unknown)
    gr_puts(b, "null");
  else
    gr_puti(b, st->t.s);
  gr_puts(b, ",\"verdict\":");
  put_verdict(b, st->verdict);
  gr_putc(b, ',');
  gr_put_msg(b, "why", st->why);
  gr_puts(b, ",\"genus\":"); /* of the whole sum, in misère play */
  {
    gr_genus gen;
    gr_genus_json(b, &gen, st->pos.misere && !st->three && st->pos.n <= GR_GENUS_COMPONENTS &&
                               gr_genus_of(ctx, st->pos.comp, st->pos.n, st->pos.turn,
                                           genus_work(st), &gen));
  }
  gr_printf(b, ",\"legal\":%lld,\"over\":%s,\"threat\":%s,\"listed\":\"%s\",",
            (long long)st->total, st->over ? "true" : "false", st->threat ? "true" : "false",
            all ? "all" : "winning");
  gr_put_msg(b, "truncated", st->truncated);
  gr_puts(b, ",\"moves\":[");

  gr_buf_init(&win, ctx);
  reserve(b, listing.json + 256);
  reserve(&win, (double)listing.moves * 24);
  for (i = 0; i < st->pos.n && !st->over; i++) {
    gr_movelist ml;
    gr_int j;
    const gr_comp *x = &st->pos.comp[i];
    if (st->legal[i] == 0) continue;
    if (!all && st->pos.misere) { /* the game's rule listed them */
      if (st->verdict != 'N' || st->mwin == NULL) continue;
      ml = st->mwin[i];
    } else {
      gr_movelist_init(&ml, ctx);
      if (!all && !winning_filter(st, i, &ml)) continue;
      x->game->moves(ctx, x, st->pos.turn, &ml);
    }
    if (ml.more) complete = 0;
    for (j = 0; j < ml.n; j++) {
      const gr_move *m = &ml.m[j];
      judged jm = judge_move(ctx, st, i, m);
      if (b->s[b->n - 1] != '[') gr_putc(b, ',');
      put_move(b, i, m, jm);
      if (rec != NULL) listed_add(ctx, rec, i, m, jm);
      if (jm.winning == 1) {
        gr_printf(&win, "%s\"%lld:", nwin++ ? "," : "", (long long)i + 1);
        gr_puts(&win, m->text);
        gr_putc(&win, '"');
      }
      if (best == NULL || prefer(ctx, st, i, m, best_c, best) < 0) {
        best = m;
        best_c = i;
      }
    }
  }
  if (!st->over && nwin == 0 && !all) { /* no winning move listed: look at some moves */
    gr_int budget = GR_SUGGEST_KEEP; /* moves looked at, over all components */
    for (i = 0; i < st->pos.n && budget > 0; i++) {
      gr_movelist ml;
      gr_int j;
      const gr_comp *x = &st->pos.comp[i];
      if (st->legal[i] == 0) continue;
      gr_movelist_init(&ml, ctx);
      ml.keep = suggest_keep(st, i);
      if (ml.keep != 0) { /* the first few */
        ml.keep = budget < 16 ? budget : 16;
        budget -= ml.keep;
      }
      x->game->moves(ctx, x, st->pos.turn, &ml);
      for (j = 0; j < ml.n; j++)
        if (best == NULL || prefer(ctx, st, i, &ml.m[j], best_c, best) < 0) {
          best = &ml.m[j];
          best_c = i;
        }
    }
  }
  if (st->mmore && !all) complete = 0;
  if (rec != NULL) {
    rec->nwin = nwin;
    rec->complete = complete;
    rec->best = best;
    rec->best_c = best != NULL ? best_c : -1;
  }
  gr_printf(b, "],\"complete\":%s,\"winning\":[", complete ? "true" : "false");
  gr_puts(b, win.s);
  gr_puts(b, "],\"suggest\":");
  if (best != NULL) gr_printf(b, "\"%lld:%s\"", (long long)best_c + 1, best->text);
  else gr_puts(b, "null");
  gr_putc(b, '}');
}
/* ---- play ------------------------------------------------------------------ */

/* Reads a whole number (up to 2^63 - 1); -1 when there is none. */
static gr_int move_number(const char **s) {
  gr_int v = 0;
  if (**s < '0' || **s > '9') return -1;
  while (**s >= '0' && **s <= '9') {
    if (v > (GR_INT_MAX - (**s - '0')) / 10) return -1;
    v = v * 10 + (*(*s)++ - '0');
  }
  return v;
}

/* The numbers a move's notation names — "A>B", "A-B", "AxK", "A", and the
** short forms "A>" (the one move from A) and ">B" (the one move to B) — as
** the from, to and count a game gives its moves (-1: not named). Returns 1
** for a short form. A split "A>B+C" names A and B (the first heap left). */
static int move_numbers(const char *s, gr_int *from, gr_int *to, gr_int *count) {
  *from = *to = *count = -1;
  if (*s == '>') {
    s++;
    *to = move_number(&s);
    return *to >= 0 && *s == '\0';
  }
  if ((*from = move_number(&s)) < 0) return 0;
  if (*s == '\0') {
    *to = *from;
  } else if (*s == '>' || *s == '-') {
    char sep = *s++;
    if (*s == '\0') return sep == '>'; /* "A>" */
    *to = move_number(&s);
    if (sep == '>' && *s == '+') return 0; /* a split: A and the first heap left */
  } else if (*s == 'x') {
    s++;
    *count = move_number(&s);
  }
  if (*s != '\0') *to = *count = -1;
  return 0;
}

/* The legal moves of x whose from/to/count match (keeping at most keep). */
static void matching(gr_ctx *ctx, const gr_comp *x, int turn, gr_int from, gr_int to,
                     gr_int count, gr_int keep, gr_movelist *ml) {
  gr_movelist_init(ml, ctx);
  ml->match = 1; /* build only the moves named, however many the component has */
  ml->m_from = from;
  ml->m_to = to;
  ml->m_count = count;
  ml->keep = keep;
  x->game->moves(ctx, x, turn, ml);
}

/* Finds the move `move` in st; *ci gets its component (0-based). The move
** may be written in full ("1:14>17") or, when it names one move only, by
** where it starts ("1:14") or ends ("1:>17"). Throws when it is not legal. */
static gr_move *find_move(gr_ctx *ctx, const state *st, const char *move, gr_int *ci) {
  const char *p = move, *body, *digits;
  const gr_comp *x;
  gr_movelist ml;
  gr_int from, to, count, j, n = 0;
  while (*p == ' ') p++;
  if (*p < '0' || *p > '9')
    gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_move_number), gr_tn(ctx, move, 40)));
  digits = p;
  for (; *p >= '0' && *p <= '9'; p++) /* past pos.n: stop counting, keep reading */
    if (n <= st->pos.n) n = n * 10 + (*p - '0');
  if (*p != ':')
    gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_move_colon), gr_tn(ctx, move, 40)));
  if (n < 1 || n > st->pos.n)
    gr_throw(ctx, GR_EINPUT, gr_m3(ctx, GR_M(err_move_nocomp), gr_tn(ctx, move, 40),
                                   gr_t(gr_strndup(ctx, digits, (size_t)(p - digits > 24 ? 24
                                                                          : p - digits))),
                                   gr_i(st->pos.n)));
  *ci = n - 1;
  body = p + 1;
  x = &st->pos.comp[*ci];
  if (st->three)
    gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_move_over), gr_tn(ctx, move, 40),
                                   gr_n(words_of(st, GR_OVER, 0))));
  if (st->total == 0)
    gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_move_nomoves), gr_tn(ctx, move, 40)));
  if (x->game->find_move != NULL) { /* the game reads its own move notation */
    gr_movelist_init(&ml, ctx);
    x->game->find_move(ctx, x, st->pos.turn, body, &ml);
    if (ml.n >= 1) return &ml.m[0];
  } else if (move_numbers(body, &from, &to, &count)) { /* "A>" or ">B": one move only */
    matching(ctx, x, st->pos.turn, from, to, -1, 2, &ml);
    if (ml.n == 1) return &ml.m[0];
    if (ml.n > 1) {
      gr_buf some;
      gr_buf_init(&some, ctx);
      for (j = 0; j < ml.n; j++)
        gr_printf(&some, "%s%lld:%s", j ? ", " : "", (long long)*ci + 1, ml.m[j].text);
      gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_move_ambiguous), gr_tn(ctx, move, 40),
                                     gr_t(some.s)));
    }
  } else if (from >= 0 || to >= 0) {
    matching(ctx, x, st->pos.turn, from, to, count, 0, &ml);
    for (j = 0; j < ml.n; j++)
      if (strcmp(ml.m[j].text, body) == 0) return &ml.m[j];
  }
  { /* not legal: the game's reason, or some moves that are legal */
    const gr_msg *why = x->game->refuse ? x->game->refuse(ctx, x, st->pos.turn, body) : NULL;
    gr_buf legal;
    if (why != NULL)
      gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_move_refused), gr_tn(ctx, move, 40),
                                     gr_n(why)));
    gr_movelist_init(&ml, ctx);
    ml.keep = 9;
    x->game->moves(ctx, x, st->pos.turn, &ml);
    gr_buf_init(&legal, ctx);
    for (j = 0; j < ml.n && j < 8; j++)
      gr_printf(&legal, "%s%lld:%s", j ? ", " : "", (long long)*ci + 1, ml.m[j].text);
    if (ml.n > 8) gr_puts(&legal, ", …");
    if (ml.n == 0)
      gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_move_illegal_none), gr_tn(ctx, move, 40),
                                     gr_i(*ci + 1)));
    gr_throw(ctx, GR_EINPUT, gr_m3(ctx, GR_M(err_move_illegal), gr_tn(ctx, move, 40),
                                   gr_i(*ci + 1), gr_t(legal.s)));
  }
}

/* Replaces component ci of pos by the move's result and passes the turn. */
static void apply(gr_ctx *ctx, gr_pos *pos, gr_int ci, const gr_move *m) {
  gr_int n = pos->n - 1 + m->nafter, i;
  gr_comp *c;
  if (n > GR_MAX_COMPONENTS)
    gr_throw(ctx, GR_ELIMIT, gr_m1(ctx, GR_M(err_move_components), gr_i(GR_MAX_COMPONENTS)));
  c = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *c);
  for (i = 0; i < ci; i++) c[i] = pos->comp[i];
  for (i = 0; i < m->nafter; i++) c[ci + i] = m->after[i];
  for (i = ci + 1; i < pos->n; i++) c[i - 1 + m->nafter] = pos->comp[i];
  pos->comp = c;
  pos->n = n;
  pos->turn ^= 1;
}

static void far_over(gr_ctx *ctx, const state *st, size_t chars, gr_moves_mode mode);

void gr_do_play(gr_ctx *ctx, const char *text, const char *move, gr_buf *out) {
  state st;
  gr_int ci;
  gr_move *m;
  memset(&st, 0, sizeof st);
  st.most = -1; /* a move is applied: no verdict is needed */
  gr_parse_pos(ctx, text, &st.pos);
  count_legal(ctx, &st);
  far_over(ctx, &st, strlen(text), GR_MOVES_WINNING);
  values(ctx, &st);
  m = find_move(ctx, &st, move, &ci);
  apply(ctx, &st.pos, ci, m);
  gr_format_pos(out, &st.pos);
}

/* ---- what an analysis would cost ------------------------------------------------
** Judged from the text, before the values: a front end decides from it
** whether to run the analysis at once or in the background. `work` is a
** rough upper bound on the elementary steps: parsing, the value tables,
** and the moves examined and listed. A table (one per game and parameters)
** is as long as the longest row or heap that needs it; what an entry costs
** is the game's to say (gr_game.cost): by default it looks at one option
** per number of its parameters, and a game whose entries look at every split
** of each smaller size says its table is quadratic. A table stops growing
** once a period is proven, so for a large size the first PROBE values are
** computed here (they stay in the context for the analysis): when they
** prove a period the rest costs nothing.
** Natively the engine does about 10^9 steps a second, WebAssembly about a
** third of that. */

#define PROBE 4096      /* tables longer than this are not measured */
#define PROBE_SHARE 16  /* the probes of an estimate take at most this share of the call's work */
#define PROBE_SPARE 1.5 /* room the estimate leaves over what the probe measured */

typedef struct need {
  const gr_game *game;
  const gr_param *param;
  const char *key;  /* the parameters' text ("" for none) */
  double entries;   /* values the table needs */
  double asked;     /* the largest size asked of it (past the table's limit too) */
} need;

static int need_cmp(const void *a, const void *b) {
  const need *x = a, *y = b;
  int c = strcmp(x->game->name, y->game->name);
  return c ? c : strcmp(x->key, y->key);
}

double gr_table_work(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries,
                     int quadratic, int probe, double digits) {
  double most = (double)gr_family_limit(g, p) + 1, e = entries, full, k, spent[2] = {0, 0};
  gr_int pre = 0, per = 0, known = 0, P = 64;
  const gr_famstate *fs;
  int doublings = 0;
  if (digits <= 0) digits = p != NULL && p->n > 0 ? p->n : 1;
  (void)gr_family_known(ctx, g, p, &known, &pre, &per, &fs);
  if (per > 0 || e <= (double)known) return 0; /* a period is proven, or the values are there */
  if (e > most) e = most; /* past it the analysis refuses, or a period answers */
  k = (double)known;
  full = quadratic ? (e * e - k * k) / 2 * digits : (e - k) * digits; /* the values kept cost nothing */
  if (!probe || known >= PROBE || ctx->work == 0 || e <= PROBE) return full;
  if (!quadratic) { /* the formula is the work: the first PROBE values only show a period */
    if (most <= PROBE) return full;
    gr_family_values(ctx, g, p, PROBE - 1, &pre, &per);
    return per > 0 ? (double)PROBE * digits : full;
  }
  /* a quadratic table, probed: doublings from 64 values while each takes at most half
  ** the work left to the estimate, each measured by the work it took (a period proven
  ** on the way ends it) */
  for (;;) {
    double next, before = (double)ctx->work;
    gr_int want;
    while (P <= known) P *= 2;
    want = (double)P < e ? P : (gr_int)e;
    next = doublings >= 1 ? spent[1] * 4.0 * ((double)want - known) / (double)known
                          : digits / 2 * ((double)want * want - (double)known * known);
    if (ctx->work < 0 || 2 * next > (double)ctx->work) break;
    (void)gr_family_value(ctx, g, p, want - 1);
    (void)gr_family_known(ctx, g, p, &known, &pre, &per, &fs);
    spent[0] = spent[1];
    spent[1] = before - (double)ctx->work; /* this doubling's work */
    doublings++;
    if (per > 0 || e <= (double)known) break;
  }
  if (per > 0 || e <= (double)known) return 0;
  k = (double)known;
  full = (e * e - k * k) / 2 * digits;
  if (doublings >= 2 && known >= 1024 && (known & (known - 1)) == 0) {
    /* carried on: the rate of the last doubling, growing by the ratio of the last two */
    double r1 = spent[1] / (k / 2), r0 = spent[0] / (k / 4), q = r0 > 0 ? r1 / r0 : 2,
           rate = r1 > 1 ? r1 : 1, W, work = 0;
    if (q < 1) q = 1;
    if (q > 2) q = 2;
    for (W = k; W < e; W *= 2) {
      rate *= q;
      work += rate * ((2 * W < e ? 2 * W : e) - W);
    }
    work *= PROBE_SPARE;
    return work < full ? work : full;
  }
  return full;
}

static double need_work(gr_ctx *ctx, const need *n) {
  if (n->game->cost != NULL) return n->game->cost(ctx, n->game, n->param, n->entries);
  return gr_table_work(ctx, n->game, n->param, n->entries, 0, 1, 0);
}

/* The work of the tables st needs; *heavy (when not NULL) gets the one that
** costs most, and *heavy_work its work. */
static double table_work(gr_ctx *ctx, const state *st, need *heavy, double *heavy_work) {
  need *nd = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *nd);
  gr_int i, k = 0;
  double work = 0;
  for (i = 0; i < st->pos.n; i++) { /* one entry per group: its largest component */
    const gr_comp *x = &st->pos.comp[i];
    const gr_game *g = x->game;
    double size = x->cells != NULL ? (double)x->len : (double)x->n;
    if ((g->extend == NULL && g->grow == NULL) || (x->cells == NULL && x->v != NULL))
      continue; /* no table */
    double asked = size;
    if (size > (double)g->table_limit) size = (double)g->table_limit;
    if (k > 0 && nd[k - 1].game == g && nd[k - 1].param == x->param) {
      if (size + 1 > nd[k - 1].entries) nd[k - 1].entries = size + 1;
      if (asked > nd[k - 1].asked) nd[k - 1].asked = asked;
      continue;
    }
    nd[k].game = g;
    nd[k].param = x->param;
    nd[k].key = x->param != NULL && x->param->text != NULL ? x->param->text : "";
    nd[k].entries = size + 1;
    nd[k].asked = asked;
    k++;
  }
  qsort(nd, (size_t)k, sizeof *nd, need_cmp);
  for (i = 0; i < k; i++) { /* one table per game and parameters: the largest need */
    need *n = &nd[i];
    double w;
    while (i + 1 < k && need_cmp(n, &nd[i + 1]) == 0) {
      if (nd[++i].entries > n->entries) n->entries = nd[i].entries;
      if (nd[i].asked > n->asked) n->asked = nd[i].asked;
    }
    w = need_work(ctx, n);
    if (heavy != NULL && w > *heavy_work) {
      *heavy = *n;
      *heavy_work = w;
    }
    work += w;
  }
  return work;
}

/* What makes an analysis heavy, for the words of a refusal: the table or
** the component searched that costs most. */
typedef struct heaviest {
  need table;          /* the table (game NULL: none) ... */
  double table_work;   /* ... and its work */
  const gr_comp *comp; /* the component searched (NULL: none) ... */
  double comp_work;    /* ... and its work */
} heaviest;

/* The work analysing st (its legal moves counted) would take; *all says
** whether every move would be listed; *h (when not NULL) what costs most. */
static double estimate(gr_ctx *ctx, const state *st, size_t chars, gr_moves_mode mode, int *all,
                       heaviest *h) {
  double work, examined = 0, searched = 0;
  gr_int i;
  if (h != NULL) memset(h, 0, sizeof *h);
  for (i = 0; i < st->pos.n; i++) { /* values found by search */
    const gr_comp *x = &st->pos.comp[i];
    if (x->game->work != NULL) {
      double w = x->game->work(ctx, x);
      if (h != NULL && w > h->comp_work) {
        h->comp = x;
        h->comp_work = w;
      }
      searched += w;
    }
  }
  if (mode == GR_MOVES_AUTO) /* as choose() decides */
    *all = st->total <= GR_AUTO_MOVES && searched <= GR_AUTO_SEARCH &&
           plan_of(ctx, st, st->legal).bytes <= (double)ctx->limit / 4;
  else
    *all = mode == GR_MOVES_ALL && too_long(ctx, st) == NULL; /* as choose() decides */
  for (i = 0; i < st->pos.n; i++) { /* a heap's winning moves are solved for, a row's tried */
    const gr_comp *x = &st->pos.comp[i];
    double l = (double)st->legal[i], bound = 64.0 + x->len;
    examined += *all || x->cells != NULL || l < bound ? l : bound;
  }
  { /* the tables' probes share 1/PROBE_SHARE of the call's work (ctx->work, meanwhile) */
    gr_int saved = ctx->work, share = (saved >= 0 ? saved : GR_WORK_CALL) / PROBE_SHARE;
    ctx->work = share;
    work = 4.0 * (double)chars + searched + 16.0 * examined +
           table_work(ctx, st, h != NULL ? &h->table : NULL, h != NULL ? &h->table_work : NULL);
    ctx->work = saved < 0 ? saved : saved - (share - ctx->work);
  }
  if (*all) work += plan_of(ctx, st, st->legal).json;
  return work;
}

void gr_do_cost(gr_ctx *ctx, const char *text, gr_moves_mode mode, gr_buf *out) {
  state st;
  double work;
  int all;
  gr_parse_pos(ctx, text, &st.pos);
  count_legal(ctx, &st);
  work = estimate(ctx, &st, strlen(text), mode, &all, NULL);
  gr_printf(out, "{\"components\":%lld,\"chars\":%zu,\"legal\":%lld,\"listed\":\"%s\","
            "\"work\":%.0f}", (long long)st.pos.n, strlen(text), (long long)st.total,
            all ? "all" : "winning", work);
}

/* x rounded down to two significant digits (890000, not 893512). */
static gr_int two_digits(double x) {
  double unit = 1;
  while (x >= 100 * unit) unit *= 10;
  return (gr_int)(x / unit) * (gr_int)unit;
}

/* What would fit within `most` units, in words, for a refusal: the largest
** size the heaviest table reaches within them. */
static const gr_msg *what_fits(gr_ctx *ctx, const heaviest *h, double most) {
  if (h->table.game != NULL && h->table_work >= h->comp_work) {
    need n = h->table;
    const gr_game *g = n.game;
    const char *fam = n.param != NULL ? gr_fmt(ctx, "%s(%s)", g->name, n.key) : g->name;
    const gr_msg *size = g->family != NULL ? g->family : GR_W(word_size);
    double lo = 1, hi = n.entries, limit = (double)gr_family_limit(g, n.param);
    gr_int known = 0, pre, per, saved = ctx->work;
    const gr_famstate *fs;
    (void)gr_family_known(ctx, g, n.param, &known, &pre, &per, &fs);
    ctx->work = 0; /* no more probing: estimates from what is measured */
    while (hi > lo * 1.001 + 1) { /* the most entries whose work fits */
      double mid = lo + (hi - lo) / 2;
      n.entries = mid;
      if (need_work(ctx, &n) <= most) lo = mid;
      else hi = mid;
    }
    ctx->work = saved;
    if (lo < (double)known) lo = (double)known;
    if (n.asked > limit)
      return gr_m5(ctx, GR_M(word_fits_table_limit), gr_t(fam), gr_n(size),
                   gr_tf(ctx, "%.0f", n.asked), gr_tf(ctx, "%.0f", limit),
                   gr_i(two_digits(lo - 1)));
    return gr_m4(ctx, GR_M(word_fits_table), gr_t(fam), gr_n(size), gr_tf(ctx, "%.0f", n.asked),
                 gr_i(two_digits(lo - 1)));
  }
  return GR_W(word_fits_smaller);
}

/* Refuses, with GR_EWORK, an analysis of st whose estimated work is more
** than `most` (< 0: no bound), before any value is computed. The estimate
** runs within that bound too (what it computes to judge a table counts). */
static void within(gr_ctx *ctx, const state *st, size_t chars, gr_moves_mode mode, double most) {
  int all;
  double work;
  gr_int saved = ctx->work, cap;
  if (most < 0) return;
  cap = saved >= 0 && (double)saved < most ? saved : (gr_int)most;
  ctx->work = cap;
  work = estimate(ctx, st, chars, mode, &all, NULL);
  ctx->work = saved < 0 ? saved : saved - (cap - ctx->work);
  if (work > most)
    gr_throw(ctx, GR_EWORK, gr_m2(ctx, GR_M(err_work_within), gr_tf(ctx, "%.2g", work),
                                  gr_tf(ctx, "%.2g", most)));
}

/* A call bounded by its work (ctx->work, the default for analyses) refuses
** at once, with GR_EWORK, a position whose estimate is more than GR_WORK_FAR
** times that bound, before any value is computed, saying what would fit:
** when a table is that far over (nearer the bound it tries: an estimate errs
** by a factor of a few, and the table stops at the bound), or a component
** valued by search would spend more than the bound's units, the default
** bound's at most (a search stopped by its bound has spent minutes), and
** its game confirms it
** (work_fits: a part whose value is known at once, such as a board its own
** mirror image, is not refused). */
static void far_over(gr_ctx *ctx, const state *st, size_t chars, gr_moves_mode mode) {
  heaviest h;
  int all;
  gr_int i;
  double most = (double)ctx->work, far = GR_WORK_FAR * most, work;
  if (ctx->work < 0) return;
  work = estimate(ctx, st, chars, mode, &all, &h);
  if (work <= far) return;
  if (h.table.game != NULL && h.table_work > far)
    gr_throw(ctx, GR_EWORK, gr_m3(ctx, GR_M(err_work_far), gr_tf(ctx, "%.2g", work),
                                  gr_tf(ctx, "%.2g", most), gr_n(what_fits(ctx, &h, most))));
  for (i = 0; i < st->pos.n; i++) { /* a search spends a unit per position or option looked
                                       ** at, about GR_SEARCH_STEPS steps each; it is held to
                                       ** the default bound's units even when the call may
                                       ** take more (a worker's longer bound is for tables:
                                       ** that many units of search would take an hour),
                                       ** unless gr_set_search_work says otherwise */
    const gr_comp *x = &st->pos.comp[i];
    const gr_msg *words;
    double cap = ctx->search_set > 0 ? (double)ctx->search_set : (double)GR_WORK_CALL,
           w, units = most < cap ? most : cap, steps = GR_SEARCH_STEPS * units;
    if (x->game->work == NULL || x->game->work_fits == NULL || (w = x->game->work(ctx, x)) <= steps)
      continue;
    words = x->game->work_fits(ctx, x, steps);
    if (words != NULL)
      gr_throw(ctx, GR_EWORK, gr_m5(ctx, GR_M(err_work_search), gr_i(i + 1),
                                    gr_tf(ctx, "%.2g", w), gr_tf(ctx, "%.2g", steps),
                                    gr_tf(ctx, "%.2g", units), gr_n(words)));
  }
}

/* ---- self-checks ---------------------------------------------------------------
** With gr_set_checks on, every analysis is checked, before it is returned,
** against invariants that follow from its own definitions; a broken one
** fails the call with GR_ECHECK and a message naming it:
**   - the verdict is the outcome of the components' values, summed afresh
**     (in normal play with plain values: N exactly when the nim-sum is not 0),
**     and the legal moves add up;
**   - each listed move's value is that of the components it leaves, valued
**     afresh; its nim-sum after and its "winning" agree with its verdict
**     after, and for the first CHECK_AFTER moves (winning ones first) that
**     verdict is the one the position after the move gets when analysed
**     afresh; no move is listed twice; a full listing has as many moves per
**     component as its legal count; the winning list is the moves marked
**     winning, empty in a P-position or a draw, not empty in an N-position
**     with moves when complete; the suggestion is a winning move when there is one;
**   - a small component (at most CHECK_MEX_MOVES moves) has as many moves as
**     its legal count, and its value is the mex of its options' values
**     (options handing over three in a row and loopy ones aside); a loopy
**     component's reach set is the finite values of its options, in
**     increasing order without repeats (any loopy component: in order);
**   - the position after a played move has the verdict the move was judged by. */

#define CHECK_MEX_MOVES 256   /* components with at most this many moves: SG = mex */
#define CHECK_MEX_COMPS 4096  /* ... the first this many of them */
#define CHECK_AFTER 64        /* moves whose position after is analysed afresh ... */
#define CHECK_AFTER_WORK 1048576.0 /* ... while their number × the components stays below */

#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void broken(gr_ctx *ctx, const gr_msg *invariant, const gr_msg *what) {
  gr_throw(ctx, GR_ECHECK, gr_m2(ctx, GR_M(check_failed), gr_n(invariant), gr_n(what)));
}

static const char *comp_text(gr_ctx *ctx, const gr_comp *x) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_format_comp(&b, x);
  return b.s;
}

static const gr_msg *value_text(gr_ctx *ctx, gr_value v) {
  if (v.flags & GR_THREAT) return GR_W(check_value_threat);
  if (v.flags & GR_OVER) return GR_W(check_value_over);
  if (v.flags & GR_LOOPY) return GR_W(check_value_loopy);
  if (v.flags & GR_UNKNOWN) return GR_W(check_value_unknown);
  return gr_m1(ctx, GR_M(check_value), gr_i(v.sg));
}

/* The value of what a move leaves, from its components valued afresh. */
static gr_value fresh_value(gr_ctx *ctx, const gr_move *m) {
  gr_value v = {0, 0};
  int k;
  for (k = 0; k < m->nafter; k++) {
    gr_value a = m->after[k].game->value(ctx, &m->after[k]);
    v.flags |= a.flags;
    v.sg ^= a.sg;
  }
  if (v.flags) v.sg = 0;
  return v;
}

static int same_value(gr_value a, gr_value b) {
  return a.flags == b.flags && (a.flags != 0 || a.sg == b.sg);
}

/* The verdict of the position after move m of component ci, analysed afresh. */
static char verdict_after(gr_ctx *ctx, const state *st, gr_int ci, const gr_move *m) {
  state s2;
  memset(&s2, 0, sizeof s2);
  s2.pos = st->pos;
  s2.most = st->most;
  s2.outcome = 1; /* misère play: the verdict by the rule, quotient or search that decides it */
  apply(ctx, &s2.pos, ci, m);
  evaluate(ctx, &s2);
  return s2.verdict;
}

static const char *verdict_text(char v) {
  return v == 'N' ? "N" : v == 'P' ? "P" : v == 'D' ? "D" : "null";
}

static int cmp_int(const void *a, const void *b) {
  gr_int x = *(const gr_int *)a, y = *(const gr_int *)b;
  return x < y ? -1 : x > y;
}

/* A small component's moves against its legal count, its value against the
** mex of its options, a loopy one's reach against its options. */
static void check_component(gr_ctx *ctx, const state *st, gr_int i) {
  const gr_comp *x = &st->pos.comp[i];
  gr_value v = st->v[i];
  gr_movelist ml;
  gr_int k, nf = 0, *fin, g;
  if (v.flags & (GR_THREAT | GR_OVER | GR_UNKNOWN)) return;
  gr_movelist_init(&ml, ctx);
  x->game->moves(ctx, x, st->pos.turn, &ml);
  if (ml.n != st->legal[i])
    broken(ctx, GR_W(check_inv_legal), gr_m3(ctx, GR_M(check_legal), gr_t(comp_text(ctx, x)),
                                             gr_i(st->legal[i]), gr_i(ml.n)));
  fin = gr_alloc(ctx, (size_t)(ml.n + 1) * sizeof *fin);
  for (k = 0; k < ml.n; k++) {
    gr_value a = fresh_value(ctx, &ml.m[k]);
    if (a.flags & GR_UNKNOWN) return; /* nothing to compare with */
    if (a.flags) continue; /* hands over three in a row, or loopy */
    fin[nf++] = a.sg;
  }
  qsort(fin, (size_t)nf, sizeof *fin, cmp_int);
  for (k = 0, g = 0; k < nf; k++) /* the mex */
    if (fin[k] == g) g++;
    else if (fin[k] > g) break;
  if (v.flags == 0 && g != v.sg)
    broken(ctx, GR_W(check_inv_mex), gr_m4(ctx, GR_M(check_mex), gr_t(comp_text(ctx, x)),
                                           gr_i(v.sg), gr_i(ml.n), gr_i(g)));
  if (v.flags & GR_LOOPY) {
    int n, j;
    const gr_int *r = x->game->reach(ctx, x, &n);
    gr_int u = 0;
    for (k = 0; k < nf; k++) /* the distinct finite values of the options */
      if (k == 0 || fin[k] != fin[k - 1]) fin[u++] = fin[k];
    for (j = 0; j < n && j < u && r[j] == fin[j]; j++) {}
    if (j != n || (gr_int)n != u)
      broken(ctx, GR_W(check_inv_reach), gr_m3(ctx, GR_M(check_reach), gr_t(comp_text(ctx, x)),
                                               gr_i(n), gr_i(u)));
  }
}

static void self_check(gr_ctx *ctx, const state *st, gr_moves_mode mode, const listed *rec) {
  tally t;
  gr_int i, total = 0, *per, nwin = 0, after_done = 0, pass, mexed = 0;
  textset seen;
  double after_budget;
  char v;
  memset(&t, 0, sizeof t);
  memset(&seen, 0, sizeof seen);
  /* the verdict, from the values summed afresh */
  for (i = 0; i < st->pos.n; i++) {
    tally_add(&t, i, &st->pos.comp[i], st->v[i], st->legal[i] > 0);
    total = total > GR_INT_MAX - st->legal[i] ? GR_INT_MAX : total + st->legal[i];
  }
  if (total != st->total)
    broken(ctx, GR_W(check_inv_total), gr_m2(ctx, GR_M(check_total), gr_i(total),
                                             gr_i(st->total)));
  if (t.s != st->t.s)
    broken(ctx, GR_W(check_inv_nimsum), gr_m2(ctx, GR_M(check_nimsum), gr_i(t.s), gr_i(st->t.s)));
  if (!st->pos.misere) {
    v = normal_outcome(ctx, &t);
    if (!t.over && !t.threat && !t.loopy && !t.unknown && v != (t.s ? 'N' : 'P'))
      broken(ctx, GR_W(check_inv_verdict_nimsum), gr_m2(ctx, GR_M(check_verdict_nimsum),
                                                        gr_i(t.s), gr_t(verdict_text(v))));
    if (v != st->verdict)
      broken(ctx, GR_W(check_inv_verdict), gr_m2(ctx, GR_M(check_verdict), gr_t(verdict_text(v)),
                                                 gr_t(verdict_text(st->verdict))));
  }
  /* loopy components' reach sets are in order */
  for (i = 0; i < st->pos.n; i++)
    if (st->v[i].flags & GR_LOOPY) {
      int n, k;
      const gr_int *r = st->pos.comp[i].game->reach(ctx, &st->pos.comp[i], &n);
      for (k = 1; k < n; k++)
        if (r[k] <= r[k - 1])
          broken(ctx, GR_W(check_inv_reach_order),
                 gr_m3(ctx, GR_M(check_reach_order), gr_t(comp_text(ctx, &st->pos.comp[i])),
                       gr_i(r[k - 1]), gr_i(r[k])));
    }
  /* the moves listed */
  per = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *per);
  memset(per, 0, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *per);
  if (rec->n > GR_MAX_MOVES)
    broken(ctx, GR_W(check_inv_cap), gr_m2(ctx, GR_M(check_cap), gr_i(rec->n),
                                           gr_i(GR_MAX_MOVES)));
  for (i = 0; i < rec->n; i++) {
    gr_int ci = rec->comp[i];
    const gr_move *m = rec->m[i];
    judged j = rec->j[i];
    gr_value a = fresh_value(ctx, m);
    const char *name = gr_fmt(ctx, "%lld:%s", (long long)ci + 1, m->text);
    per[ci]++;
    if (!textset_add(ctx, &seen, name))
      broken(ctx, GR_W(check_inv_twice), gr_m1(ctx, GR_M(check_twice), gr_t(name)));
    if (!same_value(a, m->value))
      broken(ctx, GR_W(check_inv_sg_after),
             gr_m3(ctx, GR_M(check_sg_after), gr_t(name), gr_n(value_text(ctx, m->value)),
                   gr_n(value_text(ctx, a))));
    if ((j.winning == 1) != (j.after == 'P') || (j.winning == -1) != (j.after == 0))
      broken(ctx, GR_W(check_inv_winning), gr_m3(ctx, GR_M(check_winning), gr_t(name),
                                                 gr_i(j.winning), gr_t(verdict_text(j.after))));
    nwin += j.winning == 1;
    if (j.plain && !st->v[ci].flags && !m->value.flags &&
        j.nimsum_after != (st->t.s ^ st->v[ci].sg ^ m->value.sg))
      broken(ctx, GR_W(check_inv_nimsum_after),
             gr_m3(ctx, GR_M(check_nimsum_after), gr_t(name), gr_i(j.nimsum_after),
                   gr_i(st->t.s ^ st->v[ci].sg ^ m->value.sg)));
  }
  if (nwin != rec->nwin)
    broken(ctx, GR_W(check_inv_winning_list), gr_m2(ctx, GR_M(check_winning_list), gr_i(nwin),
                                                    gr_i(rec->nwin)));
  if (mode == GR_MOVES_ALL) {
    if (!rec->complete) broken(ctx, GR_W(check_inv_complete), GR_W(check_complete));
    for (i = 0; i < st->pos.n; i++)
      if (per[i] != (st->over ? 0 : st->legal[i]))
        broken(ctx, GR_W(check_inv_listed),
               gr_m3(ctx, GR_M(check_listed), gr_t(comp_text(ctx, &st->pos.comp[i])),
                     gr_i(st->legal[i]), gr_i(per[i])));
  }
  if ((st->verdict == 'P' || st->verdict == 'D' || st->verdict == 0) && nwin > 0)
    broken(ctx, GR_W(check_inv_unless_n), gr_m2(ctx, GR_M(check_unless_n),
                                                gr_t(verdict_text(st->verdict)), gr_i(nwin)));
  if (st->verdict == 'N' && rec->complete && nwin == 0 && !st->over) /* misère: over is N */
    broken(ctx, GR_W(check_inv_n_wins), GR_W(check_n_wins));
  if (st->over != (rec->best == NULL))
    broken(ctx, GR_W(check_inv_suggest), st->over ? GR_W(check_suggest_over)
                                                  : GR_W(check_suggest_none));
  if (nwin > 0 && judge_move(ctx, st, rec->best_c, rec->best).winning != 1)
    broken(ctx, GR_W(check_inv_suggest),
           gr_m1(ctx, GR_M(check_suggest_losing),
                 gr_t(gr_fmt(ctx, "%lld:%s", (long long)rec->best_c + 1, rec->best->text))));
  /* the verdict after: the first moves (winning ones first), analysed afresh */
  after_budget = CHECK_AFTER_WORK / (double)(st->pos.n + 1);
  for (pass = 0; pass < 2; pass++)
    for (i = 0; i < rec->n && after_done < CHECK_AFTER && after_done < after_budget; i++) {
      judged j = rec->j[i];
      char fresh;
      if ((j.winning == 1) != (pass == 0) || !j.after) continue;
      fresh = verdict_after(ctx, st, rec->comp[i], rec->m[i]);
      after_done++;
      if (fresh && fresh != j.after) /* (none: a search past its bound; nothing to compare) */
        broken(ctx, GR_W(check_inv_verdict_after),
               gr_m3(ctx, GR_M(check_verdict_after),
                     gr_t(gr_fmt(ctx, "%lld:%s", (long long)rec->comp[i] + 1, rec->m[i]->text)),
                     gr_t(verdict_text(j.after)), gr_t(verdict_text(fresh))));
    }
  /* small components: SG = mex of the options */
  for (i = 0; i < st->pos.n && mexed < CHECK_MEX_COMPS; i++)
    if (!st->three && st->legal[i] <= CHECK_MEX_MOVES) {
      check_component(ctx, st, i);
      mexed++;
    }
}

/* ---- analysis ------------------------------------------------------------------ */

void gr_do_analyze(gr_ctx *ctx, const char *text, const char *move, gr_moves_mode mode,
                   double most, gr_buf *out) {
  state st;
  const char *played = NULL;
  size_t chars = strlen(text);
  gr_int ci = 0;
  gr_move *m = NULL;
  memset(&st, 0, sizeof st);
  st.most = most;
  gr_parse_pos(ctx, text, &st.pos);
  judged jp;
  listed rec;
  memset(&jp, 0, sizeof jp);
  memset(&rec, 0, sizeof rec);
  if (move != NULL) {
    gr_buf b;
    count_legal(ctx, &st);
    within(ctx, &st, chars, GR_MOVES_WINNING, most); /* the values the move is judged by */
    if (most < 0) far_over(ctx, &st, chars, GR_MOVES_WINNING);
    st.outcome = !st.pos.misere; /* misère play: judged by the position it leaves */
    values(ctx, &st);
    m = find_move(ctx, &st, move, &ci);
    if (!st.pos.misere) {
      gr_buf_init(&b, ctx);
      jp = judge_move(ctx, &st, ci, m);
      put_move(&b, ci, m, jp);
      played = b.s;
    }
    apply(ctx, &st.pos, ci, m);
  }
  st.outcome = 1;
  count_legal(ctx, &st);
  mode = choose(ctx, &st, mode); /* judged before the values */
  within(ctx, &st, chars, mode, most);
  if (most < 0) far_over(ctx, &st, chars, mode);
  values(ctx, &st);
  if (move != NULL && st.pos.misere) { /* the verdict after the move is the one found here */
    gr_buf b;
    jp.wins = (m->value.flags & GR_OVER) != 0;
    jp.after = st.verdict;
    jp.winning = st.verdict == 'P' ? 1 : st.verdict ? 0 : -1;
    gr_buf_init(&b, ctx);
    put_move(&b, ci, m, jp);
    played = b.s;
  }
  analysis(ctx, &st, mode, played, out, ctx->checks ? &rec : NULL);
  if (ctx->checks) {
    if (played != NULL && jp.after && jp.after != st.verdict)
      broken(ctx, GR_W(check_inv_verdict_after),
             gr_m2(ctx, GR_M(check_played), gr_t(verdict_text(jp.after)),
                   gr_t(verdict_text(st.verdict))));
    self_check(ctx, &st, mode, &rec);
  }
}

/* The verdict of a position for the player to move ('N', 'P', 'D', or 0 when
** nothing decides it), as its analysis gives it: for the judges. */
char gr_pos_verdict(gr_ctx *ctx, const gr_pos *pos) {
  state st;
  memset(&st, 0, sizeof st);
  st.pos = *pos;
  st.most = -1;
  st.outcome = 1;
  st.bare = 1;
  evaluate(ctx, &st);
  return st.verdict;
}
