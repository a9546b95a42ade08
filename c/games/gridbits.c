/*
** gridbits.c — regions of free cells on a grid as bits (gridbits.h): their
** parts, their keys under the grid's eight symmetries, the half-turn mirror
** rule, and the search over them for Cram and the Kayles games on grids.
*/
#include <string.h>
#include "../family.h"
#include "gridbits.h"

const int gr_grid_rules[2] = {GR_GRID_DOMINO, GR_GRID_NODE};

/* The lowest n bits (n <= 64). */
static uint64_t low_mask(int n) { return n >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1; }

static uint64_t box_mask(int h, int w) { return low_mask(h * w); }

/* The cells of the first column of box h×w. */
static uint64_t first_col(int h, int w) {
  uint64_t m = 0;
  int r;
  for (r = 0; r < h; r++) m |= (uint64_t)1 << (r * w);
  return m;
}

uint64_t gr_grid_around(uint64_t bits, int h, int w) {
  uint64_t c0 = first_col(h, w), cl = c0 << (w - 1);
  uint64_t a = ((bits & ~cl) << 1) | ((bits & ~c0) >> 1);
  if (w < 64) a |= (bits << w) | (bits >> w);
  return a & box_mask(h, w);
}

uint64_t gr_grid_part(uint64_t bits, int h, int w) {
  uint64_t p = bits & (~bits + 1), q;
  do {
    q = p;
    p |= gr_grid_around(p, h, w) & bits;
  } while (p != q);
  return p;
}

/* Region bits of box h×w cropped to its bounding box: *ph, *pw. */
static uint64_t crop(uint64_t bits, int h, int w, int *ph, int *pw) {
  uint64_t row = low_mask(w), cols = 0, out = 0;
  int r, r0 = -1, r1 = -1, c0 = 0, c1 = 0, cw;
  for (r = 0; r < h; r++) {
    uint64_t x = (bits >> (r * w)) & row;
    if (x) {
      if (r0 < 0) r0 = r;
      r1 = r;
      cols |= x;
    }
  }
  if (r0 < 0) {
    *ph = *pw = 0;
    return 0;
  }
  while (!((cols >> c0) & 1)) c0++;
  c1 = w - 1;
  while (!((cols >> c1) & 1)) c1--;
  cw = c1 - c0 + 1;
  for (r = r0; r <= r1; r++)
    out |= ((bits >> (r * w + c0)) & low_mask(cw)) << ((r - r0) * cw);
  *ph = r1 - r0 + 1;
  *pw = cw;
  return out;
}

/* Bits of x in reverse order. */
static uint64_t reverse64(uint64_t x) {
  x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
  x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
  x = ((x >> 8) & 0x00FF00FF00FF00FFULL) | ((x & 0x00FF00FF00FF00FFULL) << 8);
  x = ((x >> 16) & 0x0000FFFF0000FFFFULL) | ((x & 0x0000FFFF0000FFFFULL) << 16);
  return (x >> 32) | (x << 32);
}

/* Box h×w turned half way: cell i goes to h·w − 1 − i. */
static uint64_t half_turn(uint64_t bits, int h, int w) {
  return h * w > 0 ? reverse64(bits) >> (64 - h * w) : 0;
}

/* Box h×w upside down: row r goes to row h − 1 − r. */
static uint64_t flip_rows(uint64_t bits, int h, int w) {
  uint64_t out = 0, row = low_mask(w);
  int r;
  for (r = 0; r < h; r++) out |= ((bits >> (r * w)) & row) << ((h - 1 - r) * w);
  return out;
}

/* Box h×w transposed (box w×h): cell (r, c) goes to (c, r). */
static uint64_t transpose(uint64_t bits, int h, int w) {
  uint64_t out = 0;
  for (; bits; bits &= bits - 1) {
    int i = gr_bit_low(bits);
    out |= (uint64_t)1 << ((i % w) * h + i / w);
  }
  return out;
}

