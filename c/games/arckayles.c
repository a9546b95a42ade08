/*
** arckayles.c — Arc-Kayles on any graph: a move takes an edge, and with it its two ends and every edge at them; the
** player who cannot move loses. The graph, its text and its values are in
** ugraph.c (ugraph.h): the whole body is one graph,
**
**   arckayles:a-b,b-c,d      the path a-b-c and the node d (canonical a-b.b-c.d)
**   arckayles:grid(3x5)      the grid of 3 rows and 5 columns, nodes a1 … c5
**
**   game        data
**   arckayles  the graph (gr_ugraph)
**
** Moves are an edge ("1:a-b"). On a grid graph this is Cram: an edge is a
** domino on two cells side by side.
*/
#include "../game.h"
#include "ugraph.h"

static gr_value value(gr_ctx *ctx, const gr_comp *x) { return gr_ug_value(ctx, x, UG_ARC); }

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  (void)ctx;
  (void)turn;
  return gr_ug_legal(x, UG_ARC);
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  (void)turn;
  gr_ug_moves(ctx, x, UG_ARC, ml);
}

static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  (void)turn;
  gr_ug_find_move(ctx, x, UG_ARC, text, ml);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  (void)turn;
  return gr_ug_refuse(ctx, x, UG_ARC, move);
}

static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  (void)turn;
  gr_ug_detail(ctx, b, x, UG_ARC);
}

static double work(gr_ctx *ctx, const gr_comp *x) { return gr_ug_work(ctx, x, UG_ARC); }

static const gr_msg *work_fits(gr_ctx *ctx, const gr_comp *x, double most) {
  return gr_ug_work_fits(ctx, x, UG_ARC, most);
}

static void random_graph(gr_buf *b, uint64_t *seed) { gr_ug_random(b, seed, "arckayles"); }

static const gr_front_caps arckayles_front = {
  .work = work,
  .work_fits = work_fits,
  .random = random_graph,
};

const gr_game gr_game_arckayles = {
  .name = "arckayles",
  .title = GR_W(game_arckayles_title),
  .notation = GR_W(game_arckayles_notation),
  .example = "arckayles:grid(3x5)",
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
  .front = &arckayles_front,
};
