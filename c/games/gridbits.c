/*
** gridbits.c — regions of free cells on a grid as bits (gridbits.h): their
** parts and reductions, their keys under the grid's eight symmetries, the
** half-turn mirror rule, the values of paths and cycles, and the search over
** regions for Cram and the Kayles games on grids.
**
** A region is handled in a frame: rows of F bits, cell (r, c) at bit r·F + c.
** A region whose box fits 8×8 is kept in the frame of 8 (a row a byte), where
** its mirrors, turns and the transposition are a few word operations; a
** wider one (its box then has at most 7 rows) in the frame of its width.
**
** Keys (8 bytes, or 9 when the bits need all 64): the first byte says the
** frame — 8 for the frame of 8, else the width w (9..64; 64 + w in an 8-byte
** key) — and the bits of the least image follow, lowest byte first. In the
** frame of 8 the least image is the one with the fewest rows (a box of h <= w).
*/
#include <string.h>
#include "../family.h"
#include "gridbits.h"

const int gr_grid_rules[2] = {GR_GRID_DOMINO, GR_GRID_NODE};

#define FRAME8_COL0 0x0101010101010101ULL

/* The lowest n bits (n <= 64). */
static uint64_t low_mask(int n) { return n >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1; }

static uint64_t bswap64(uint64_t x) {
#if defined(__GNUC__)
  return __builtin_bswap64(x);
#else
  x = ((x >> 8) & 0x00FF00FF00FF00FFULL) | ((x & 0x00FF00FF00FF00FFULL) << 8);
  x = ((x >> 16) & 0x0000FFFF0000FFFFULL) | ((x & 0x0000FFFF0000FFFFULL) << 16);
  return (x >> 32) | (x << 32);
#endif
}

/* Each byte's bits in reverse order. */
static uint64_t reverse_bytes_bits(uint64_t x) {
  x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
  x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
  return ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
}

static int count(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return (int)((x * 0x0101010101010101ULL) >> 56);
}

/* ---- frames ------------------------------------------------------------------------ */

typedef struct frame {
  int F;        /* bits a row */
  uint64_t c0;  /* the first column */
  uint64_t cl;  /* the last column */
} frame;

static void frame_of(frame *f, int F) {
  int r;
  if (F == 8) {
    f->F = 8;
    f->c0 = FRAME8_COL0;
    f->cl = FRAME8_COL0 << 7;
    return;
  }
  f->F = F;
  f->c0 = 0;
  for (r = 0; r * F < 64; r++) f->c0 |= (uint64_t)1 << (r * F);
  f->cl = F == 8 ? FRAME8_COL0 << 7 : f->c0 << (F - 1);
}

/* The cells beside those of x (any cells of the frame, free or not). */
static uint64_t around(const frame *f, uint64_t x) {
  uint64_t a = ((x & ~f->cl) << 1) | ((x & ~f->c0) >> 1);
  if (f->F < 64) a |= (x << f->F) | (x >> f->F);
  return a;
}

/* The rows r0..r0+h-1 of x in frame F, each cut to w bits, as rows of G bits. */
static uint64_t repack(uint64_t x, int F, int h, int w, int G) {
  uint64_t out = 0, m = low_mask(w);
  int r;
  if (F == G) return x;
  for (r = 0; r < h; r++) out |= ((x >> (r * F)) & m) << (r * G);
  return out;
}

uint64_t gr_grid_around(uint64_t bits, int h, int w) {
  frame f;
  frame_of(&f, w);
  return around(&f, bits) & low_mask(h * w);
}

/* ---- images ------------------------------------------------------------------------ */

/* In the frame of 8, a region in the box h×w at the top left: upside down, and
** mirrored left to right; the transposition (box w×h). */
static uint64_t flip_rows8(uint64_t x, int h) { return bswap64(x) >> (8 * (8 - h)); }
static uint64_t flip_cols8(uint64_t x, int w) { return reverse_bytes_bits(x) >> (8 - w); }
static uint64_t transpose8(uint64_t x) {
  uint64_t t;
  t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAULL;
  x ^= t ^ (t << 7);
  t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCULL;
  x ^= t ^ (t << 14);
  t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ULL;
  return x ^ t ^ (t << 28);
}

