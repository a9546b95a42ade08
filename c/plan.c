/*
** plan.c — the listing plan: what listing the moves costs, and whether all
** of them or the winning ones are listed within the memory limit.
*/
#include <string.h>
#include "game.h"
#include "analysis.h"

/* ---- what a listing costs ------------------------------------------------------
** Listings are checked before they are built: a listing of every move
** before any value is computed (its size follows from the exact legal-move
** counts), a listing of the winning moves before their texts are built
** (after a pass that only counts them, when they might not fit). A listing
** of every move may use at most half the memory limit, the winning moves
** what is left of it. */

/* Per listed move: JSON besides its "after" (MOVE_JSON, analysis.h), and
** memory held while the listing is built besides the copy of the
** component's body (the move, its text and label, its slot in the list as
** the list doubles); and per component
** listed, per cell or stair, the scratch a game's move generator uses; and
** with the self-checks on, what checking each listed move keeps (its name,
** its value afresh). All measured, with room to spare. */
#define PARTS_JSON 64.0 /* and its "after_parts" besides the game's name and parameters */
#define MOVE_MEM 640.0
#define COMP_SCRATCH 24.0
#define CHECK_MEM 512.0

/* How many of x's `legal` moves a listing of the moves to one value may
** list (solved: when not, all of them), and in *bytes the JSON each
** writes besides MOVE_JSON, for a component whose text has `text`
** characters (gr_front_caps.listed). */
double gr_listed(const gr_comp *x, double legal, double text, double *bytes, int solved) {
  const gr_front_caps *fr = gr_front_of(x->game);
  double n, bound = 64.0 + x->len;
  *bytes = text; /* its "after" */
  if (fr->listed != NULL) n = fr->listed(x, legal, text, bytes);
  else n = x->cells != NULL || legal < bound ? legal : bound;
  return solved ? n : legal;
}

/* The cost of listing per[i] moves of each component i: each move's "after"
** is about its component's text (a move that splits it repeats the head),
** besides what its game says it writes (gr_listed). */
plan gr_plan_of(gr_ctx *ctx, const state *st, const gr_int *per) {
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
    (void)gr_listed(x, k, (double)t.n, &json, 0);
    json += MOVE_JSON + PARTS_JSON + 2.0 * (double)head;
    p.moves = p.moves > GR_INT_MAX - per[i] ? GR_INT_MAX : p.moves + per[i];
    p.json += k * json;
    p.bytes += k * (JSON_ROOM * json + MOVE_MEM + body + (ctx->checks ? CHECK_MEM : 0)) +
               COMP_SCRATCH * x->len;
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
const gr_msg *gr_too_long(gr_ctx *ctx, const state *st) {
  plan p;
  double budget;
  if (st->total == 0) return NULL;
  if (st->total > GR_MAX_MOVES)
    return gr_m2(ctx, GR_M(note_listing_count), gr_i(st->total), gr_i(GR_MAX_MOVES));
  p = gr_plan_of(ctx, st, st->legal);
  budget = listing_budget(ctx, 1);
  if (p.bytes > budget)
    return gr_m3(ctx, GR_M(note_listing_size), gr_i(p.moves), gr_n(size_words(ctx, p.bytes)),
                 gr_n(budget_words(ctx, budget, 1)));
  return NULL;
}

/* Sets ml to keep the winning moves of component i in normal play; 0 when
** it has none. */
int gr_winning_filter(const state *st, gr_int i, gr_movelist *ml) {
  gr_int w;
  if (st->over || st->legal[i] == 0) return 0;
  w = gr_want_of(st, i);
  if (w == WANT_NONE) return 0;
  if (w == WANT_OVER) ml->only_over = 1;
  else ml->want = w;
  return 1;
}

/* The cost of listing the winning moves, refused when it is too large.
** Every legal move is assumed winning first; when that might not fit, a
** pass counts them without building any. */
plan gr_check_winning(gr_ctx *ctx, const state *st) {
  gr_int *per = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *per), i;
  double budget = listing_budget(ctx, 0), scratch;
  size_t before;
  plan p;
  if (st->pos.misere) { /* the game's rule listed them already */
    for (i = 0; i < st->pos.n; i++)
      per[i] = st->verdict == 'N' && st->mwin != NULL && !st->over ? st->mwin[i].n : 0;
    return gr_plan_of(ctx, st, per);
  }
  for (i = 0; i < st->pos.n; i++) {
    gr_movelist ml;
    gr_movelist_init(&ml, ctx);
    per[i] = gr_winning_filter(st, i, &ml) ? st->legal[i] : 0;
  }
  p = gr_plan_of(ctx, st, per);
  if (p.bytes <= budget && p.moves <= GR_MAX_MOVES) return p;
  before = ctx->used;
  for (i = 0; i < st->pos.n; i++) { /* count them; listing will need the same scratch again */
    gr_movelist ml;
    const gr_comp *x = &st->pos.comp[i];
    if (per[i] == 0) continue;
    gr_movelist_init(&ml, ctx);
    gr_winning_filter(st, i, &ml);
    ml.count_only = 1;
    x->game->moves(ctx, x, st->pos.turn, &ml);
    per[i] = ml.n;
  }
  scratch = (double)(ctx->used - before);
  budget = listing_budget(ctx, 0); /* less what counting used */
  p = gr_plan_of(ctx, st, per);
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

/* Whether GR_MOVES_AUTO lists every move: there are few, they are small,
** and their values do not need a long search (a game's work estimate of its
** options, whether or not the position's own value is known: the moves'
** positions are not). gr_choose and the cost estimate both ask it. */
int gr_auto_all(gr_ctx *ctx, const state *st) {
  double searched = 0;
  gr_int i;
  if (st->total > GR_AUTO_MOVES) return 0;
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *x = &st->pos.comp[i];
    if (gr_front_of(x->game)->work != NULL) searched += gr_front_of(x->game)->work(ctx, x, 1);
  }
  return searched <= GR_AUTO_SEARCH && gr_plan_of(ctx, st, st->legal).bytes <= (double)ctx->limit / 4;
}

/* Which moves to list: GR_MOVES_AUTO every move when gr_auto_all says so,
** else the winning ones. A listing of every move that would be too long is
** judged here, before any value is computed: the winning moves are listed
** instead, and st->truncated says why. */
gr_moves_mode gr_choose(gr_ctx *ctx, state *st, gr_moves_mode mode) {
  st->truncated = NULL;
  if (mode == GR_MOVES_NONE) return mode;
  if (mode == GR_MOVES_AUTO) return gr_auto_all(ctx, st) ? GR_MOVES_ALL : GR_MOVES_WINNING;
  if (mode == GR_MOVES_ALL && (st->truncated = gr_too_long(ctx, st)) != NULL)
    return GR_MOVES_WINNING;
  return mode == GR_MOVES_ALL ? GR_MOVES_ALL : GR_MOVES_WINNING;
}
