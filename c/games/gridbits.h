/*
** gridbits.h — regions of free cells on a grid, a bit per cell, for the games
** searched on grids: Cram (a domino covers two neighbouring cells), and
** Node-Kayles and Arc-Kayles on grid graphs (a cell and its neighbours; two
** neighbouring cells — Arc-Kayles on a grid is Cram). gridbits.c.
**
** A region lives in a box of h rows and w columns, h·w <= 64, cell (r, c)
** at bit r·w + c. Its search key is the least of its eight images under the
** grid's symmetries (turns and mirrors), cropped to the region's bounding
** box, in 8 or 9 bytes (GR_GRID_KEY at most; its first byte is never 0xFF).
*/
#ifndef GR_GRIDBITS_H
#define GR_GRIDBITS_H

#include "../prune.h"
#include "words.h"

#define GR_GRID_KEY 9         /* bytes of the longest key */
#define GR_GRID_MAX_CELLS 64  /* cells in the box of a region the search takes */

enum { GR_GRID_DOMINO = 0, GR_GRID_NODE = 1 }; /* the rule: a domino, or a cell and its
                                               ** neighbours */

/* The cells of box h×w neighbouring those of `bits`. */
uint64_t gr_grid_around(uint64_t bits, int h, int w);
/* The key of region `bits` in box h×w (cropped and turned to its least
** image); its length. */
size_t gr_grid_key(uint64_t bits, int h, int w, unsigned char key[GR_GRID_KEY]);
/* Adds to out the keys of the parts of `bits` (box h×w) that have a move
** under `rule`, two equal parts cancelling (their values XOR to 0), each
** reduced first where the rule allows it without changing its value
** (domino rule: one tuft kept of several on a cell, cells whose neighbours
** all hold tufts dropped, 2×2 blocks cut where only their corners meet the
** rest). */
void gr_grid_parts(gr_parts *out, int rule, uint64_t bits, int h, int w);
/* 1 when region bits (box h×w) is its own image under the half turn with no
** cell and no two neighbouring cells mapped onto each other: the second
** player answers every move by its image, so its value is 0 (for both rules). */
int gr_grid_mirror(uint64_t bits, int h, int w);
/* 1 when region bits (box h×w) is its own image under the half turn but for
** one domino mapped onto itself, on the centre: a move there leaves a region
** gr_grid_mirror values 0, so the region's value is not 0 (domino rule). */
int gr_grid_mirror_first(uint64_t bits, int h, int w);
/* The search over regions under `rule`: hooks for gr_search (game data is
** the rule's address: pass &gr_grid_rules[rule]). */
extern const int gr_grid_rules[2];
void gr_grid_searcher(gr_search *s, int rule, const char *what);

#endif