static uint64_t min4(uint64_t a, uint64_t b, uint64_t c, uint64_t d) {
  uint64_t m = a < b ? a : b;
  if (c < m) m = c;
  return d < m ? d : m;
}

/* The least of the images of x (frame of 8, box h×w at the top left): the
** fewest rows first, which the least word has. *bh, *bw: its box. */
static uint64_t least8(uint64_t x, int h, int w, int *bh, int *bw) {
  uint64_t best = ~(uint64_t)0;
  *bh = h;
  *bw = w;
  if (h <= w) {
    uint64_t lr = flip_cols8(x, w), ud = flip_rows8(x, h);
    best = min4(x, lr, ud, flip_rows8(lr, h));
  }
  if (h >= w) {
    uint64_t t = transpose8(x), lr = flip_cols8(t, h), ud = flip_rows8(t, w);
    uint64_t b = min4(t, lr, ud, flip_rows8(lr, w));
    if (b < best) {
      best = b;
      *bh = w;
      *bw = h;
    }
  }
  return best;
}

/* Bits of x in reverse order. */
static uint64_t reverse64(uint64_t x) { return bswap64(reverse_bytes_bits(x)); }

/* Rows of w bits (box h×w, h·w <= 64): the half turn, and upside down. */
static uint64_t half_turn(uint64_t x, int h, int w) {
  return h * w > 0 ? reverse64(x) >> (64 - h * w) : 0;
}
static uint64_t flip_rows(uint64_t x, int h, int w) {
  uint64_t out = 0, m = low_mask(w);
  int r;
  for (r = 0; r < h; r++) out |= ((x >> (r * w)) & m) << ((h - 1 - r) * w);
  return out;
}

/* Rows of w bits (box h×w) transposed: rows of h bits (box w×h). */
static uint64_t transpose(uint64_t x, int h, int w) {
  uint64_t out = 0;
  int r, c;
  for (r = 0; r < h; r++)
    for (c = 0; c < w; c++)
      if ((x >> (r * w + c)) & 1) out |= (uint64_t)1 << (c * h + r);
  return out;
}

/* ---- keys ---------------------------------------------------------------------------- */

/* x with its lowest byte first in memory, as a little-endian machine keeps
** it: keys are the bits written and read a word at a time. */
static uint64_t le64(uint64_t x) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  return bswap64(x);
#else
  return x;
#endif
}

/* key has room for GR_GRID_KEY bytes: the bits go in as one word (a 7-byte
** key's eighth byte is written too, as 0, and is not part of the key). */
static size_t put_key(unsigned char *key, int frame8, int w, uint64_t bits) {
  int n = bits >> 56 ? 8 : 7;
  uint64_t le = le64(bits);
  key[0] = (unsigned char)(frame8 ? 8 : n == 7 ? 64 + w : w);
  memcpy(key + 1, &le, 8);
  return (size_t)n + 1;
}

/* A key's region: its bits and its frame's width. */
static uint64_t unkey(const unsigned char *key, size_t len, int *F) {
  uint64_t bits = 0;
  if (len == 9) memcpy(&bits, key + 1, 8); /* copies of a fixed size: no call */
  else memcpy(&bits, key + 1, 7);
  *F = key[0] == 8 ? 8 : len == 8 ? key[0] - 64 : key[0];
  return le64(bits);
}

/* The key of the region p (frame f, any place in it). */
static size_t key_in(const frame *f, uint64_t p, unsigned char *key) {
  int F = f->F, r0, h, c0, w, bh, bw;
  uint64_t q, cols;
  if (F == 8) {
    r0 = gr_bit_low(p) >> 3;
    h = (gr_bit_high(p) >> 3) - r0 + 1;
  } else {
    r0 = gr_bit_low(p) / F;
    h = gr_bit_high(p) / F - r0 + 1;
  }
  q = p >> (r0 * F);
  if (F == 8) {
    cols = q | (q >> 32);
    cols |= cols >> 16;
    cols = (cols | (cols >> 8)) & 0xFF;
  } else {
    int r;
    cols = 0;
    for (r = 0; r < h; r++) cols |= (q >> (r * F)) & low_mask(F);
  }
  c0 = gr_bit_low(cols);
  w = gr_bit_high(cols) - c0 + 1;
  q >>= c0;
  if (h <= 8 && w <= 8) {
    uint64_t x = least8(repack(q, F, h, w, 8), h, w, &bh, &bw);
    return put_key(key, 1, bw, x);
  }
  q = repack(q, F, h, w, w);
  if (h > w) { /* tall: turned to lie */
    int t = h;
    q = transpose(q, h, w);
    h = w;
    w = t;
  }
  {
    uint64_t ht = half_turn(q, h, w), ud = flip_rows(q, h, w);
    return put_key(key, 0, w, min4(q, ht, ud, half_turn(ud, h, w))); /* the last: left to right */
  }
}

