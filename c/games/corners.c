/*
** corners.c — Turning Corners, a coin-turning game on a grid (Lenstra's game;
** Winning Ways ch. 14; T. S. Ferguson, Game Theory, part I, §5.2). Notation:
** the rows of coins separated by "/", "H" heads and "T" tails, every row as
** long: "corners:TH/HT". Rows and columns are numbered from 0 at the top
** left, and coin (r, c) is the one in row r, column c.
**
** A move turns over the four corners of a rectangle, (a, b), (a, y), (x, b)
** and (x, y) with 0 ≤ a < x and 0 ≤ b < y — four distinct coins — where the
** corner farthest from (0, 0), (x, y), goes from heads to tails; the other
** three may show either side. Written "a.b-x.y": "0.0-1.1" turns the corners
** of the 2×2 square at the top left.
**
** Value: as in every coin-turning game a position is worth the XOR of its
** single heads, and a head on (x, y) is worth the nim-product x ⊗ y — the
** mex over the moves, mex{ a⊗b ⊕ a⊗y ⊕ x⊗b : a < x, b < y }, is exactly the
** recursive definition of nim-multiplication. Coins in row 0 or column 0 are
** worth 0 and can never be the corner that goes from heads to tails.
**
** The nim-product of 64-bit numbers, by the Fermat 2-powers F = 2^(2^k): for
** a, b < F², write a = a1·F + a0 and b = b1·F + b0 with a1, a0, b1, b0 < F.
** Then F ⊗ F = F ⊕ F/2 (the nim-square of a Fermat 2-power), ordinary
** multiplication by F is nim-multiplication below F², and
**   a ⊗ b = ((a1⊗b1 ⊕ m)·F) ⊕ a0⊗b0 ⊕ (a1⊗b1)⊗(F/2),
**   m = a1⊗b0 ⊕ a0⊗b1 = (a1⊕a0)⊗(b1⊕b0) ⊕ a1⊗b1 ⊕ a0⊗b0.
** tests/c check the SPEC's products, the mex definition for small numbers,
** the field laws on random 64-bit numbers, and every small grid by minimax.
**
** Component: cells and len, the rows of coins joined by "/", n the columns.
*/
#include <stdint.h>
#include <string.h>
#include "../game.h"
#include "words.h"

#define GR_MAX_CORNERS 32        /* rows, and columns, of a Turning Corners grid */

/* The nim-product of a and b (tests/c call it directly). */

/* a ⊗ b for a, b < 2^(2h), h a power of two. */
static uint64_t mul(uint64_t a, uint64_t b, int h) {
  uint64_t a1, a0, b1, b0, mask, hi, lo, mid;
  while (h > 1 && ((a | b) >> h) == 0) h /= 2; /* both below F = 2^h: a smaller field */
  if (a < 2 || b < 2) return a * b;
  mask = ((uint64_t)1 << h) - 1;
  a1 = a >> h;
  a0 = a & mask;
  b1 = b >> h;
  b0 = b & mask;
  hi = mul(a1, b1, h / 2);
  lo = mul(a0, b0, h / 2);
  mid = mul(a1 ^ a0, b1 ^ b0, h / 2) ^ hi ^ lo;
  return ((hi ^ mid) << h) ^ lo ^ mul(hi, (uint64_t)1 << (h - 1), h / 2);
}

/* The nim-product a ⊗ b; the tests reach for it too. */
uint64_t gr_nim_mul(uint64_t a, uint64_t b);
uint64_t gr_nim_mul(uint64_t a, uint64_t b) { return mul(a, b, 32); }

/* ---- the grid ------------------------------------------------------------------ */

/* x->cells holds the body as written ("TH/HT"), x->len its length, x->n the
** number of columns; coin (r, c) is cells[r * (columns + 1) + c]. */
#define COLS(x) ((int)(x)->n)
#define ROWS(x) (((x)->len + 1) / (COLS(x) + 1))
#define AT(x, r, c) ((x)->cells[(r) * (COLS(x) + 1) + (c)])

