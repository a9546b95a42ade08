/*
** cram.c — Cram: a move places a domino on two neighbouring free cells of a
** grid, across or down; the player who cannot place one loses (the impartial
** Domineering).
**
**   cram:4x5                an empty board of 4 rows and 5 columns
**   cram:..../.##./....     rows of "." (free) and "#" (taken), joined by "/"
**
** The canonical text is "RxC" for an empty board, else the rows. Rows and
** columns are numbered from 1 at the top left; a move names its two cells,
** "2.3-2.4" (across) or "2.3-3.3" (down), the upper or left cell first. A
** move's from and to are its cells numbered 1, 2, … row by row.
**
**   game   param  n        len, cells
**   cram   –      columns  the rows ".#", "/" between them
**
** Values: the free cells fall apart into regions (cells joined across or
** down), whose values XOR. A region is searched on the position cache
** (the pruned search, prune.c) as bits in its bounding box (gridbits.c):
** every option splits into its regions again, each keyed by the least of its
** eight images under the grid's turns and mirrors, pairs of equal regions
** cancel, and a region that is its own image under the half turn with no
** cell or domino on the centre is worth 0 at once (the second player
** answers every domino by its image); one whose only domino on the centre
** stands in the way is not 0 (the first player takes it, then answers by
** images), so its search starts from *1. A region whose bounding box has more
** than 64 cells is searched only when that symmetry settles it.
*/
#include <string.h>
#include "../game.h"
#include "gridbits.h"

#define CRAM_MAX_SIDE 32 /* rows, and columns, of a board */

extern const gr_game gr_game_cram;

typedef struct board {
  int R, C;
  const char *cell;  /* R·C cells, '.' free, row by row */
} board;

static void board_of(gr_ctx *ctx, const gr_comp *x, board *b) {
  char *c;
  int i, k = 0;
  b->C = (int)x->n;
  b->R = (x->len + 1) / (b->C + 1);
  c = gr_alloc(ctx, (size_t)b->R * (size_t)b->C + 1);
  for (i = 0; i < x->len; i++)
    if (x->cells[i] != '/') c[k++] = x->cells[i];
  c[k] = '\0';
  b->cell = c;
}

/* ---- text ----------------------------------------------------------------------- */

static void set_rows(gr_ctx *ctx, gr_comp *x, int R, int C, const char *cell) {
  char *t = gr_alloc(ctx, (size_t)R * (size_t)(C + 1));
  int r, k = 0;
  for (r = 0; r < R; r++) {
    if (r) t[k++] = '/';
    memcpy(t + k, cell + r * C, (size_t)C);
    k += C;
  }
  t[k] = '\0';
  x->cells = t;
  x->len = k;
  x->n = C;
}

static void parse(gr_cursor *c, gr_comp *x) {
  const char *start = c->p;
  char *cell;
  int R = 0, C = -1, n = 0;
  if (*c->p >= '0' && *c->p <= '9') { /* RxC */
    R = (int)gr_read_int(c, 1, CRAM_MAX_SIDE, GR_W(word_cram_rows));
    if (*c->p != 'x') gr_syntax(c, GR_W(err_cram_x));
    c->p++;
    C = (int)gr_read_int(c, 1, CRAM_MAX_SIDE, GR_W(word_cram_columns));
    if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_cram_size));
    cell = gr_alloc(c->ctx, (size_t)R * (size_t)C + 1);
    memset(cell, '.', (size_t)R * (size_t)C);
    set_rows(c->ctx, x, R, C, cell);
    return;
  }
  cell = gr_alloc(c->ctx, (size_t)CRAM_MAX_SIDE * CRAM_MAX_SIDE + 1);
  for (;;) { /* one row */
    const char *row = c->p;
    int w;
    while (*c->p == '.' || *c->p == '#') c->p++;
    w = (int)(c->p - row);
    if (w == 0) {
      if (gr_at_comp_end(c) || *c->p == '/')
        gr_syntax(c, GR_W(err_cram_row));
      gr_syntax(c, GR_W(err_cram_body));
    }
    if (w > CRAM_MAX_SIDE) {
      c->p = row;
      gr_throw(c->ctx, GR_ELIMIT, gr_m3(c->ctx, GR_M(err_cram_wide),
                                        gr_i((gr_int)(row - c->text) + 1), gr_i(CRAM_MAX_SIDE),
                                        gr_i(w)));
    }
    if (C >= 0 && w != C) {
      c->p = row;
      gr_syntax(c, gr_m2(c->ctx, GR_M(err_cram_uneven), gr_i(C), gr_i(w)));
    }
    if (R == CRAM_MAX_SIDE) {
      c->p = row;
      gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_cram_tall),
                                        gr_i((gr_int)(row - c->text) + 1), gr_i(CRAM_MAX_SIDE)));
    }
    C = w;
    memcpy(cell + n, row, (size_t)w);
    n += w;
    R++;
    if (*c->p != '/') break;
    c->p++;
  }
  if (!gr_at_comp_end(c))
    gr_syntax(c, GR_W(err_cram_made));
  (void)start;
  set_rows(c->ctx, x, R, C, cell);
}