size_t gr_grid_key(uint64_t bits, int h, int w, unsigned char key[GR_GRID_KEY]) {
  frame f;
  (void)h;
  frame_of(&f, w);
  return key_in(&f, bits, key);
}

/* ---- the half-turn rule -------------------------------------------------------------- */

/* Region x (rows of w bits, box h×w, at the top left): 0 when it is not its
** own image under the half turn, else 1 + what the centre holds: 0 nothing,
** 1 a cell, 2 a domino (two cells side by side mapped onto each other). */
static int mirror_kind(uint64_t x, int h, int w) {
  if (half_turn(x, h, w) != x) return 0;
  if ((h & 1) && (w & 1)) return 1 + (int)((x >> ((h / 2) * w + w / 2)) & 1);
  if (h & 1) return ((x >> ((h / 2) * w + w / 2 - 1)) & 3) == 3 ? 3 : 1;
  if (w & 1)
    return ((x >> ((h / 2 - 1) * w + w / 2)) & 1) && ((x >> ((h / 2) * w + w / 2)) & 1) ? 3 : 1;
  return 1;
}

/* The region x of frame f cropped to rows of its width: *h, *w. */
static uint64_t cropped(const frame *f, uint64_t x, int *h, int *w) {
  int F = f->F, r0 = gr_bit_low(x) / F, r, c0;
  uint64_t q, cols = 0;
  *h = gr_bit_high(x) / F - r0 + 1;
  q = x >> (r0 * F);
  for (r = 0; r < *h; r++) cols |= (q >> (r * F)) & low_mask(F);
  c0 = gr_bit_low(cols);
  *w = gr_bit_high(cols) - c0 + 1;
  return repack(q >> c0, F, *h, *w, *w);
}

int gr_grid_mirror(uint64_t bits, int h, int w) {
  frame f;
  int ch, cw;
  (void)h;
  if (bits == 0) return 1;
  frame_of(&f, w);
  bits = cropped(&f, bits, &ch, &cw);
  return mirror_kind(bits, ch, cw) == 1;
}

int gr_grid_mirror_first(uint64_t bits, int h, int w) {
  frame f;
  int ch, cw;
  (void)h;
  if (bits == 0) return 0;
  frame_of(&f, w);
  bits = cropped(&f, bits, &ch, &cw);
  return mirror_kind(bits, ch, cw) == 3;
}

/* ---- paths and cycles ------------------------------------------------------------------
** A region whose cells have at most two neighbours each is a path or a cycle;
** its value hangs on its length alone: a domino on a path of n cells leaves
** paths of a and b cells, a + b = n − 2 (Dawson's Kayles, octal 0.07); a cell
** and its neighbours, paths of a + b = n − 3, or n − 2 at an end, or none
** (Dawson's chess, 0.137); on a cycle, the first move leaves a path. */

static unsigned char path_value[2][65]; /* [rule][cells] */

static void fill_paths(void) {
  int n, i;
  for (n = 0; n <= 64; n++) {
    uint64_t dom = 0, node = 0;
    for (i = 0; i + 2 <= n; i++) /* a domino on cells i, i + 1 */
      dom |= (uint64_t)1 << (path_value[GR_GRID_DOMINO][i] ^ path_value[GR_GRID_DOMINO][n - 2 - i]);
    for (i = 0; i < n; i++) { /* cell i taken, with i − 1 and i + 1 */
      int before = i > 0 ? i - 1 : 0, after = n - i - 2 > 0 ? n - i - 2 : 0;
      node |= (uint64_t)1 << (path_value[GR_GRID_NODE][before] ^ path_value[GR_GRID_NODE][after]);
    }
    path_value[GR_GRID_DOMINO][n] = (unsigned char)gr_bit_low(~dom);
    path_value[GR_GRID_NODE][n] = (unsigned char)gr_bit_low(~node);
  }
}