static void parse(gr_cursor *c, gr_comp *x) {
  const char *s = c->p, *row = c->p;
  int rows = 0, cols = -1;
  for (;;) {
    long n;
    while (*c->p == 'H' || *c->p == 'T') c->p++;
    n = (long)(c->p - row);
    if (*c->p != '/' && !gr_at_comp_end(c)) {
      unsigned char ch = (unsigned char)*c->p;
      if (ch == 'h' || ch == 't')
        gr_syntax(c, gr_m1(c->ctx, GR_M(err_coin_capital), gr_tc(c->ctx, (char)ch)));
      if (ch >= 0x20 && ch < 0x7f)
        gr_syntax(c, gr_m1(c->ctx, GR_M(err_corners_coin), gr_tc(c->ctx, (char)ch)));
      gr_syntax(c, gr_m1(c->ctx, GR_M(err_corners_byte), gr_tf(c->ctx, "0x%02x", ch)));
    }
    if (n == 0) gr_syntax(c, GR_W(err_corners_row));
    if (n > GR_MAX_CORNERS)
      gr_throw(c->ctx, GR_ELIMIT, gr_m3(c->ctx, GR_M(err_corners_columns),
                                        gr_i((gr_int)(row - c->text) + 1), gr_i(GR_MAX_CORNERS),
                                        gr_i(n)));
    if (cols >= 0 && n != cols) {
      c->p = row;
      gr_syntax(c, gr_m3(c->ctx, n == 1 ? GR_M(err_corners_uneven1) : GR_M(err_corners_uneven),
                         gr_i(rows), gr_i(n), gr_i(cols)));
    }
    cols = (int)n;
    if (++rows > GR_MAX_CORNERS)
      gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_corners_rows),
                                        gr_i((gr_int)(row - c->text) + 1), gr_i(GR_MAX_CORNERS)));
    if (*c->p != '/') break;
    row = ++c->p;
  }
  x->len = (int)(c->p - s);
  x->n = cols;
  x->cells = gr_strndup(c->ctx, s, (size_t)x->len);
}

/* The value of a head on each coin: t[r * cols + c] = r ⊗ c. */
static uint64_t *products(gr_ctx *ctx, const gr_comp *x) {
  int rows = ROWS(x), cols = COLS(x), r, c;
  uint64_t *t = gr_alloc(ctx, (size_t)rows * (size_t)cols * sizeof *t);
  for (r = 0; r < rows; r++)
    for (c = 0; c < cols; c++) t[r * cols + c] = gr_nim_mul((uint64_t)r, (uint64_t)c);
  return t;
}

static gr_int grid_value(const gr_comp *x, const uint64_t *t) {
  int rows = ROWS(x), cols = COLS(x), r, c;
  uint64_t v = 0;
  for (r = 0; r < rows; r++)
    for (c = 0; c < cols; c++)
      if (AT(x, r, c) == 'H') v ^= t[r * cols + c];
  return (gr_int)v; /* below 32: rows and columns stay below 32 */
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v = {0, 0};
  v.sg = grid_value(x, products(ctx, x));
  return v;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  int rows = ROWS(x), cols = COLS(x), r, c;
  gr_int n = 0;
  (void)ctx;
  (void)turn;
  for (r = 1; r < rows; r++)
    for (c = 1; c < cols; c++)
      if (AT(x, r, c) == 'H') n += (gr_int)r * c; /* a < r, b < c */
  return n;
}

static void flip(char *ch) { *ch = *ch == 'H' ? 'T' : 'H'; }

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  int rows = ROWS(x), cols = COLS(x), a, b, r, c;
  const uint64_t *t = products(ctx, x);
  gr_int total = grid_value(x, t);
  gr_int from = ml->match ? ml->m_from : -1;
  (void)turn;
  for (r = 1; r < rows && !ml->full; r++)
    for (c = 1; c < cols && !ml->full; c++) {
      if (AT(x, r, c) != 'H') continue;
      for (a = 0; a < r && !ml->full; a++) {
        if (from >= 0 && a != from) continue;
        for (b = 0; b < c && !ml->full; b++) {
          gr_value v = {0, 0};
          gr_move *m;
          gr_comp *y;
          v.sg = total ^ (gr_int)(t[a * cols + b] ^ t[a * cols + c] ^ t[r * cols + b] ^
                                  t[r * cols + c]);
          if (ml->want >= 0 && v.sg != ml->want) continue;
          if ((m = gr_move_push(ml, v, a, r, 4)) == NULL) continue;
          m->text = gr_fmt(ctx, "%d.%d-%d.%d", a, b, r, c);
          m->label = gr_m4(ctx, GR_M(move_corners_turn), gr_tf(ctx, "(%d,%d)", a, b),
                           gr_tf(ctx, "(%d,%d)", a, c), gr_tf(ctx, "(%d,%d)", r, b),
                           gr_tf(ctx, "(%d,%d)", r, c));
          y = gr_move_result1(ctx, m, x);
          flip(&AT(y, a, b));
          flip(&AT(y, a, c));
          flip(&AT(y, r, b));
          flip(&AT(y, r, c));
        }
      }
    }
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  const gr_msg *how = GR_W(refuse_corners_how);
  long k[4];
  int i;
  (void)turn;
  for (i = 0; i < 4; i++) {
    long v = 0;
    if (*move < '0' || *move > '9') return how;
    while (*move >= '0' && *move <= '9' && v <= GR_MAX_CORNERS) v = v * 10 + (*move++ - '0');
    k[i] = v;
    if (*move != (i == 3 ? '\0' : i == 1 ? '-' : '.')) return how;
    if (i < 3) move++;
  }
  if (k[0] >= ROWS(x) || k[2] >= ROWS(x) || k[1] >= COLS(x) || k[3] >= COLS(x))
    return gr_m2(ctx, GR_M(refuse_corners_grid), gr_i(ROWS(x) - 1), gr_i(COLS(x) - 1));
  if (k[0] >= k[2] || k[1] >= k[3]) return gr_m1(ctx, GR_M(refuse_corners_order), gr_n(how));
  if (AT(x, k[2], k[3]) != 'H')
    return gr_m2(ctx, GR_M(refuse_corners_tails), gr_i(k[2]), gr_i(k[3]));
  return how;
}

