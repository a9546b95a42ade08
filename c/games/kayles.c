/*
** kayles.c — Node-Kayles and Arc-Kayles on any graph, one rule over the
** graphs of ugraph.c (ugraph.h) with two descriptors; each descriptor's
** variant says which game it is:
**
**   nodekayles  a move takes a node, and with it every node next to it
**   arckayles   a move takes an edge, and with it its two ends and every
**               edge at them
**
** The player who cannot move loses. The whole body is one graph:
**
**   nodekayles:a-b,b-c,d      the path a-b-c and the node d (canonical a-b.b-c.d)
**   arckayles:grid(3x5)       the grid of 3 rows and 5 columns, nodes a1 … c5
**
**   game        data
**   nodekayles  the graph (gr_ugraph)
**   arckayles   the graph (gr_ugraph)
**
** Moves are a node's name in Node-Kayles ("1:b"), an edge in Arc-Kayles
** ("1:a-b"). On a path of n nodes Node-Kayles is Dawson's chess, the octal
** game 0.137 on a row of n pins; on a grid graph Arc-Kayles is Cram: an edge
** is a domino on two cells side by side.
*/
#include "../game.h"
#include "ugraph.h"
#include "words.h"

static const int node_kind = UG_NODE, arc_kind = UG_ARC;

/* UG_NODE or UG_ARC: the game x is of. */
static int kind(const gr_comp *x) { return *(const int *)x->game->variant; }

static gr_value value(gr_ctx *ctx, const gr_comp *x) { return gr_ug_value(ctx, x, kind(x)); }

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  (void)ctx;
  (void)turn;
  return gr_ug_legal(x, kind(x));
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  (void)turn;
  gr_ug_moves(ctx, x, kind(x), ml);
}

static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  (void)turn;
  gr_ug_find_move(ctx, x, kind(x), text, ml);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  (void)turn;
  return gr_ug_refuse(ctx, x, kind(x), move);
}

static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  (void)turn;
  gr_ug_detail(ctx, b, x, kind(x));
}

static double work(gr_ctx *ctx, const gr_comp *x, int options) { return gr_ug_work(ctx, x, kind(x), options); }

static const gr_msg *work_fits(gr_ctx *ctx, const gr_comp *x, double most) {
  return gr_ug_work_fits(ctx, x, kind(x), most);
}

static void random_graph(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_ug_random(b, seed, g->name);
}

/* The descriptor of the game NAME (its messages game_NAME_title and
** game_NAME_notation), whose variant is KIND. */
#define KAYLES(NAME, KIND)                                                             \
  {                                                                                            \
    .name = #NAME, .title = GR_W(game_##NAME##_title), .notation = GR_W(game_##NAME##_notation), \
    .example = #NAME ":grid(3x5)", .parse = gr_ug_parse, .own_group = 1, .format = gr_ug_format, \
    .value = value, .legal = legal, .moves = moves, .copy = gr_ug_copy, .refuse = refuse,      \
    .detail = detail, .find_move = find_move, .variant = &KIND,                                \
    .front = &(const gr_front_caps){.random = random_graph, .work = work, .work_fits = work_fits},   \
  }

const gr_game gr_game_nodekayles = KAYLES(nodekayles, node_kind);
const gr_game gr_game_arckayles = KAYLES(arckayles, arc_kind);