/* The value of a path (or, with `cycle`, a cycle) of n cells: a cycle's
** every move leaves a path, of n − 2 cells for a domino, n − 3 for a node. */
static uint64_t line_value(int rule, int n, int cycle) {
  if (!cycle) return path_value[rule][n];
  return path_value[rule][rule == GR_GRID_DOMINO ? n - 2 : n - 3] == 0;
}

/* 1 and *v when region p (frame f, connected) is a path or a cycle. */
static int path_or_cycle(const frame *f, int rule, uint64_t p, uint64_t *v) {
  int F = f->F, n;
  uint64_t L = p & ((p & ~f->cl) << 1), R = p & ((p & ~f->c0) >> 1);
  uint64_t U = F < 64 ? p & (p << F) : 0, D = F < 64 ? p & (p >> F) : 0;
  uint64_t two, one;
  if ((L & R & (U | D)) | (U & D & (L | R))) return 0; /* a cell of three neighbours */
  two = (L & R) | (U & D) | ((L | R) & (U | D));
  one = (L | R | U | D) & ~two;
  n = count(p);
  *v = line_value(rule, n, one == 0 && n > 1);
  return 1;
}

/* ---- reductions and parts (domino rule) ----------------------------------------------- */

/* Region p of frame f with what does not change its value (a domino's value
** hangs on the graph of the cells alone) taken out:
**  - of several tufts (cells with one neighbour) on one cell, all but one:
**    a domino on the cell and any of them leaves the same graph, and one on
**    the cell and another neighbour strands them all;
**  - a cell, itself neither a tuft nor holding one, whose every neighbour
**    holds a tuft: the domino on it and a neighbour leaves what the domino
**    on that neighbour and its tuft leaves without it, and every other move
**    keeps it such a cell (by induction its value is the region's without it).
** Repeated until nothing changes. *three, *ends: the cells of the result
** with three neighbours or more, and with one; lrud: those with a
** neighbour on the left, right, up, down. */
static uint64_t reduce(const frame *f, uint64_t p, uint64_t *three, uint64_t *ends,
                       uint64_t lrud[4]) {
  int F = f->F < 64 ? f->F : 0; /* a frame of one row of 64: no row below */
  for (;;) {
    uint64_t L = p & ((p & ~f->cl) << 1), R = p & ((p & ~f->c0) >> 1);
    uint64_t U = F ? p & (p << F) : 0, D = F ? p & (p >> F) : 0;
    uint64_t tufts = (L | R | U | D) & ~((L & R) | (U & D) | ((L | R) & (U | D)));
    uint64_t held = F ? (tufts & D) << F : 0, drop = 0, c, other, q;
    c = (tufts & R) << 1;
    drop |= (c & held) >> 1;
    held |= c;
    if (F) {
      c = (tufts & U) >> F;
      drop |= (c & held) << F;
      held |= c;
    }
    c = (tufts & L) >> 1;
    drop |= (c & held) << 1;
    held |= c;
    other = p & ~(tufts | held);
    q = p & ~drop & ~(other & ~around(f, other));
    if (q == p) {
      *three = (L & R & (U | D)) | (U & D & (L | R));
      *ends = tufts;
      lrud[0] = L;
      lrud[1] = R;
      lrud[2] = U;
      lrud[3] = D;
      return p;
    }
    p = q;
  }
}

