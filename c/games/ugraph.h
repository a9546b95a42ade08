/*
** ugraph.h — undirected graphs for Node-Kayles (a move takes a node and its
** neighbours) and Arc-Kayles (a move takes an edge's two ends, and so every
** edge at them). ugraph.c reads, writes and values them; kayles.c is the
** two games, one rule over this machinery with a descriptor for each.
**
** Text: items joined by "." (canonical) or "," — an edge "a-b", a path
** "a-b-c" (its edges), a node alone "d", or a whole grid "grid(3x5)" (rows
** named a, b, c, …, columns 1, 2, …: nodes a1 … c5, edges between cells side
** by side). Names are letters, digits and "_" (up to UG_MAX_NAME). The whole
** body is one graph — one component — so "nodekayles:a-b,b-c,d" is the path
** a-b-c and the node d. The canonical text orders nodes by name (shorter
** first, then by character code) and writes each edge once, "u-v" with u
** first, and each node without edges alone; a graph that is a full grid
** with its cells' names is written "grid(RxC)", and one without nodes "-"
** (what Node-Kayles leaves when the last node is taken).
*/
#ifndef GR_UGRAPH_H
#define GR_UGRAPH_H

#include "../comp.h"

#define UG_MAX_NODES 64   /* nodes of a graph */
#define UG_MAX_NAME 16    /* characters of a node's name */

enum { UG_NODE = 0, UG_ARC = 1 }; /* Node-Kayles, Arc-Kayles */

typedef struct gr_ugraph {
  int n;                         /* nodes */
  const char **name;             /* in canonical order */
  uint64_t adj[UG_MAX_NODES];    /* neighbours of each node */
  int grid;                      /* 1: nodes are grid cells (a1 …), edges exactly between
                                 ** cells side by side: the grid search applies */
  int row[UG_MAX_NODES], col[UG_MAX_NODES]; /* the cells, when grid */
} gr_ugraph;

/* The gr_game hooks, for a rule. */
void gr_ug_parse(gr_cursor *c, gr_comp *x);
void gr_ug_copy(const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud);
void gr_ug_format(gr_buf *b, const gr_comp *x);
gr_value gr_ug_value(gr_ctx *ctx, const gr_comp *x, int rule);
gr_int gr_ug_legal(const gr_comp *x, int rule);
void gr_ug_moves(gr_ctx *ctx, const gr_comp *x, int rule, gr_movelist *ml);
void gr_ug_find_move(gr_ctx *ctx, const gr_comp *x, int rule, const char *text,
                     gr_movelist *ml);
const gr_msg *gr_ug_refuse(gr_ctx *ctx, const gr_comp *x, int rule, const char *move);
void gr_ug_detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int rule);
double gr_ug_work(gr_ctx *ctx, const gr_comp *x, int rule, int options);
const gr_msg *gr_ug_work_fits(gr_ctx *ctx, const gr_comp *x, int rule, double most);
/* A small random graph of game `name` (gr_game.random): at most 5 nodes, or
** now and then a grid of at most 2×3 cells. */
void gr_ug_random(gr_buf *b, uint64_t *seed, const char *name);

#endif