/* "mex": a head's value worked out by the mex rule, for the "why" view — the
** head alone on (x, y) leaves heads worth a⊗b ⊕ a⊗y ⊕ x⊗b (a < x, b < y),
** and x ⊗ y is the smallest value not among them: {"at":[x,y],"options":
** how many, "values": the distinct ones increasing, "value": x ⊗ y}, on
** (2, 2) when the grid has it, else on the smallest head off row and
** column 0 within (3, 3); null when there is none. */
static void mex_example(gr_ctx *ctx, gr_buf *b, const gr_comp *x, const uint64_t *t) {
  int rows = ROWS(x), cols = COLS(x), ex = -1, ey = -1, r, c, a, k, first = 1;
  unsigned char seen[64];
  if (rows > 2 && cols > 2) {
    ex = ey = 2;
  } else {
    for (r = 1; r < rows && r <= 3; r++)
      for (c = 1; c < cols && c <= 3; c++)
        if (AT(x, r, c) == 'H' && (ex < 0 || r * c < ex * ey)) {
          ex = r;
          ey = c;
        }
  }
  if (ex < 0) {
    gr_puts(b, ",\"mex\":null");
    return;
  }
  (void)ctx;
  memset(seen, 0, sizeof seen);
  for (a = 0; a < ex; a++) /* values of a grid of at most 3 x 3 stay below 4 */
    for (k = 0; k < ey; k++) seen[t[a * cols + k] ^ t[a * cols + ey] ^ t[ex * cols + k]] = 1;
  gr_printf(b, ",\"mex\":{\"at\":[%d,%d],\"options\":%d,\"values\":[", ex, ey, ex * ey);
  for (k = 0; k < 64; k++)
    if (seen[k]) {
      gr_printf(b, "%s%d", first ? "" : ",", k);
      first = 0;
    }
  gr_printf(b, "],\"value\":%lld}", (long long)t[ex * cols + ey]);
}

/* "values": the value of a head on each coin, row by row (r ⊗ c — the grid's
** part of the nim-multiplication table); "heads": [row, column, value] of
** each coin showing heads. The grid is worth the XOR of the heads' values. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  int rows = ROWS(x), cols = COLS(x), r, c, first = 1;
  const uint64_t *t = products(ctx, x);
  (void)turn;
  gr_puts(b, ",\"values\":[");
  for (r = 0; r < rows; r++) {
    gr_puts(b, r ? ",[" : "[");
    for (c = 0; c < cols; c++)
      gr_printf(b, "%s%lld", c ? "," : "", (long long)t[r * cols + c]);
    gr_putc(b, ']');
  }
  gr_puts(b, "],\"heads\":[");
  for (r = 0; r < rows; r++)
    for (c = 0; c < cols; c++)
      if (AT(x, r, c) == 'H') {
        gr_printf(b, "%s[%d,%d,%lld]", first ? "" : ",", r, c, (long long)t[r * cols + c]);
        first = 0;
      }
  gr_putc(b, ']');
  mex_example(ctx, b, x, t);
}

static const gr_limit limits[] = {{"size", GR_MAX_CORNERS}, {NULL, 0}};

static void random_grid(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int rows = gr_rand(seed, 1, 3), cols = gr_rand(seed, 1, 3), r, c;
  (void)g;
  gr_puts(b, "corners:");
  for (r = 0; r < rows; r++) {
    if (r) gr_putc(b, '/');
    for (c = 0; c < cols; c++) gr_putc(b, gr_rand(seed, 0, 2) ? 'T' : 'H');
  }
}

static const gr_front_caps corners_front = {
  .limits = limits,
  .random = random_grid,
};

const gr_game gr_game_corners = {
  .name = "corners",
  .title = GR_W(game_corners_title),
  .notation = GR_W(game_corners_notation),
  .example = "corners:TTTT/THTH/TTHT",
  .parse = parse,
  .format = gr_format_cells,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .front = &corners_front,
};
