/*
** cost.c — what an analysis would cost before any value is computed, and
** the refusals of work past the call's bound, saying what would fit.
*/
#include <stdlib.h>
#include <string.h>
#include "family.h"
#include "calls.h"
#include "analysis.h"

/* ---- what an analysis would cost ------------------------------------------------
** Judged from the text, before the values: a front end decides from it
** whether to run the analysis at once or in the background. `work` is a
** rough upper bound on the elementary steps: parsing, the value tables,
** the moves examined and listed, and the JSON written (which the front end
** then reads: see JSON_STEPS). A table (one per game and parameters)
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

/* A move examined, besides its component: judged and, when listed, written.
** A move listed also copies its component and writes its text into the
** JSON, which a front end then reads: 20 steps a byte, as long as
** JavaScript takes to decode and parse it in the page (about 60 ns a byte,
** measured: a listing of 1.2 MB in 73 ms) where WebAssembly takes about 3 ns
** a step. */
#define MOVE_STEPS 16.0
#define JSON_STEPS 20.0
#define COMP_JSON 256.0 /* a component's members besides its body and text, measured */

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
  const gr_family_caps *fc = gr_family_of(n->game);
  if (fc->cost != NULL) return fc->cost(ctx, n->game, n->param, n->entries);
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
    const gr_family_caps *fc = gr_family_of(g);
    if (fc->extend == NULL && fc->grow == NULL) continue; /* no table */
    if (x->cells == NULL && x->v != NULL) { /* a vector: the entry it reads, if any */
      gr_int at = fc->index != NULL ? fc->index(x) : -1;
      if (at < 0) continue;
      size = (double)at;
    }
    double asked = size;
    if (size > (double)fc->table_limit) size = (double)fc->table_limit;
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
    if (gr_front_of(x->game)->work != NULL) {
      double w = gr_front_of(x->game)->work(ctx, x, 0);
      if (h != NULL && w > h->comp_work) {
        h->comp = x;
        h->comp_work = w;
      }
      searched += w;
    }
  }
  if (mode == GR_MOVES_AUTO) /* as gr_choose() decides */
    *all = gr_auto_all(ctx, st);
  else
    *all = mode == GR_MOVES_ALL && gr_too_long(ctx, st) == NULL; /* as gr_choose() decides */
  { /* each component is written (its body and text, its value, its details); a heap's
    ** winning moves are solved for, a row's tried; each found is copied and listed */
    gr_buf t;
    gr_buf_init(&t, ctx);
    for (i = 0; i < st->pos.n; i++) {
      const gr_comp *x = &st->pos.comp[i];
      double text, bytes, n;
      t.n = 0;
      gr_format_comp(&t, x);
      text = (double)t.n;
      examined += JSON_STEPS * (COMP_JSON + 2.0 * text);
      if (mode == GR_MOVES_NONE || *all) continue;
      n = gr_listed(x, (double)st->legal[i], text, &bytes, 1);
      examined += n * (MOVE_STEPS + JSON_STEPS * (MOVE_JSON + bytes) + text);
    }
  }
  { /* the tables' probes share 1/PROBE_SHARE of the call's work (ctx->work, meanwhile) */
    gr_int saved = ctx->work, share = (saved >= 0 ? saved : GR_WORK_CALL) / PROBE_SHARE;
    ctx->work = share;
    work = 4.0 * (double)chars + searched + examined +
           table_work(ctx, st, h != NULL ? &h->table : NULL, h != NULL ? &h->table_work : NULL);
    ctx->work = saved < 0 ? saved : saved - (share - ctx->work);
  }
  if (*all) {
    plan p = gr_plan_of(ctx, st, st->legal);
    work += MOVE_STEPS * (double)p.moves + JSON_STEPS * p.json + p.bytes;
  }
  return work;
}

/* The estimate, itself run within `most` units (< 0: within the call's own
** bound), what it computes charged to the call's bound. */
static double estimate_within(gr_ctx *ctx, const state *st, size_t chars, gr_moves_mode mode,
                              double most, int *all) {
  gr_int saved = ctx->work, cap = saved;
  double work;
  if (most >= 0 && (saved < 0 || most < (double)saved)) cap = (gr_int)most;
  ctx->work = cap;
  work = estimate(ctx, st, chars, mode, all, NULL);
  ctx->work = saved < 0 ? saved : saved - (cap - ctx->work);
  return work;
}

void gr_do_cost(gr_ctx *ctx, const char *text, gr_moves_mode mode, double most, gr_buf *out) {
  state st;
  double work;
  int all;
  gr_parse_pos(ctx, text, &st.pos);
  gr_count_legal(ctx, &st);
  work = estimate_within(ctx, &st, strlen(text), mode, most, &all);
  gr_printf(out, "{\"components\":%lld,\"chars\":%zu,\"legal\":%lld,\"listed\":\"%s\","
            "\"work\":%.0f,\"position\":\"", (long long)st.pos.n, strlen(text),
            (long long)st.total, all ? "all" : mode == GR_MOVES_NONE ? "none" : "winning", work);
  gr_format_pos(out, &st.pos); /* the frame the page shows meanwhile */
  gr_printf(out, "\",\"turn\":%d,\"play\":\"%s\"", st.pos.turn + 1,
            st.pos.misere ? "misere" : "normal");
  gr_put_parts(out, "parts", st.pos.comp, st.pos.n, 1);
  gr_putc(out, '}');
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
    const gr_msg *words = gr_family_of(g)->size_words;
    const gr_msg *size = words != NULL ? words : GR_W(word_size);
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
void gr_within(gr_ctx *ctx, const state *st, size_t chars, gr_moves_mode mode, double most) {
  int all;
  double work;
  if (most < 0) return;
  work = estimate_within(ctx, st, chars, mode, most, &all);
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
void gr_far_over(gr_ctx *ctx, const state *st, size_t chars, gr_moves_mode mode) {
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
    const gr_front_caps *fr = gr_front_of(x->game);
    if (fr->work == NULL || fr->work_fits == NULL || (w = fr->work(ctx, x, 0)) <= steps)
      continue;
    words = fr->work_fits(ctx, x, steps);
    if (words != NULL)
      gr_throw(ctx, GR_EWORK, gr_m5(ctx, GR_M(err_work_search), gr_i(i + 1),
                                    gr_tf(ctx, "%.2g", w), gr_tf(ctx, "%.2g", steps),
                                    gr_tf(ctx, "%.2g", units), gr_n(words)));
  }
}
