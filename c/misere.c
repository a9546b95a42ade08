/*
** misere.c — the outcome of a sum in misère play: by the games' own rules
** where one is known, else by the misère quotient of rows and heaps, else
** by a search of the whole sum; and each move's verdict after it.
*/
#include <stdlib.h>
#include <string.h>
#include "game.h"
#include "search.h"
#include "quotient.h"
#include "analysis.h"

static int cmp_text(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

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
  st->gen.searched = 1; /* the genus of the same position reads this search */
  st->gen.most = most;
  st->gen.search = s;
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
** codes together (quotient.h) decides any sum whose heaps it covers (up to
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
  const gr_search_caps *sc = gr_search_of(x->game);
  if (sc->split != NULL) n = sc->split(qc->ctx, x, &parts);
  for (i = 0; i < n; i++) {
    gr_int size;
    const gr_search_caps *pc = gr_search_of(parts[i].game);
    const gr_code *code = pc->heap != NULL ? pc->heap(&parts[i], &size)
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
         (gr_search_of(x->game)->turn_moves && x->game->legal(ctx, x, st->pos.turn ^ 1) > 0);
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
    /* within the call's bound, the quotient may spend half of what is left:
    ** the search of the whole sum, which follows when it fails, keeps the
    ** rest (a small sum whose codes' quotient is large is searched at once) */
    gr_int work = st->most >= 0 ? (gr_int)st->most : ctx->work >= 0 ? ctx->work / 2 : -1;
    gr_status r = gr_quotient_try(ctx, q, last, work);
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
void gr_misere_outcome(gr_ctx *ctx, state *st) {
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
                          gr_n(gr_front_of(st->pos.comp[gr_first_with(st, GR_OVER)].game)->over_words))
                  : GR_W(why_misere_nomove);
    return;
  }
  if (!mixed && gr_misere_of(g)->outcome != NULL && !st->t.threat) {
    st->mwin = gr_alloc(ctx, (size_t)st->pos.n * sizeof *st->mwin);
    for (i = 0; i < st->pos.n; i++) gr_movelist_init(&st->mwin[i], ctx);
    {
      gr_movelist *w = gr_alloc(ctx, (size_t)n * sizeof *w);
      for (i = 0; i < n; i++) gr_movelist_init(&w[i], ctx);
      r = gr_misere_of(g)->outcome(ctx, act, n, st->pos.turn, st->bare ? NULL : w);
      for (i = 0, k = 0; i < st->pos.n; i++)
        if (on[i]) st->mwin[i] = w[k++];
    }
    if (r == 'P' || r == 'N') {
      st->verdict = (char)r;
      st->why = gr_misere_of(g)->rule;
      sort_winning(ctx, st);
      return;
    }
    st->mwin = NULL;
  }
  if (!st->t.threat && misere_quotient(ctx, st)) return;
  st->mwin = NULL;
  st->mall = NULL;
  misere_search(ctx, st, mixed ? GR_W(word_misere_gap_mixed)
                         : gr_m1(ctx, gr_misere_of(g)->outcome != NULL && !st->t.threat
                                          ? GR_M(word_misere_gap_position)
                                          : GR_M(word_misere_gap_game),
                                 gr_n(g->title)));
}

/* Whether text is among component i's winning moves (misère play). */
int gr_misere_wins(const state *st, gr_int i, const char *text) {
  const char *key = text;
  return st->mwin[i].n > 0 && bsearch(&key, st->msorted[i], (size_t)st->mwin[i].n,
                                      sizeof *st->msorted[i], cmp_text) != NULL;
}

/* The verdict after a move of component i a search judged ('P', 'N', 'D'). */
char gr_misere_after(const state *st, gr_int i, const char *text) {
  mafter key, *f;
  key.text = text;
  f = st->nall[i] > 0 ? bsearch(&key, st->mall[i], (size_t)st->nall[i], sizeof key, cmp_text)
                      : NULL;
  return f != NULL ? f->after : 0;
}