/* The cells of p whose link to the right neighbour does not count for
** splitting: the top and bottom rows of a 2×2 block two of whose opposite
** corners have no other neighbour (their other sides empty). Then the block's
** two columns fall apart: a domino across the block leaves the graph a domino
** down the block leaves in the split region, and every other move keeps the
** block so (by induction the two have the same value). lrud: reduce's. */
static uint64_t cuts(const frame *f, const uint64_t lrud[4]) {
  int F = f->F;
  uint64_t L = lrud[0], R = lrud[1], U = lrud[2], D = lrud[3], ol, or_, ot, ob, bottom;
  if (F >= 64) return 0;
  ol = R & ~L;   /* a right neighbour, none on the left */
  or_ = L & ~R;  /* a left neighbour, none on the right */
  ot = D & ~U;   /* one below, none above */
  ob = U & ~D;   /* one above, none below */
  bottom = (((ol & ot) << F) & ((or_ & ob) >> 1)) | /* top left and bottom right closed */
           (((or_ & ot) << (F - 1)) & ol & ob);    /* top right and bottom left closed */
  return bottom | (bottom >> F);
}

/* The part of p that holds its lowest cell, links to the right in `cut`
** left out. Each round takes a step west, up and down, and fills east at
** once: the run of linked cells east of each cell reached, by a carry
** through the links (the sum of the cells linked to their right and those
** of them reached clears each run from its first cell reached on, and sets
** the cell past it), so that a run costs a round, not a round a cell. */
static uint64_t part_of(const frame *f, uint64_t p, uint64_t cut) {
  uint64_t x = p & (~p + 1), y;
  uint64_t link = p & (p >> 1) & ~f->cl & ~cut; /* cells linked to the next on their right */
  int F = f->F;
  if (F < 64) {
    do {
      y = x;
      x |= (link + (x & link)) ^ link;
      x |= (link & (x >> 1)) | (p & ((x << F) | (x >> F)));
    } while (x != y);
  } else {
    do {
      y = x;
      x |= (link + (x & link)) ^ link;
      x |= link & (x >> 1);
    } while (x != y);
  }
  return x;
}

typedef struct partset {
  int value_paths;  /* paths and cycles valued here, into x, not keyed */
  uint64_t x;
  int n;
  unsigned char key[GR_SEARCH_MAX_PARTS + 1][GR_GRID_KEY];
  size_t len[GR_SEARCH_MAX_PARTS + 1];
} partset;

/* Whether keys a and b (GR_GRID_KEY bytes each, put_key's: a shorter key's
** last byte 0) are the same. */
static int same_key(const unsigned char *a, const unsigned char *b) {
  uint64_t x, y;
  memcpy(&x, a, 8);
  memcpy(&y, b, 8);
  return x == y && a[8] == b[8];
}

/* Adds a part's key; two equal parts cancel. */
static void add_key(partset *ps, const frame *f, uint64_t p) {
  int i, n = ps->n;
  ps->len[n] = key_in(f, p, ps->key[n]);
  for (i = 0; i < n; i++)
    if (ps->len[i] == ps->len[n] && same_key(ps->key[i], ps->key[n])) break;
  if (i < n) { /* a pair: their values cancel */
    memcpy(ps->key[i], ps->key[n - 1], GR_GRID_KEY);
    ps->len[i] = ps->len[n - 1];
    ps->n--;
  } else if (n == GR_SEARCH_MAX_PARTS) {
    ps->n = -1; /* too many */
  } else {
    ps->n++;
  }
}

/* With value_paths, a part that is a path or a cycle adds its value to x
** instead of its key: half the parts the search meets are such (a domino's
** two cells most of all), and valued here they cost no key, no lookup and
** no question. */
static void domino_parts(partset *ps, const frame *f, uint64_t p) {
  uint64_t cut, three, ends, lrud[4];
  p = reduce(f, p, &three, &ends, lrud);
  cut = cuts(f, lrud);
  while (p && ps->n >= 0) {
    uint64_t x = part_of(f, p, cut), whole = p;
    p &= ~x;
    if (!(x & (x - 1))) continue; /* a cell alone: no domino */
    if (cut && x != whole) {
      domino_parts(ps, f, x); /* cut off: reduced again */
    } else if (ps->value_paths && !(x & three)) { /* no cell of three neighbours */
      ps->x ^= line_value(GR_GRID_DOMINO, count(x), !(x & ends)); /* a path, or with no end a cycle */
    } else {
      add_key(ps, f, x);
    }
  }
}

