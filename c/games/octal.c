/*
** octal.c — octal games on rows of pins: Kayles (0.77), Dawson's Kayles
** (0.07), Dawson's chess (0.137) and any code 0.d1d2…dt. Notation:
** "octal(0.77):ooooo.ooo" — "o" a pin, "." an empty place; each maximal run
** of pins is a heap. A move knocks down k adjacent pins of one run (d_k ≠ 0),
** leaving `left` and `right` pins beside the block; it is allowed when
**   left = 0 and right = 0 (the whole run)   and d_k has bit 1,
**   exactly one of them is 0 (from an end)     and d_k has bit 2,
**   both are positive (from the middle)        and d_k has bit 4.
** Each placement of the block is its own move, "A-B" (pins A..B, 1-based)
** or "A" for one pin.
**
** Value: the XOR of G(L) over the runs, G the code's sequence on heaps
** (a run of L pins is a heap of L: tb(code):L), kept in the heaps' family
** table and folded by a proven period. The code is a gr_code (code.c).
** tests/c check all of it against plain minimax on pin rows.
**
** Component: cells and len, the row of pins "o."; param, the code (its
** gr_code in data).
*/
#include <string.h>
#include "../game.h"
#include "../search.h"
#include "../family.h"
#include "../kit/code.h"
#include "words.h"

#define MAX_WIDTH 4096 /* pins and places in a row */

extern const gr_game gr_game_octal;

/* Whether digit d allows a block that leaves a and b pins beside it. */
static int allowed(gr_int d, gr_int a, gr_int b) {
  if (a == 0 && b == 0) return (d & 1) != 0;
  if (a == 0 || b == 0) return (d & 2) != 0;
  return (d & 4) != 0;
}

/* ---- the code ------------------------------------------------------------- */

/* The code grammar is shared with heaps (code.c); a row takes octal codes
** only. Values live in the heaps' table of the same code (tb), computed by
** tbvalues.c. */
static gr_param *parse_param(gr_cursor *c) { return gr_code_parse(c, 1); }

static void format_param(gr_buf *b, const gr_param *p) { gr_code_format(b, p->data); }

/* The digit for knocking down k pins (0 past the code). */
static gr_int digit(const gr_param *p, int k) {
  const gr_code *c = p->data;
  return k <= c->t ? c->d[k] : 0;
}

static int last(const gr_param *p) { return ((const gr_code *)p->data)->t; }

static gr_int oct_sg(gr_ctx *ctx, const gr_param *p, gr_int h) {
  return gr_family_value(ctx, &gr_game_octal, p, h);
}

/* ---- rows -------------------------------------------------------------------- */

static void parse(gr_cursor *c, gr_comp *x) {
  gr_read_cells(c, x, "o.", 1, MAX_WIDTH, GR_W(word_octal_row), GR_W(word_octal_made));
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v = {0, 0};
  long i = 0;
  while (i < x->len) {
    long j = i;
    while (j < x->len && x->cells[j] == 'o') j++;
    if (j > i) v.sg ^= oct_sg(ctx, x->param, j - i);
    i = j + 1;
  }
  return v;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  const gr_param *p = x->param;
  gr_int n = 0, s = 0;
  (void)ctx;
  (void)turn;
  while (s < x->len) {
    gr_int e = s, len, i;
    int k;
    while (e < x->len && x->cells[e] == 'o') e++;
    len = e - s;
    for (k = 1; k <= last(p) && k <= len; k++) /* a block of k starting at pin s+i */
      for (i = 0; i + k <= len; i++) n += digit(p, k) && allowed(digit(p, k), i, len - i - k);
    s = e + 1;
  }
  return n;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  const gr_param *p = x->param;
  gr_int total = value(ctx, x).sg, s = 0;
  (void)turn;
  while (s < x->len) {
    gr_int e = s, len, i;
    int k;
    while (e < x->len && x->cells[e] == 'o') e++;
    len = e - s;
    for (i = 0; i < len; i++) /* the block starts at pin s+i */
      for (k = 1; k <= last(p) && i + k <= len; k++) {
        gr_int d = digit(p, k), a = i, b = len - i - k;
        gr_value v = {0, 0};
        gr_move *m;
        if (d == 0 || !allowed(d, a, b)) continue;
        v.sg = total ^ oct_sg(ctx, p, len) ^ oct_sg(ctx, p, a) ^ oct_sg(ctx, p, b);
        if ((m = gr_move_push(ml, v, s + i + 1, s + i + k, k)) == NULL) continue;
        if (k == 1) {
          m->text = gr_fmt(ctx, "%lld", (long long)(s + i + 1));
          m->label = gr_m1(ctx, GR_M(move_octal_pin), gr_i(s + i + 1));
        } else {
          m->text = gr_fmt(ctx, "%lld-%lld", (long long)(s + i + 1), (long long)(s + i + k));
          m->label = gr_m2(ctx, GR_M(move_octal_pins), gr_i(s + i + 1), gr_i(s + i + k));
        }
        m->label = a == 0 && b == 0 ? gr_m2(ctx, GR_M(move_octal_whole), gr_n(m->label), gr_i(len))
                   : a == 0 || b == 0
                       ? gr_m3(ctx, GR_M(move_octal_end), gr_n(m->label), gr_i(len), gr_i(a + b))
                       : gr_m4(ctx, GR_M(move_octal_middle), gr_n(m->label), gr_i(len), gr_i(a),
                               gr_i(b));
        memset(gr_move_result1(ctx, m, x)->cells + s + i, '.', (size_t)k);
      }
    s = e + 1;
  }
}

