/*
** treblecross.c — Treblecross (LightOJ 1229, UVa 10561) on a 1×n strip,
** n ≥ 3. A move puts an X on an empty cell; making three X's in a row wins.
** Notation: the strip as cells, "." and "X": "treblecross:.X.X...X".
**
** Value, in three cases:
**  - three X's stand: the game is over (GR_OVER), the player to move lost;
**  - some empty cell completes three: the player to move wins now (GR_THREAT),
**    and the winning moves are exactly those cells;
**  - otherwise a cell within distance 2 of an X is dead (playing it lets the
**    opponent complete three), and the safe cells fall into stretches. A move
**    in a stretch of r cells at its i-th cell kills its neighbours within 2,
**    leaving stretches of max(0, i-3) and max(0, r-i-2) cells, so the strip is
**    a sum of stretches with SG = XOR of their values (octal game 0.007).
** For n ≥ 3 a move on a dead cell always hands the opponent a three, which is
** why only the stretches count. tests/c check all of this by plain minimax.
**
** Component: cells and len, the strip ".X".
*/
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "../codegen.h"
#include "../judge.h"
#include "words.h"

#define MAX_STRIP 20000L /* cells in a strip (the value table is quadratic) */
/* The judges' bounds, as the problems state them. */
#define TC_MAX_T 200  /* LightOJ: cases */
#define TC_MIN_LEN 3  /* cells of a strip */
#define TC_MAX_LEN 200
#define UVA_MAX_N 99  /* UVa: cases */

extern const gr_game gr_game_treblecross;

/* Stretch values for r = from..to: an X on cell i of r (1-based) kills its
** neighbours within 2, leaving stretches of max(0, i-3) and max(0, r-i-2). A
** mex is at most the number of options, (r+1)/2 ≤ MAX_STRIP/2 + 1 < 2^14,
** and XORs of values stay below the next power of two. */
static void extend(gr_ctx *ctx, const gr_param *p, uint32_t *t, gr_int from, gr_int to) {
  gr_int r, i, top = 1;
  unsigned char *seen = gr_alloc(ctx, ((size_t)1 << 15) + 1);
  (void)p;
  for (i = 0; i < from; i++)
    while (t[i] >= top) top *= 2;
  for (r = from; r <= to; r++) {
    uint32_t g = 0;
    memset(seen, 0, (size_t)top + 1);
    for (i = 1; i <= (r + 1) / 2; i++) { /* i and r+1-i mirror each other */
      gr_int a = i - 3 > 0 ? i - 3 : 0, b = r - i - 2 > 0 ? r - i - 2 : 0;
      seen[t[a] ^ t[b]] = 1;
    }
    while (seen[g]) g++;
    t[r] = g;
    while (g >= top) top *= 2;
  }
}

/* The rule as code (the code generator's brute force): an X on cell i of a
** free stretch of n cells leaves free stretches of max(0, i-3) and
** max(0, n-i-2) cells. */
static int brute(gr_coder *w, const gr_param *p) {
  (void)p;
  w->at = &w->body;
  w->indent = 1;
  gr_code_note(w, "an X on cell i (1..n) of a free stretch of n cells makes the cells within 2 of it",
               "在 n 个空格的安全段的第 i 格（1..n）放一个 X：距离它 2 以内的格子");
  gr_code_note(w, "dead (an X there would let the opponent make three in a row): free stretches",
               "都变成死格（在那里放 X 会让对手连成三个）：剩下 max(0, i - 3) 和");
  gr_code_note(w, "of max(0, i - 3) and max(0, n - i - 2) cells are left",
               "max(0, n - i - 2) 格的两个安全段");
  gr_code_open(w, "for (ll i = 1; i <= n; i++)", "for i in range(1, n + 1):");
  if (w->lang == GR_LANG_CPP) gr_code_line(w, "opt(sg[max(0LL, i - 3)] ^ sg[max(0LL, n - i - 2)]);");
  else gr_code_line(w, "opt(sg[max(0, i - 3)] ^ sg[max(0, n - i - 2)])");
  gr_code_close(w);
  w->factor = 0.5;
  w->order = 2;
  return 1;
}

/* Values of free stretches of 0..n cells (valid until the next family call). */
static const uint32_t *tc_table(gr_ctx *ctx, long n) {
  gr_int pre, per;
  return gr_family_values(ctx, &gr_game_treblecross, NULL, n, &pre, &per)->p; /* extend: wide */
}

#define ISX(s, len, i) ((i) >= 0 && (i) < (len) && (s)[i] == 'X')

static int completes(const char *s, long len, long i) {
  return (ISX(s, len, i - 2) && ISX(s, len, i - 1)) ||
         (ISX(s, len, i - 1) && ISX(s, len, i + 1)) ||
         (ISX(s, len, i + 1) && ISX(s, len, i + 2));
}

