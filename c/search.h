/*
** search.h — a whole sum solved by search (search.c), and Conway's genus
** found by that search (genus.c).
*/
#ifndef GR_SEARCH_H
#define GR_SEARCH_H

#include "game.h"

/* ---- what a search of a whole sum and a misère quotient need of a game
** (gr_game.search; search.c, quotient.h), all optional ---- */
struct gr_search_caps {
  /* The independent parts x falls into (a row of pins: its runs), so that a
  ** search names a position the same way however its parts lie, and a
  ** quotient reads each part on its own. Returns how many parts *parts
  ** holds (scratch; 0 when none is left). Without it, x is one part. */
  int (*split)(gr_ctx *ctx, const gr_comp *x, gr_comp **parts);
  /* 1 when a component's moves depend on who is to move (each player has
  ** pieces of their own): a search then tells the two turns apart, and a
  ** component without moves for one player may still have some for the
  ** other. */
  int turn_moves;
  /* x as one heap of a take-and-break code (kit/code.h), for misère
  ** quotients: returns the code (a gr_code) and sets *size, or NULL when x
  ** is not one heap of a code (a row of several runs: its split parts may
  ** be). */
  const struct gr_code *(*heap)(const gr_comp *x, gr_int *size);
};

/* g's search table, or an empty one (every member 0) when g has none. */
static inline const gr_search_caps *gr_search_of(const gr_game *g) {
  static const gr_search_caps none;
  return g->search ? g->search : &none;
}

/* ---- search of a whole sum (search.c) ----------------------------------------
** Enumerates every position reachable from pos within `most` work units
** (< 0: no bound) and a quarter of the memory limit; NULL when the bound
** stops it (*looked: the positions reached by then). The results live in
** scratch memory until the call ends. */
typedef struct gr_sumsearch gr_sumsearch;
gr_sumsearch *gr_sumsearch_run(gr_ctx *ctx, const gr_pos *pos, int misere, double most,
                         gr_int *looked);
/* Searches this context ran in all (tests count them). */
gr_int gr_sumsearch_count(gr_ctx *ctx);
/* The verdict for the player to move: 'N', 'P' or 'D' (neither can force a win). */
char gr_sumsearch_verdict(gr_sumsearch *s);
/* Every move of component i of the position searched, and the verdict
** after its k-th move for the player then to move. */
const gr_movelist *gr_sumsearch_moves(const gr_sumsearch *s, gr_int i);
char gr_sumsearch_after(gr_sumsearch *s, gr_int i, gr_int k);
/* The Grundy value (in misère play: 1 without moves, else the mex of the
** options') of a position the search reached, or -1 (not reached, or a
** loop makes values undefined). */
gr_int gr_sumsearch_value(gr_sumsearch *s, const gr_pos *pos);
/* The most moves a play from the position searched can last, or -1 (a loop). */
gr_int gr_sumsearch_height(gr_sumsearch *s);
/* The genus's numbers of the position searched (genus.c): *g its normal-play
** value, and γ0 … γ(*stable + 1) the misère Grundy values of it plus k heaps
** of *2, which repeat with period 2 from γ(*stable) on (proven: genus.c says
** how), *stable + 2 ≤ K. Returns 0 for a position with loops, or when the
** table would be too large or no period shows within K heaps. */
int gr_sumsearch_genus(gr_sumsearch *s, gr_int K, gr_int *g, gr_int *gamma, gr_int *stable);

/* ---- the genus (genus.c) ------------------------------------------------------
** Conway's genus g^{γ0γ1…} of a sum of components, for misère play: g its
** normal-play value, γn the misère Grundy value of it plus n heaps of *2,
** the list cut where it starts alternating (its tail repeats with period 2).
** Found by search within `most` work units: 1, or 0 when the position has
** loops or values no search can find, or -1 when the bound or the memory
** limit stopped the search. A sum's search looks through at least every
** position of each component's own (with the rest beside it), so it stops
** within the same bound wherever one of its components' does. */
#define GR_GENUS_MAX 64
typedef struct gr_genus {
  gr_int g;                     /* the normal-play value */
  int n;                        /* γ0 … γ(n-1) written; from γ(n-2) on they alternate */
  gr_int gamma[GR_GENUS_MAX];
  int tame;                     /* the genus of a misère Nim position */
} gr_genus;
int gr_genus_of(gr_ctx *ctx, const gr_comp *comp, gr_int n, int turn, double most,
                gr_genus *out);
/* The same, read off a finished misère search of the position (1 or 0). */
int gr_genus_read(gr_sumsearch *s, gr_genus *out);
/* The genus as JSON ({"g":…,"gamma":[…],"text":"0^120","tame":…}) or null. */
void gr_genus_json(gr_buf *b, const gr_genus *gen, int known);

#endif