/* The code's rule in words: "Dawson's Kayles (0.07): a move knocks down 2
** adjacent pins anywhere." */
static const gr_msg *rule_words(gr_ctx *ctx, const gr_param *p) {
  static const gr_md0 *const places[] = {GR_M(word_octal_whole), GR_M(word_octal_end),
                                         GR_M(word_octal_middle)};
  int k, n = 0, j;
  const gr_msg **cl = gr_alloc(ctx, (size_t)(last(p) + 1) * sizeof *cl), *all;
  for (k = 1; k <= last(p); k++) {
    gr_int d = digit(p, k);
    const gr_msg *where = NULL;
    int bit;
    if (d == 0) continue;
    if (d == 7) where = GR_W(word_octal_anywhere);
    else if (d == 6) where = GR_W(word_octal_longer);
    else /* "A or B or C", nested from the right */
      for (bit = 2; bit >= 0; bit--)
        if (d & (1 << bit))
          where = where == NULL ? gr_m0(places[bit])
                                : gr_m2(ctx, GR_M(word_or), gr_n(gr_m0(places[bit])), gr_n(where));
    cl[n++] = k == 1 ? gr_m1(ctx, GR_M(word_octal_one_pin), gr_n(where))
                     : gr_m2(ctx, GR_M(word_octal_adjacent), gr_i(k), gr_n(where));
  }
  all = n > 0 ? cl[n - 1] : GR_W(word_nothing); /* a code has a nonzero digit */
  for (j = n - 2; j >= 0; j--) all = gr_m2(ctx, GR_M(word_or_clause), gr_n(cl[j]), gr_n(all));
  return gr_m2(ctx, GR_M(rule_octal), gr_n(gr_code_title(ctx, p)), gr_n(all));
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  long lo = 0, hi, k, a = 0, bb = 0, i;
  const gr_msg *which, *where;
  (void)turn;
  while (*move >= '0' && *move <= '9' && lo <= x->len) lo = lo * 10 + (*move++ - '0');
  hi = lo;
  if (*move == '-') {
    move++;
    hi = 0;
    while (*move >= '0' && *move <= '9' && hi <= x->len) hi = hi * 10 + (*move++ - '0');
  }
  if (*move != '\0' || lo < 1 || hi < lo || hi > x->len)
    return gr_m1(ctx, GR_M(refuse_octal_how), gr_n(rule_words(ctx, x->param)));
  for (i = lo; i <= hi; i++)
    if (x->cells[i - 1] != 'o') return gr_m1(ctx, GR_M(refuse_octal_nopin), gr_i(i));
  k = hi - lo + 1;
  for (i = lo - 2; i >= 0 && x->cells[i] == 'o'; i--) a++;
  for (i = hi; i < x->len && x->cells[i] == 'o'; i++) bb++;
  if (k > last(x->param) || digit(x->param, k) == 0)
    return gr_m2(ctx, k > 1 ? GR_M(refuse_octal_count) : GR_M(refuse_octal_count1), gr_i(k),
                 gr_n(rule_words(ctx, x->param)));
  which = k == 1 ? gr_m1(ctx, GR_M(word_octal_pin), gr_i(lo))
                 : gr_m2(ctx, GR_M(word_octal_pins), gr_i(lo), gr_i(hi));
  if (a == 0 && bb == 0)
    where = gr_m1(ctx, GR_M(word_octal_wholerun), gr_i(k));
  else
    where = gr_m1(ctx, k == 1 ? (a == 0 || bb == 0 ? GR_M(word_octal_pin_end)
                                                    : GR_M(word_octal_pin_middle))
                              : (a == 0 || bb == 0 ? GR_M(word_octal_pins_end)
                                                    : GR_M(word_octal_pins_middle)),
                  gr_i(a + bb + k));
  return gr_m3(ctx, GR_M(refuse_octal_notallowed), gr_n(which), gr_n(where),
               gr_n(rule_words(ctx, x->param)));
}