/* The images of region bits (box h×w, cropped) under the grid's symmetries:
** t[0] itself, t[1] mirrored left to right, t[2] upside down, t[3] the half
** turn, all in box (h, w) — when `same` — and, when `turned`, t[4..7] the
** transposed box (w, h) and its own three images in that order (cell (r, c)
** goes to (c, r), (c, h−1−r), (w−1−c, r) and (w−1−c, h−1−r)). */
static void images(uint64_t bits, int h, int w, uint64_t t[8], int same, int turned) {
  if (same) {
    t[0] = bits;
    t[3] = half_turn(bits, h, w);
    t[2] = flip_rows(bits, h, w);
    t[1] = flip_rows(t[3], h, w);
  }
  if (turned) {
    uint64_t T = transpose(bits, h, w);
    t[4] = T;
    t[7] = half_turn(T, w, h);
    t[6] = flip_rows(T, w, h);
    t[5] = flip_rows(t[7], w, h);
  }
}

void gr_grid_key(uint64_t bits, int h, int w, unsigned char key[GR_GRID_KEY]) {
  uint64_t t[8] = {0, 0, 0, 0, 0, 0, 0, 0}, best;
  int k, bh, bw;
  bits = crop(bits, h, w, &h, &w);
  images(bits, h, w, t, h <= w, h >= w); /* the boxes with no more rows than columns */
  if (h < w || (h == w)) { /* boxes (h, w) come first when h <= w */
    best = t[0];
    for (k = 1; k < 4; k++) if (t[k] < best) best = t[k];
    if (h == w)
      for (k = 4; k < 8; k++) if (t[k] < best) best = t[k];
    bh = h;
    bw = w;
  } else {
    best = t[4];
    for (k = 5; k < 8; k++) if (t[k] < best) best = t[k];
    bh = w;
    bw = h;
  }
  key[0] = (unsigned char)bh;
  key[1] = (unsigned char)bw;
  for (k = 0; k < 8; k++) key[2 + k] = (unsigned char)(best >> (8 * k));
}

static void unkey(const unsigned char *key, int *h, int *w, uint64_t *bits) {
  int k;
  *h = key[0];
  *w = key[1];
  *bits = 0;
  for (k = 0; k < 8; k++) *bits |= (uint64_t)key[2 + k] << (8 * k);
}

/* Whether region bits (box h×w) has a move under rule. */
static int has_move(int rule, uint64_t bits, int h, int w) {
  if (rule == GR_GRID_NODE) return bits != 0;
  return (gr_grid_around(bits, h, w) & bits) != 0;
}

/* Domino rule: region bits (box h×w) with the extra tufts of each star
** removed. A tuft is a cell with one neighbour; when a cell c has several,
** the dominoes on c and any of them leave the same position (the other
** tufts are left without a neighbour), and a domino on c and another cell
** strands them all, so the options are the same with one tuft kept. */
static uint64_t reduce_stars(uint64_t bits, int h, int w) {
  uint64_t c0 = first_col(h, w), cl = c0 << (w - 1);
  uint64_t r = bits & ((bits & ~c0) >> 1), l = bits & ((bits & ~cl) << 1);
  uint64_t d = w < 64 ? bits & (bits >> w) : 0, u = w < 64 ? bits & (bits << w) : 0;
  uint64_t one = (r | l | d | u) & ~((r & l) | (d & u) | ((r | l) & (d | u)));
  uint64_t centres = 0, t;
  for (t = one; t; t &= t - 1) {
    uint64_t cell = t & (~t + 1), c = gr_grid_around(cell, h, w) & bits;
    if (c & centres) bits &= ~cell; /* c has a tuft kept already */
    else centres |= c;
  }
  return bits;
}

void gr_grid_parts(gr_parts *out, int rule, uint64_t bits, int h, int w) {
  unsigned char keys[64][GR_GRID_KEY];
  int n = 0, i;
  while (bits) {
    uint64_t p = gr_grid_part(bits, h, w);
    bits &= ~p;
    if (!has_move(rule, p, h, w)) continue;
    if (rule == GR_GRID_DOMINO) p = reduce_stars(p, h, w);
    gr_grid_key(p, h, w, keys[n]);
    for (i = 0; i < n; i++)
      if (memcmp(keys[i], keys[n], GR_GRID_KEY) == 0) break;
    if (i < n) { /* a pair: their values cancel */
      memmove(keys[i], keys[n - 1], GR_GRID_KEY);
      n--;
    } else {
      n++;
    }
  }
  for (i = 0; i < n; i++) gr_parts_add(out, keys[i], GR_GRID_KEY);
}