static int near_x(const char *s, long len, long i) {
  return ISX(s, len, i - 2) || ISX(s, len, i - 1) || ISX(s, len, i + 1) ||
         ISX(s, len, i + 2);
}

/* The whole strip: its value and, in normal play, each safe cell's stretch
** [lo, hi) (lo = -1 for cells that are not safe). */
typedef struct scan {
  gr_value v;
  long *lo, *hi;
} scan;

static scan scan_strip(gr_ctx *ctx, const char *s, long len, int want_cells) {
  scan sc;
  const uint32_t *t;
  long i;
  memset(&sc, 0, sizeof sc);
  for (i = 0; i + 2 < len; i++)
    if (s[i] == 'X' && s[i + 1] == 'X' && s[i + 2] == 'X') {
      sc.v.flags = GR_OVER;
      return sc;
    }
  for (i = 0; i < len; i++)
    if (s[i] == '.' && completes(s, len, i)) {
      sc.v.flags = GR_THREAT;
      return sc;
    }
  t = tc_table(ctx, len);
  if (want_cells) {
    sc.lo = gr_alloc(ctx, (size_t)len * sizeof *sc.lo);
    sc.hi = gr_alloc(ctx, (size_t)len * sizeof *sc.hi);
  }
  for (i = 0; i < len;) {
    long j = i, k;
    if (s[i] != '.' || near_x(s, len, i)) {
      if (want_cells) sc.lo[i] = -1;
      i++;
      continue;
    }
    while (j < len && s[j] == '.' && !near_x(s, len, j)) j++;
    sc.v.sg ^= t[j - i];
    if (want_cells)
      for (k = i; k < j; k++) {
        sc.lo[k] = i;
        sc.hi[k] = j;
      }
    i = j;
  }
  return sc;
}

/* The value after an X on empty cell i, given the strip's scan. */
static gr_value after_value(gr_ctx *ctx, const char *s, long len, const scan *sc, long i) {
  gr_value v = {0, 0};
  if (sc->v.flags & GR_THREAT) {
    v.flags = completes(s, len, i) ? GR_OVER : GR_THREAT;
  } else if (sc->lo[i] < 0) {
    v.flags = GR_THREAT; /* a dead cell: the opponent completes three */
  } else {
    const uint32_t *t = tc_table(ctx, len);
    long lo = sc->lo[i], hi = sc->hi[i];
    long left = i - lo - 2 > 0 ? i - lo - 2 : 0, right = hi - i - 3 > 0 ? hi - i - 3 : 0;
    v.sg = sc->v.sg ^ t[hi - lo] ^ t[left] ^ t[right];
  }
  return v;
}

/* The winning cells of a strip (0-based, increasing) per the LightOJ rules;
** returns how many, cells written to out (room for len). */
static long winning_cells(gr_ctx *ctx, const char *cells, long len, long *out) {
  scan sc = scan_strip(ctx, cells, len, 1);
  long i, n = 0;
  if (sc.v.flags & GR_OVER) return 0;
  if (!(sc.v.flags & GR_THREAT) && sc.v.sg == 0) return 0;
  for (i = 0; i < len; i++) {
    gr_value v;
    if (cells[i] != '.') continue;
    v = after_value(ctx, cells, len, &sc, i);
    if ((sc.v.flags & GR_THREAT) ? (v.flags & GR_OVER) != 0 : (v.flags == 0 && v.sg == 0))
      out[n++] = i;
  }
  return n;
}

static void parse(gr_cursor *c, gr_comp *x) {
  gr_read_cells(c, x, ".X", 3, MAX_STRIP, GR_W(word_treblecross_strip),
                GR_W(word_treblecross_made));
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  return scan_strip(ctx, x->cells, x->len, 0).v;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  int i;
  gr_int n = 0;
  (void)ctx;
  (void)turn;
  if (strstr(x->cells, "XXX") != NULL) return 0;
  for (i = 0; i < x->len; i++) n += x->cells[i] == '.';
  return n;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  scan sc = scan_strip(ctx, x->cells, x->len, 1);
  long i;
  (void)turn;
  if (sc.v.flags & GR_OVER) return;
  for (i = 0; i < x->len; i++) {
    gr_value v;
    gr_move *m;
    if (x->cells[i] != '.') continue;
    v = after_value(ctx, x->cells, x->len, &sc, i);
    if ((m = gr_move_push(ml, v, i + 1, i + 1, 1)) == NULL) continue;
    m->text = gr_fmt(ctx, "%ld", i + 1);
    m->label = gr_m1(ctx, (v.flags & GR_OVER)        ? GR_M(move_treblecross_three)
                          : (sc.v.flags & GR_THREAT) ? GR_M(move_treblecross_x)
                          : (v.flags & GR_THREAT)    ? GR_M(move_treblecross_dead)
                                                     : GR_M(move_treblecross_x),
                     gr_i(i + 1));
    gr_move_result1(ctx, m, x)->cells[i] = 'X';
  }
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  long i = 0;
  (void)turn;
  while (*move >= '0' && *move <= '9' && i <= x->len) i = i * 10 + (*move++ - '0');
  if (*move != '\0' || i < 1 || i > x->len)
    return gr_m1(ctx, GR_M(refuse_treblecross_cell), gr_i(x->len));
  return gr_m1(ctx, GR_M(refuse_treblecross_taken), gr_i(i));
}