/* "runs": [first cell, length, G] of each run of pins. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  long i = 0;
  int first = 1;
  (void)turn;
  gr_puts(b, ",\"runs\":[");
  while (i < x->len) {
    long j = i;
    while (j < x->len && x->cells[j] == 'o') j++;
    if (j > i) {
      gr_printf(b, "%s[%ld,%ld,%lld]", first ? "" : ",", i + 1, j - i,
                (long long)oct_sg(ctx, x->param, j - i));
      first = 0;
    }
    i = j + 1;
  }
  gr_putc(b, ']');
}

/* The runs of pins, each a row of its own: a search names rows by their
** runs, a misère quotient reads each run as a heap. */
static int split(gr_ctx *ctx, const gr_comp *x, gr_comp **parts) {
  gr_comp *o = gr_alloc(ctx, (size_t)(x->len / 2 + 1) * sizeof *o);
  int a = 0, k = 0;
  while (a < x->len) {
    int b = a;
    while (b < x->len && x->cells[b] == 'o') b++;
    if (b > a) {
      o[k] = *x;
      o[k].cells = gr_alloc(ctx, (size_t)(b - a) + 1);
      memset(o[k].cells, 'o', (size_t)(b - a));
      o[k].cells[b - a] = '\0';
      o[k].len = b - a;
      k++;
    }
    a = b + 1;
  }
  *parts = o;
  return k;
}

/* A row that is one run of L pins (or none) is a heap of L of its code. */
static const struct gr_code *heap(const gr_comp *x, gr_int *size) {
  int a = 0, b;
  while (a < x->len && x->cells[a] != 'o') a++;
  for (b = a; b < x->len && x->cells[b] == 'o'; b++) {}
  *size = b - a;
  while (b < x->len && x->cells[b] != 'o') b++;
  return b < x->len ? NULL : x->param->data;
}

extern const gr_game gr_game_tb;

static const gr_limit limits[] = {
  {"digits", GR_MAX_OCTAL_DIGITS}, {"width", MAX_WIDTH}, {"table", GR_MAX_TB_TABLE}, {NULL, 0}};

static void random_rows(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int len = gr_rand(seed, 1, 7), k;
  (void)g;
  gr_puts(b, "octal(");
  gr_code_random(b, seed, 1);
  gr_puts(b, "):");
  for (k = 0; k < len; k++) gr_putc(b, gr_rand(seed, 0, 4) ? 'o' : '.');
}

/* The family's size n: a row of n pins ("." for none). */
static int family_body(gr_buf *b, const gr_param *p, gr_int n) {
  gr_int i;
  (void)p;
  if (n == 0) gr_putc(b, '.');
  for (i = 0; i < n; i++) gr_putc(b, 'o');
  return 1;
}

/* Example claims (grundy claim; the page's claim checker). */
static const char *const claims[] = {"sj octal(0.77) to 12", "octal(0.77):oooo;misere is N", "same octal(0.07) octal(0.007) to 30", NULL};

static const gr_family_caps octal_family = {
  GR_TB_FAMILY,
  .values_of = &gr_game_tb,
  .example = "octal(0.77)",
  .body = family_body,
  .param_words = GR_W(game_octal_param),
};

static const gr_search_caps octal_search = {
  .split = split,
  .heap = heap,
};

static const gr_front_caps octal_front = {
  .limits = limits,
  .random = random_rows,
  .info = gr_code_info,
  .claims = claims,
};

const gr_game gr_game_octal = {
  .name = "octal",
  .title = GR_W(game_octal_title),
  .notation = GR_W(game_octal_notation),
  .example = "octal(0.77):ooooo.ooo",
  .parse_param = parse_param,
  .format_param = format_param,
  .parse = parse,
  .format = gr_format_cells,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .family = &octal_family,
  .search = &octal_search,
  .front = &octal_front,
};