int gr_grid_mirror(uint64_t bits, int h, int w) {
  int ch, cw;
  bits = crop(bits, h, w, &ch, &cw);
  if (half_turn(bits, ch, cw) != bits) return 0;
  if ((ch & 1) && (cw & 1)) /* the middle cell is its own image */
    return !((bits >> ((ch / 2) * cw + cw / 2)) & 1);
  if (ch & 1) { /* two middle cells of the middle row face each other */
    int r = ch / 2, c = cw / 2 - 1;
    return ((bits >> (r * cw + c)) & 3) != 3;
  }
  if (cw & 1) { /* two middle cells of the middle column */
    int r = ch / 2 - 1, c = cw / 2;
    return !(((bits >> (r * cw + c)) & 1) && ((bits >> ((r + 1) * cw + c)) & 1));
  }
  return 1;
}

int gr_grid_mirror_first(uint64_t bits, int h, int w) {
  int ch, cw;
  bits = crop(bits, h, w, &ch, &cw);
  if (half_turn(bits, ch, cw) != bits || (ch & 1) == (cw & 1)) return 0;
  if (ch & 1) { /* the two middle cells of the middle row */
    int r = ch / 2, c = cw / 2 - 1;
    return ((bits >> (r * cw + c)) & 3) == 3;
  }
  { /* the two middle cells of the middle column */
    int r = ch / 2 - 1, c = cw / 2;
    return ((bits >> (r * cw + c)) & 1) && ((bits >> ((r + 1) * cw + c)) & 1);
  }
}

/* ---- the search ----------------------------------------------------------------- */

typedef struct giter {
  uint64_t bits, left;  /* the region; moves not yet listed (their first cell) */
  int h, w, vertical;   /* domino: listing horizontal (0) then vertical (1) ones */
} giter;

static void g_begin(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len,
                    void *itp) {
  giter *it = itp;
  (void)ctx;
  (void)len;
  unkey(key, &it->h, &it->w, &it->bits);
  it->vertical = 0;
  if (*(const int *)game == GR_GRID_NODE) it->left = it->bits;
  else it->left = it->bits & (it->bits >> 1) & ~(first_col(it->h, it->w) << (it->w - 1));
}

static int g_next(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len,
                  void *itp, gr_parts *out) {
  giter *it = itp;
  int rule = *(const int *)game;
  uint64_t cell, gone;
  (void)ctx;
  (void)key;
  (void)len;
  if (it->left == 0 && rule == GR_GRID_DOMINO && !it->vertical) {
    it->vertical = 1;
    it->left = it->w < 64 ? it->bits & (it->bits >> it->w) : 0;
  }
  if (it->left == 0) return 0;
  cell = it->left & (~it->left + 1);
  it->left &= it->left - 1;
  if (rule == GR_GRID_NODE) gone = cell | gr_grid_around(cell, it->h, it->w);
  else gone = cell | (it->vertical ? cell << it->w : cell << 1);
  gr_grid_parts(out, rule, it->bits & ~gone, it->h, it->w);
  return 1;
}

static int g_known(const void *game, const unsigned char *key, size_t len, uint64_t *v) {
  int h, w;
  uint64_t bits;
  (void)len;
  unkey(key, &h, &w, &bits);
  if (*(const int *)game == GR_GRID_NODE && h == 1 && w == 1) {
    *v = 1;
    return 1;
  }
  if (gr_grid_mirror(bits, h, w)) {
    *v = 0;
    return 1;
  }
  return 0;
}

static double g_weight(const void *game, const unsigned char *key, size_t len) {
  int h, w, n = 0;
  uint64_t bits;
  (void)game;
  (void)len;
  unkey(key, &h, &w, &bits);
  n = gr_bit_count(bits);
  return n;
}

static uint64_t g_options(const void *game, const unsigned char *key, size_t len) {
  int h, w;
  uint64_t bits;
  (void)len;
  unkey(key, &h, &w, &bits);
  if (*(const int *)game == GR_GRID_NODE) return (uint64_t)gr_bit_count(bits);
  return (uint64_t)gr_bit_count(bits & (bits >> 1) & ~(first_col(h, w) << (w - 1))) +
         (uint64_t)(w < 64 ? gr_bit_count(bits & (bits >> w)) : 0);
}

void gr_grid_searcher(gr_search *s, int rule, const char *what) {
  memset(s, 0, sizeof *s);
  s->game = &gr_grid_rules[rule];
  s->iter_size = sizeof(giter);
  s->begin = g_begin;
  s->next = g_next;
  s->known = g_known;
  s->weight = g_weight;
  s->options = g_options;
  s->what = what;
}