/* "stretches": [first cell, length, SG] of each stretch of safe cells;
** "threes": the cells where an X completes three in a row (when any). */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  scan sc = scan_strip(ctx, x->cells, x->len, 1);
  const uint32_t *t;
  long i;
  int first = 1;
  (void)turn;
  gr_puts(b, ",\"stretches\":[");
  if (sc.v.flags == 0) {
    t = tc_table(ctx, x->len);
    for (i = 0; i < x->len; i++)
      if (sc.lo[i] == i) {
        gr_printf(b, "%s[%ld,%ld,%d]", first ? "" : ",", i + 1, sc.hi[i] - i,
                  (int)t[sc.hi[i] - i]);
        first = 0;
      }
  }
  gr_puts(b, "],\"threes\":[");
  first = 1;
  if (sc.v.flags & GR_THREAT)
    for (i = 0; i < x->len; i++)
      if (x->cells[i] == '.' && completes(x->cells, x->len, i)) {
        gr_printf(b, "%s%ld", first ? "" : ",", i + 1);
        first = 0;
      }
  gr_putc(b, ']');
}

/* ---- the judges: LightOJ 1229 and UVa 10561 ------------------------------------- */

/* Reads case k's strip, alone on its line, into s (room for max cells). */
static long read_strip(gr_jr *r, long long k, long long cases, char *s, long max) {
  long len = 0, i;
  int c;
  gr_jr_need_case(r, k, cases, GR_W(word_treblecross_jstrip));
  while ((c = gr_jr_peek(r)) == '.' || c == 'X') {
    if (len == max) {
      if (r->strict) gr_jr_fail(r, gr_m2(r->ctx, GR_M(judge_treblecross_long), gr_i(k), gr_i(max)));
      gr_jr_fail_limit(r, gr_m2(r->ctx, GR_M(judge_treblecross_longest), gr_i(k), gr_i(max)));
    }
    s[len++] = (char)c;
    r->p++;
  }
  if (c != EOF && c != '\n' && !GR_JR_IS_SP(c))
    gr_jr_fail(r, gr_m2(r->ctx, GR_M(judge_treblecross_char), gr_n(gr_jr_show(r, c)), gr_i(k)));
  if (len < TC_MIN_LEN) {
    if (r->strict)
      gr_jr_fail(r, gr_m4(r->ctx, len == 1 ? GR_M(judge_treblecross_short_range1)
                                           : GR_M(judge_treblecross_short_range),
                          gr_i(k), gr_i(len), gr_i(TC_MIN_LEN), gr_i(TC_MAX_LEN)));
    gr_jr_fail(r, gr_m3(r->ctx, len == 1 ? GR_M(judge_treblecross_short1)
                                         : GR_M(judge_treblecross_short),
                        gr_i(k), gr_i(len), gr_i(TC_MIN_LEN)));
  }
  for (i = 0; i + 2 < len; i++)
    if (s[i] == 'X' && s[i + 1] == 'X' && s[i + 2] == 'X')
      gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_treblecross_three), gr_i(k), gr_i(i + 1),
                          gr_i(i + 3)));
  gr_jr_end_line(r, GR_W(word_treblecross_the_strip));
  return len;
}