static void format(gr_buf *b, const gr_comp *x) {
  int i;
  for (i = 0; i < x->len; i++)
    if (x->cells[i] == '#') break;
  if (i == x->len) gr_printf(b, "%dx%d", (x->len + 1) / ((int)x->n + 1), (int)x->n);
  else gr_puts(b, x->cells);
}

/* ---- regions ----------------------------------------------------------------------- */

typedef struct region {
  int r0, c0, h, w;  /* bounding box */
  int cells;         /* free cells */
  uint64_t bits;     /* in the box, when h·w <= 64 */
  int big;           /* the box has more than 64 cells */
  int sym;           /* big: worth 0 by the half-turn rule */
} region;

typedef struct regions {
  int n;
  region *g;
  int *of;  /* each cell's region, -1 for a taken cell */
} regions;

static int abs_diff(int a, int b) { return a > b ? a - b : b - a; }

static int is_free(const board *b, int r, int c) {
  return r >= 0 && c >= 0 && r < b->R && c < b->C && b->cell[r * b->C + c] == '.';
}

/* The half-turn rule on a region too big for bits: its cells are their own
** image in its box, and no cell nor free domino sits on the centre. */
static int big_mirror(const board *b, const regions *rs, int k) {
  const region *g = &rs->g[k];
  int r, c;
  for (r = 0; r < g->h; r++)
    for (c = 0; c < g->w; c++) {
      int a = (g->r0 + r) * b->C + g->c0 + c;
      int m = (g->r0 + g->h - 1 - r) * b->C + g->c0 + g->w - 1 - c;
      int ina = rs->of[a] == k, inm = rs->of[m] == k;
      if (ina != inm) return 0;
      if (ina && (a == m || (abs_diff(a, m) == 1 && (a / b->C == m / b->C)) ||
                  abs_diff(a, m) == b->C))
        return 0;
    }
  return 1;
}