static void node_parts(partset *ps, const frame *f, uint64_t p) {
  while (p && ps->n >= 0) {
    uint64_t x = part_of(f, p, 0), v;
    p &= ~x;
    if (ps->value_paths && path_or_cycle(f, GR_GRID_NODE, x, &v)) ps->x ^= v;
    else add_key(ps, f, x);
  }
}

static void add_parts(gr_parts *out, int rule, const frame *f, uint64_t p, int value_paths) {
  partset ps;
  int i;
  ps.value_paths = value_paths;
  ps.x = 0;
  ps.n = 0;
  if (rule == GR_GRID_DOMINO) domino_parts(&ps, f, p);
  else node_parts(&ps, f, p);
  if (ps.n < 0)
    gr_throw(out->ctx, GR_ELIMIT, gr_m1(out->ctx, GR_M(err_search_parts), gr_i(GR_SEARCH_MAX_PARTS)));
  /* each key copied whole (GR_GRID_KEY bytes: a fixed copy), the next one
  ** written over a shorter one's last byte */
  if (ps.n > 0) gr_parts_reserve(out, ps.n, (size_t)ps.n * GR_GRID_KEY);
  for (i = 0; i < ps.n; i++) {
    memcpy(out->b + out->n, ps.key[i], GR_GRID_KEY);
    out->n += ps.len[i];
    out->end[out->k++] = out->n;
  }
  out->x ^= ps.x;
}

void gr_grid_parts(gr_parts *out, int rule, uint64_t bits, int h, int w) {
  frame f;
  (void)h;
  frame_of(&f, w);
  add_parts(out, rule, &f, bits, 0);
}

/* ---- the search ----------------------------------------------------------------- */

/* A position's options, listed from the centre of its box out (a move near
** the centre tends to split the region in two: its options are quickly
** valued; among moves as central, across before down): moves as bytes, the
** first cell's bit, + 0x80 for a domino down. */

/* Appends the moves of box h×w (rows of F bits) that `across` and `down`
** hold to out, nearest the centre first; returns how many. */
static int centre_out(int F, int h, int w, int node, uint64_t across, uint64_t down,
                      unsigned char *out) {
  int n = 0, dir, r, i, far[128];
  for (dir = 0; dir < 2; dir++)
    for (r = 0; r < h; r++) {
      uint64_t x = ((dir ? down : across) >> (r * F)) & low_mask(F);
      int dr = 2 * r - (h - 1) + (dir == 1 && !node);
      for (; x; x &= x - 1) {
        int k = gr_bit_low(x), dc = 2 * k - (w - 1) + (dir == 0 && !node);
        int d = (dr * dr + dc * dc) * 2 + dir;
        for (i = n; i > 0 && far[i - 1] > d; i--) { /* insertion: lists are short */
          far[i] = far[i - 1];
          out[i] = out[i - 1];
        }
        far[i] = d;
        out[i] = (unsigned char)((r * F + k) | (dir ? 0x80 : 0));
        n++;
      }
    }
  return n;
}

/* Every move of the full boxes of the frame of 8, in that order: [rule][h][w];
** and of the wider frames (a region there spans its frame's F columns, so
** its box is F wide, with at most 7 rows): [rule][F - 9][h]. */
#define WIDE_ROWS 7
static unsigned char order8[2][8][8][112];
static unsigned char order8n[2][8][8];
static unsigned char orderw[2][64 - 8][WIDE_ROWS][112];
static unsigned char orderwn[2][64 - 8][WIDE_ROWS];

/* The moves of the full box h×w in frame F, for `rule`, in order; how many. */
static int box_order(int rule, int F, int h, int w, unsigned char *out) {
  uint64_t box = 0, across, down, cl = 0;
  int r;
  for (r = 0; r < h; r++) {
    box |= low_mask(w) << (F * r);
    cl |= (uint64_t)1 << (F * r + w - 1);
  }
  across = rule == GR_GRID_NODE ? box : box & (box >> 1) & ~cl;
  down = rule == GR_GRID_NODE || F >= 64 ? 0 : box & (box >> F);
  return centre_out(F, h, w, rule == GR_GRID_NODE, across, down, out);
}