static void judge_tc(gr_jr *r, int uva) {
  long long cases =
      uva ? gr_jr_first_count(r, gr_jr_bound(r, UVA_MAX_N), GR_W(word_judge_cases_n))
          : gr_jr_first_count(r, gr_jr_bound(r, TC_MAX_T), GR_W(word_judge_cases_t));
  long max = r->strict ? TC_MAX_LEN : MAX_STRIP, i;
  char *s = gr_alloc(r->ctx, (size_t)max + 1);
  long *win = gr_alloc(r->ctx, ((size_t)max + 1) * sizeof *win);
  long long c;
  for (c = 0; c < cases; c++) {
    long long k = c + 1;
    long len = read_strip(r, k, cases, s, max), nw = winning_cells(r->ctx, s, len, win);
    if (uva) {
      if (nw == 0) gr_jr_put(r, "LOSING\n\n", 8);
      else gr_jr_put(r, "WINNING\n", 8);
    } else {
      gr_jr_put(r, "Case ", 5);
      gr_jr_put_num(r, (unsigned long long)k);
      gr_jr_put(r, ":", 1);
      if (nw == 0) gr_jr_put(r, " 0", 2);
    }
    for (i = 0; i < nw; i++) {
      if (!uva || i > 0) gr_jr_put(r, " ", 1);
      gr_jr_put_num(r, (unsigned long long)win[i] + 1);
    }
    if (!uva || nw > 0) gr_jr_put(r, "\n", 1);
    if (r->pos) {
      gr_jr_case_start(r, "treblecross:");
      gr_jr_case_put(r, s, (size_t)len);
      gr_jr_case_done(r, k, len, "cells");
    }
  }
  gr_jr_no_more(r, cases);
}

static void judge_lightoj(gr_jr *r) { judge_tc(r, 0); }
static void judge_uva(gr_jr *r) { judge_tc(r, 1); }


/* Octal periodicity theorem (Guy and Smith) with at most t = 5 cells taken. */
static gr_int period_bound(const gr_param *p, gr_int n0, gr_int per) {
  (void)p;
  return 2 * n0 + per + 5 + 1;
}

#define SAMPLE "4\n.....\n.X.X...X\n..................\nX.....X..X.......X....X..X\n"

static const gr_judgedef judges[] = {
  {"treblecross", "LightOJ 1229", "sg",
   "https://lightoj.com/problem/treblecross", GR_W(judge_treblecross_answers), SAMPLE, judge_lightoj},
  {"treblecross-uva", "UVa 10561", "sg",
   "https://onlinejudge.org/external/105/10561.pdf", GR_W(judge_treblecross_uva_answers), SAMPLE, judge_uva},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {{"strip", MAX_STRIP}, {NULL, 0}};

/* A stretch table looks at every placement in each shorter stretch. */
static double cost(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries) {
  return gr_table_work(ctx, g, p, entries, 1, 0, 0);
}

static void random_strip(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int len = gr_rand(seed, 3, 7), i;
  (void)g;
  gr_puts(b, "treblecross:");
  for (i = 0; i < len; i++) gr_putc(b, gr_rand(seed, 0, 99) < 22 ? 'X' : '.');
}

/* Published values of free stretches of 0 to 22 cells, for the pattern
** finder (Winning Ways; the octal game 0.007 shifted). */
static const gr_int stretch_values[] = {0, 1, 1, 1, 2, 2, 0, 3, 3, 1, 1, 1,
                                        0, 4, 3, 3, 3, 2, 2, 2, 4, 4, 0};
static const gr_published published[] = {
  {GR_PUB_VALUES, GR_W(pub_treblecross_stretches), GR_W(pub_winning_ways), 0, 0, stretch_values,
   (int)(sizeof stretch_values / sizeof stretch_values[0])},
  {0, NULL, NULL, 0, 0, NULL, 0},
};

/* The family's size n: a strip of n empty cells, whose one free stretch
** is all of it (a strip has at least TC_MIN_LEN cells). */
static int family_body(gr_buf *b, const gr_param *p, gr_int n) {
  gr_int i;
  (void)p;
  if (n < TC_MIN_LEN || n > MAX_STRIP) return 0;
  for (i = 0; i < n; i++) gr_putc(b, '.');
  return 1;
}

/* Example claims (grundy claim; the page's claim checker). */
static const char *const claims[] = {"same treblecross octal(0.007) to 200", NULL};

static const gr_family_caps treblecross_family = {
  .size_words = GR_W(game_treblecross_family),
  .table_limit = MAX_STRIP,
  .extend = extend,
  .period_bound = period_bound,
  .period_rule = GR_W(game_treblecross_rule),
  .example = "treblecross",
  .body = family_body,
  .cost = cost,
  .published = published,
  .brute = brute,
};

static const gr_front_caps treblecross_front = {
  .limits = limits,
  .over_words = GR_W(game_treblecross_over),
  .threat_words = GR_W(game_treblecross_threat),
  .judges = judges,
  .random = random_strip,
  .claims = claims,
};

const gr_game gr_game_treblecross = {
  .name = "treblecross",
  .title = GR_W(game_treblecross_title),
  .notation = GR_W(game_treblecross_notation),
  .example = "treblecross:..................",
  .parse = parse,
  .format = gr_format_cells,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .family = &treblecross_family,
  .front = &treblecross_front,
};