static void find_regions(gr_ctx *ctx, const board *b, regions *rs) {
  int N = b->R * b->C, i, cap = 8, *stack = gr_alloc(ctx, (size_t)(N ? N : 1) * sizeof *stack);
  rs->of = gr_alloc(ctx, (size_t)(N ? N : 1) * sizeof *rs->of);
  rs->g = gr_alloc(ctx, (size_t)cap * sizeof *rs->g);
  rs->n = 0;
  for (i = 0; i < N; i++) rs->of[i] = -1;
  for (i = 0; i < N; i++) {
    region *g;
    int top = 0, r1, c1;
    if (b->cell[i] != '.' || rs->of[i] >= 0) continue;
    if (rs->n == cap) {
      region *ng = gr_alloc(ctx, (size_t)cap * 2 * sizeof *ng);
      memcpy(ng, rs->g, (size_t)cap * sizeof *ng);
      rs->g = ng;
      cap *= 2;
    }
    g = &rs->g[rs->n];
    memset(g, 0, sizeof *g);
    g->r0 = i / b->C;
    g->c0 = i % b->C;
    r1 = g->r0;
    c1 = g->c0;
    rs->of[i] = rs->n;
    stack[top++] = i;
    while (top > 0) {
      int a = stack[--top], r = a / b->C, c = a % b->C, d;
      static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
      g->cells++;
      if (r < g->r0) g->r0 = r;
      if (r > r1) r1 = r;
      if (c < g->c0) g->c0 = c;
      if (c > c1) c1 = c;
      for (d = 0; d < 4; d++)
        if (is_free(b, r + dr[d], c + dc[d]) && rs->of[(r + dr[d]) * b->C + c + dc[d]] < 0) {
          rs->of[(r + dr[d]) * b->C + c + dc[d]] = rs->n;
          stack[top++] = (r + dr[d]) * b->C + c + dc[d];
        }
    }
    g->h = r1 - g->r0 + 1;
    g->w = c1 - g->c0 + 1;
    rs->n++;
  }
  for (i = 0; i < rs->n; i++) {
    region *g = &rs->g[i];
    int r, c;
    if (g->h * g->w > GR_GRID_MAX_CELLS) {
      g->big = 1;
      g->sym = big_mirror(b, rs, i);
      continue;
    }
    for (r = 0; r < g->h; r++)
      for (c = 0; c < g->w; c++)
        if (rs->of[(g->r0 + r) * b->C + g->c0 + c] == i) g->bits |= (uint64_t)1 << (r * g->w + c);
  }
}

/* ---- values -------------------------------------------------------------------------- */

static gr_poscache *cache(gr_ctx *ctx, gr_search *s) {
  gr_grid_searcher(s, GR_GRID_DOMINO, "cram");
  return gr_poscache_open(ctx, "cram", "");
}

static int has_pair(uint64_t bits, int h, int w) {
  return (gr_grid_around(bits, h, w) & bits) != 0;
}

/* The parts of region g as the search keys them (reduced, split, equal ones
** cancelled: gr_grid_parts); when the region is one part spoiled for the
** half-turn rule only by a domino on its centre, its value is not 0 (the first
** player takes that domino, then answers by images), which the cache is told. */
static void region_parts(gr_ctx *ctx, gr_poscache *pc, const region *g, gr_parts *parts) {
  memset(parts, 0, sizeof *parts);
  parts->ctx = ctx;
  gr_grid_parts(parts, GR_GRID_DOMINO, g->bits, g->h, g->w);
  if (parts->k == 1 && gr_grid_mirror_first(g->bits, g->h, g->w)) {
    uint64_t v;
    if (!gr_poscache_get(pc, parts->b, parts->end[0], &v))
      gr_poscache_exclude(ctx, pc, parts->b, parts->end[0], 1, 31);
  }
}

/* The value of region k: exact, or with `cheap` only when found within
** GR_CHEAP_WORK (else 0 with GR_UNKNOWN in *flags). */
static uint64_t region_value_of(gr_ctx *ctx, const regions *rs, int k, int cheap, int *flags) {
  const region *g = &rs->g[k];
  gr_search s;
  gr_poscache *pc;
  gr_parts parts;
  uint64_t v;
  if (g->big) {
    if (g->sym) return 0;
    if (cheap) {
      *flags = GR_UNKNOWN;
      return 0;
    }
    gr_throw(ctx, GR_ELIMIT, gr_m4(ctx, GR_M(err_cram_region), gr_i(g->cells), gr_i(g->h),
                                   gr_i(g->w), gr_i(GR_GRID_MAX_CELLS)));
  }
  if (!has_pair(g->bits, g->h, g->w)) return 0;
  pc = cache(ctx, &s);
  region_parts(ctx, pc, g, &parts);
  if (!cheap) return gr_search_parts_value(ctx, pc, &s, &parts);
  if (gr_search_parts_within(ctx, pc, &s, &parts, GR_CHEAP_WORK, &v)) return v;
  *flags = GR_UNKNOWN;
  return 0;
}

static uint64_t region_value(gr_ctx *ctx, const regions *rs, int k) {
  return region_value_of(ctx, rs, k, 0, NULL);
}

