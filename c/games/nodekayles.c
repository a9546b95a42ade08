/*
** nodekayles.c — Node-Kayles on any graph: a move takes a node, and with it every node next to it; the
** player who cannot move loses. The graph, its text and its values are in
** ugraph.c (ugraph.h): the whole body is one graph,
**
**   nodekayles:a-b,b-c,d      the path a-b-c and the node d (canonical a-b.b-c.d)
**   nodekayles:grid(3x5)      the grid of 3 rows and 5 columns, nodes a1 … c5
**
**   game        data
**   nodekayles  the graph (gr_ugraph)
**
** Moves are a node's name ("1:b"). On a path of n nodes this is Dawson's chess,
** the octal game 0.137 on a row of n pins.
*/
#include "../game.h"
#include "ugraph.h"

static gr_value value(gr_ctx *ctx, const gr_comp *x) { return gr_ug_value(ctx, x, UG_NODE); }

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  (void)ctx;
  (void)turn;
  return gr_ug_legal(x, UG_NODE);
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  (void)turn;
  gr_ug_moves(ctx, x, UG_NODE, ml);
}

static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  (void)turn;
  gr_ug_find_move(ctx, x, UG_NODE, text, ml);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  (void)turn;
  return gr_ug_refuse(ctx, x, UG_NODE, move);
}

static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  (void)turn;
  gr_ug_detail(ctx, b, x, UG_NODE);
}

static double work(gr_ctx *ctx, const gr_comp *x) { return gr_ug_work(ctx, x, UG_NODE); }

static const gr_msg *work_fits(gr_ctx *ctx, const gr_comp *x, double most) {
  return gr_ug_work_fits(ctx, x, UG_NODE, most);
}

static void random_graph(gr_buf *b, uint64_t *seed) { gr_ug_random(b, seed, "nodekayles"); }

static const gr_front_caps nodekayles_front = {
  .work = work,
  .work_fits = work_fits,
  .random = random_graph,
};

const gr_game gr_game_nodekayles = {
  .name = "nodekayles",
  .title = GR_W(game_nodekayles_title),
  .notation = GR_W(game_nodekayles_notation),
  .example = "nodekayles:grid(3x5)",
  .parse = gr_ug_parse,
  .own_group = 1,
  .format = gr_ug_format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_ug_copy,
  .refuse = refuse,
  .detail = detail,
  .find_move = find_move,
  .front = &nodekayles_front,
};