static void fill_orders(void) {
  int rule, h, w;
  for (rule = 0; rule < 2; rule++) {
    for (h = 1; h <= 8; h++)
      for (w = 1; w <= 8; w++)
        order8n[rule][h - 1][w - 1] =
            (unsigned char)box_order(rule, 8, h, w, order8[rule][h - 1][w - 1]);
    for (w = 9; w <= 64; w++)
      for (h = 1; h <= WIDE_ROWS && h * w <= 64; h++)
        orderwn[rule][w - 9][h - 1] =
            (unsigned char)box_order(rule, w, h, w, orderw[rule][w - 9][h - 1]);
  }
}

typedef struct giter {
  frame f;
  uint64_t bits;                /* the region */
  uint64_t across, down;        /* its moves */
  const unsigned char *move;    /* the moves of its full box in order (those the region
                                ** lacks are passed over) */
  int n, next;
} giter;

static void g_begin(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len,
                    void *itp) {
  giter *it = itp;
  int F, h, w, rule = *(const int *)game, node = rule == GR_GRID_NODE;
  uint64_t cols;
  (void)ctx;
  it->bits = unkey(key, len, &F);
  frame_of(&it->f, F);
  if (node) {
    it->across = it->bits;
    it->down = 0;
  } else {
    it->across = it->bits & (it->bits >> 1) & ~it->f.cl;
    it->down = F < 64 ? it->bits & (it->bits >> F) : 0;
  }
  it->next = 0;
  if (F == 8) {
    cols = it->bits | (it->bits >> 32);
    cols |= cols >> 16;
    cols |= cols >> 8;
    h = gr_bit_high(it->bits) / 8 + 1;
    w = gr_bit_high(cols & 0xFF) + 1;
    it->move = order8[rule][h - 1][w - 1];
    it->n = order8n[rule][h - 1][w - 1];
  } else { /* a key's region spans the columns of its frame (key_in crops it) */
    h = gr_bit_high(it->bits) / F + 1;
    it->move = orderw[rule][F - 9][h - 1];
    it->n = orderwn[rule][F - 9][h - 1];
  }
}

static int g_next(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len,
                  void *itp, gr_parts *out) {
  giter *it = itp;
  int rule = *(const int *)game, m;
  uint64_t cell, gone;
  (void)ctx;
  (void)key;
  (void)len;
  for (;;) {
    if (it->next == it->n) return 0;
    m = it->move[it->next++];
    cell = (uint64_t)1 << (m & 0x7F);
    if ((m & 0x80) ? it->down & cell : it->across & cell) break;
  }
  if (rule == GR_GRID_NODE) gone = cell | (around(&it->f, cell) & it->bits);
  else if (m & 0x80) gone = cell | cell << it->f.F;
  else gone = cell | cell << 1;
  add_parts(out, rule, &it->f, it->bits & ~gone, 1);
  return 1;
}

static int g_known(const void *game, const unsigned char *key, size_t len, uint64_t *v) {
  int F, h, w;
  frame f;
  uint64_t bits = unkey(key, len, &F), x;
  frame_of(&f, F);
  if (path_or_cycle(&f, *(const int *)game, bits, v)) return 1;
  x = cropped(&f, bits, &h, &w);
  if (mirror_kind(x, h, w) == 1) {
    *v = 0;
    return 1;
  }
  return 0;
}

static double g_weight(const void *game, const unsigned char *key, size_t len) {
  int F, n;
  (void)game;
  n = count(unkey(key, len, &F));
  return (double)n * n;
}

static uint64_t g_options(const void *game, const unsigned char *key, size_t len) {
  int F;
  frame f;
  uint64_t bits = unkey(key, len, &F);
  if (*(const int *)game == GR_GRID_NODE) return (uint64_t)count(bits);
  frame_of(&f, F);
  return (uint64_t)count(bits & (bits >> 1) & ~f.cl) +
         (uint64_t)(F < 64 ? count(bits & (bits >> F)) : 0);
}

void gr_grid_searcher(gr_search *s, int rule, const char *what) {
  if (path_value[0][2] == 0) { /* once (a domino is worth 1) */
    fill_orders();
    fill_paths();
  }
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