/* The value of x; with `cheap`, GR_UNKNOWN unless every region is known at
** once or found within GR_CHEAP_WORK (for moves that need a value only when
** it is cheap: a suggestion looked for). */
static gr_value board_value(gr_ctx *ctx, const gr_comp *x, int cheap) {
  board b;
  regions rs;
  gr_value v = {0, 0};
  int k;
  board_of(ctx, x, &b);
  find_regions(ctx, &b, &rs);
  for (k = 0; k < rs.n && !v.flags; k++)
    v.sg ^= (gr_int)region_value_of(ctx, &rs, k, cheap, &v.flags);
  if (v.flags) v.sg = 0;
  return v;
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) { return board_value(ctx, x, 0); }

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  board b;
  gr_int n = 0;
  int r, c;
  (void)turn;
  board_of(ctx, x, &b);
  for (r = 0; r < b.R; r++)
    for (c = 0; c < b.C; c++)
      if (is_free(&b, r, c)) n += is_free(&b, r, c + 1) + is_free(&b, r + 1, c);
  return n;
}

/* ---- moves ------------------------------------------------------------------------- */

/* The parts (gr_grid_parts) that region g leaves once the domino (r, c)-(r2, c2) is on it. */
static void parts_after(gr_parts *parts, const region *g, int r, int c, int r2, int c2) {
  uint64_t gone = ((uint64_t)1 << ((r - g->r0) * g->w + c - g->c0)) |
                  ((uint64_t)1 << ((r2 - g->r0) * g->w + c2 - g->c0));
  gr_grid_parts(parts, GR_GRID_DOMINO, g->bits & ~gone, g->h, g->w);
}

/* Pushes the domino (r, c)-(r2, c2) of region k; total is the board's value. */
static void push_domino(gr_ctx *ctx, const gr_comp *x, const board *b, const regions *rs,
                        gr_int total, int r, int c, int r2, int c2, gr_movelist *ml) {
  const region *g = &rs->g[rs->of[r * b->C + c]];
  gr_int rest = 0;
  gr_value after = {0, 0};
  gr_move *m;
  gr_comp *y;
  char *cell;
  gr_parts parts;
  gr_search s;
  gr_poscache *pc = cache(ctx, &s);
  memset(&parts, 0, sizeof parts);
  parts.ctx = ctx;
  if (g->big) { /* too big for bits: value what is left through its own regions */
    gr_comp t = *x;
    char *tc = gr_strndup(ctx, x->cells, (size_t)x->len);
    tc[r * (b->C + 1) + c] = tc[r2 * (b->C + 1) + c2] = '#';
    t.cells = tc;
    after = board_value(ctx, &t, GR_CHEAP_LIST(ml));
  } else {
    rest = total ^ (gr_int)region_value(ctx, rs, rs->of[r * b->C + c]);
    parts_after(&parts, g, r, c, r2, c2);
    if (ml->want >= 0 && !ml->match) { /* only moves to one value are wanted: ask for it */
      if (!gr_search_parts_are(ctx, pc, &s, &parts, (uint64_t)(ml->want ^ rest))) return;
      after.sg = ml->want;
    } else if (GR_CHEAP_LIST(ml)) { /* the value only when it is cheap */
      uint64_t v;
      if (gr_search_parts_within(ctx, pc, &s, &parts, GR_CHEAP_WORK, &v)) after.sg = rest ^ (gr_int)v;
      else after.flags = GR_UNKNOWN;
    } else {
      after.sg = rest ^ (gr_int)gr_search_parts_value(ctx, pc, &s, &parts);
    }
  }
  m = gr_move_push(ml, after, r * b->C + c + 1, r2 * b->C + c2 + 1, 2);
  if (m == NULL) return;
  m->text = gr_fmt(ctx, "%d.%d-%d.%d", r + 1, c + 1, r2 + 1, c2 + 1);
  m->label = r == r2 ? gr_m5(ctx, GR_M(move_cram_across), gr_i(r * b->C + c + 1),
                             gr_i(r2 * b->C + c2 + 1), gr_i(r + 1), gr_i(c + 1), gr_i(c2 + 1))
                     : gr_m5(ctx, GR_M(move_cram_down), gr_i(r * b->C + c + 1),
                             gr_i(r2 * b->C + c2 + 1), gr_i(c + 1), gr_i(r + 1), gr_i(r2 + 1));
  y = gr_move_result1(ctx, m, x);
  cell = y->cells;
  cell[r * (b->C + 1) + c] = cell[r2 * (b->C + 1) + c2] = '#';
}

/* Before every move is valued: the parts its moves leave, valued ahead on
** the context's processors (gr_ahead, prune.h). */
static void value_ahead(gr_ctx *ctx, const board *b, const regions *rs) {
  gr_search s;
  gr_ahead a;
  int r, c, d;
  if (!gr_ahead_begin(ctx, &a, cache(ctx, &s), &s)) return;
  for (r = 0; r < b->R; r++)
    for (c = 0; c < b->C; c++)
      for (d = 0; d < 2; d++) { /* across, down */
        int r2 = r + d, c2 = c + 1 - d;
        const region *g;
        gr_parts parts;
        if (!is_free(b, r, c) || !is_free(b, r2, c2)) continue;
        g = &rs->g[rs->of[r * b->C + c]];
        if (g->big) continue; /* valued through its own regions, as ever */
        memset(&parts, 0, sizeof parts);
        parts.ctx = ctx;
        parts_after(&parts, g, r, c, r2, c2);
        gr_ahead_add(&a, &parts);
      }
  gr_ahead_run(&a);
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  board b;
  regions rs;
  gr_int total = 0;
  int r, c, k;
  (void)turn;
  board_of(ctx, x, &b);
  find_regions(ctx, &b, &rs);
  for (k = 0; k < rs.n; k++) total ^= (gr_int)region_value(ctx, &rs, k);
  if (ml->want == total && !ml->match) return; /* no option has the position's own value */
  if (GR_EXACT_LIST(ml)) value_ahead(ctx, &b, &rs);
  for (r = 0; r < b.R && !ml->full; r++)
    for (c = 0; c < b.C && !ml->full; c++) {
      if (!is_free(&b, r, c)) continue;
      if (is_free(&b, r, c + 1)) push_domino(ctx, x, &b, &rs, total, r, c, r, c + 1, ml);
      if (is_free(&b, r + 1, c)) push_domino(ctx, x, &b, &rs, total, r, c, r + 1, c, ml);
    }
}

/* Reads "R.C" (1-based) into *r, *c (0-based); the text after it. */
static const char *read_cell(const char *s, int *r, int *c) {
  int v = 0, i;
  for (i = 0; i < 2; i++) {
    v = 0;
    if (*s < '0' || *s > '9') return NULL;
    while (*s >= '0' && *s <= '9' && v <= CRAM_MAX_SIDE) v = v * 10 + (*s++ - '0');
    if (i == 0) {
      *r = v - 1;
      if (*s++ != '.') return NULL;
    } else {
      *c = v - 1;
    }
  }
  return s;
}

/* The domino named by text, upper or left cell first: 1, or 0 when the text
** names no two cells side by side (*why says what is wrong, or NULL). */
static int read_domino(const char *text, int *r, int *c, int *r2, int *c2) {
  const char *s = read_cell(text, r, c);
  if (s == NULL || *s != '-' || (s = read_cell(s + 1, r2, c2)) == NULL || *s != '\0') return 0;
  if (*r > *r2 || (*r == *r2 && *c > *c2)) { /* written the other way round */
    int t = *r;
    *r = *r2;
    *r2 = t;
    t = *c;
    *c = *c2;
    *c2 = t;
  }
  return 1;
}

static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  board b;
  regions rs;
  int r, c, r2, c2, k;
  gr_int total = 0;
  (void)turn;
  if (!read_domino(text, &r, &c, &r2, &c2)) return;
  board_of(ctx, x, &b);
  if (!is_free(&b, r, c) || !is_free(&b, r2, c2) || !((r == r2 && c2 == c + 1) ||
                                                        (c == c2 && r2 == r + 1)))
    return;
  find_regions(ctx, &b, &rs);
  for (k = 0; k < rs.n; k++) total ^= (gr_int)region_value(ctx, &rs, k);
  push_domino(ctx, x, &b, &rs, total, r, c, r2, c2, ml);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  board b;
  int r, c, r2, c2;
  (void)turn;
  board_of(ctx, x, &b);
  if (!read_domino(move, &r, &c, &r2, &c2)) return GR_W(refuse_cram_how);
  if (r < 0 || c < 0 || r2 >= b.R || c2 >= b.C || c2 < 0 || r2 < 0 || r >= b.R || c >= b.C)
    return gr_m2(ctx, GR_M(refuse_cram_board), gr_i(b.R), gr_i(b.C));
  if (!((r == r2 && c2 == c + 1) || (c == c2 && r2 == r + 1))) return GR_W(refuse_cram_side);
  if (!is_free(&b, r, c) || !is_free(&b, r2, c2))
    return gr_m2(ctx, GR_M(refuse_cram_taken), gr_i(is_free(&b, r, c) ? r2 + 1 : r + 1),
                 gr_i(is_free(&b, r, c) ? c2 + 1 : c + 1));
  return NULL;
}

/* ---- what the board shows ---------------------------------------------------------- */

/* The half-turn strategy of the whole board: "second" when the free cells are
** their own image with no cell or free domino on the centre (the second
** player answers each domino by its image), "first" when only a free domino
** on the centre stands in the way (the first player takes it, then answers
** by images; *centre gets it), else NULL. */
static const char *mirror(gr_ctx *ctx, const board *b, const char **centre) {
  int N = b->R * b->C, a, fixed_cell = -1, dom = -1;
  *centre = NULL;
  for (a = 0; a < N; a++) {
    int m = N - 1 - a;
    if ((b->cell[a] == '.') != (b->cell[m] == '.')) return NULL;
    if (b->cell[a] != '.') continue;
    if (a == m) fixed_cell = a;
    else if (a < m && ((m == a + 1 && a / b->C == m / b->C) || m == a + b->C)) dom = a;
  }
  if (fixed_cell >= 0) return NULL;
  if (dom < 0) return "second";
  {
    int m = N - 1 - dom;
    *centre = gr_fmt(ctx, "%d.%d-%d.%d", dom / b->C + 1, dom % b->C + 1, m / b->C + 1,
                     m % b->C + 1);
  }
  return "first";
}

/* "rows", "cols"; "regions": each region's cells (numbered r·cols + c from 0)
** and value; "mirror" ("second", "first" or null) and "centre" (the domino
** on the centre, for "first"). */
static void detail(gr_ctx *ctx, gr_buf *out, const gr_comp *x, int turn) {
  board b;
  regions rs;
  const char *centre, *mode;
  int k, i, N;
  (void)turn;
  board_of(ctx, x, &b);
  find_regions(ctx, &b, &rs);
  N = b.R * b.C;
  gr_printf(out, ",\"rows\":%d,\"cols\":%d,\"regions\":[", b.R, b.C);
  for (k = 0; k < rs.n; k++) {
    int first = 1;
    gr_printf(out, "%s{\"cells\":[", k ? "," : "");
    for (i = 0; i < N; i++)
      if (rs.of[i] == k) {
        gr_printf(out, "%s%d", first ? "" : ",", i);
        first = 0;
      }
    gr_printf(out, "],\"sg\":%lld}", (long long)region_value(ctx, &rs, k));
  }
  mode = mirror(ctx, &b, &centre);
  gr_puts(out, "],\"mirror\":");
  if (mode) gr_printf(out, "\"%s\"", mode);
  else gr_puts(out, "null");
  gr_puts(out, ",\"centre\":");
  if (centre) gr_printf(out, "\"%s\"", centre);
  else gr_puts(out, "null");
}

/* What valuing x by search may cost, for gr_cost: 0 when every region's value
** is known. A region of f free cells is counted as CRAM_GROWTH^f positions,
** each looking at its f options, and its options are valued too when every
** move is listed (the factor 1 + f). Measured on empty boards, the value
** alone: 4x7 2.0e5 units, 5x6 4.8e5, 5x7 3.6e6, 5x8 1.6e7 (about 1.42 more
** per cell); every move of 5x6 and 5x7 about 27 and 14 times the value
** alone. The estimate is 4 to 15 times the value alone (near what every move
** takes): 5x8 fits the default bound, a region of 41 cells does not. */
#define CRAM_GROWTH 1.52
static double region_work(int cells) {
  double one = 1, f = cells;
  int i;
  for (i = 0; i < cells; i++) one *= CRAM_GROWTH;
  return one * f * 4 * (1 + f);
}

/* Whether region g needs a search: it has a move, and its value is neither
** in the cache nor known at once (a region its own image under the half
** turn is worth 0). */
static int needs_search(gr_ctx *ctx, gr_poscache *pc, const gr_search *s, const region *g) {
  gr_parts parts;
  int k;
  if (g->big || !has_pair(g->bits, g->h, g->w)) return 0;
  memset(&parts, 0, sizeof parts);
  parts.ctx = ctx;
  gr_grid_parts(&parts, GR_GRID_DOMINO, g->bits, g->h, g->w);
  for (k = 0; k < parts.k; k++) {
    size_t from = k ? parts.end[k - 1] : 0, len = parts.end[k] - from;
    uint64_t v;
    if (gr_poscache_get(pc, parts.b + from, len, &v) && !(v & GR_EXCLUDED)) continue;
    if (s->known == NULL || !s->known(s->game, parts.b + from, len, &v)) return 1;
  }
  return 0;
}

static double work(gr_ctx *ctx, const gr_comp *x, int options) {
  board b;
  regions rs;
  double w = 0;
  int k;
  gr_search s;
  gr_poscache *pc = cache(ctx, &s);
  board_of(ctx, x, &b);
  find_regions(ctx, &b, &rs);
  for (k = 0; k < rs.n; k++)
    if (options ? !rs.g[k].big && has_pair(rs.g[k].bits, rs.g[k].h, rs.g[k].w)
                : needs_search(ctx, pc, &s, &rs.g[k]))
      w += region_work(rs.g[k].cells);
  return w;
}

/* For a refusal past `most` steps (gr_game.work_fits): the largest region
** a search would value and the size that fits; NULL when every region's
** value is known at once (a region its own image under the half turn is
** worth 0) or fits. */
static const gr_msg *work_fits(gr_ctx *ctx, const gr_comp *x, double most) {
  board b;
  regions rs;
  int k, worst = 0, f = 2;
  gr_search s;
  gr_poscache *pc = cache(ctx, &s);
  board_of(ctx, x, &b);
  find_regions(ctx, &b, &rs);
  for (k = 0; k < rs.n; k++)
    if (region_work(rs.g[k].cells) > most && needs_search(ctx, pc, &s, &rs.g[k]) &&
        rs.g[k].cells > worst)
      worst = rs.g[k].cells;
  if (worst == 0) return NULL;
  while (f < 64 && region_work(f + 1) <= most) f++;
  return gr_m2(ctx, GR_M(word_cram_fits), gr_i(worst), gr_i(f));
}

/* A board of at most 3×3 cells, about one in four taken. */
static void random_board(const gr_game *g, gr_buf *b, uint64_t *seed) {
  int R = (int)gr_rand(seed, 1, 3), C = (int)gr_rand(seed, 1, 3), r, c;
  (void)g;
  gr_puts(b, "cram:");
  for (r = 0; r < R; r++) {
    if (r) gr_putc(b, '/');
    for (c = 0; c < C; c++) gr_putc(b, gr_rand(seed, 0, 3) == 0 ? '#' : '.');
  }
}

static const gr_front_caps cram_front = {
  .work = work,
  .work_fits = work_fits,
  .random = random_board,
};

const gr_game gr_game_cram = {
  .name = "cram",
  .title = GR_W(game_cram_title),
  .notation = GR_W(game_cram_notation),
  .example = "cram:4x5",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .find_move = find_move,
  .front = &cram_front,
};
