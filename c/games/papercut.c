/*
** papercut.c — the cutting game (POJ 2311): sheets of squared paper; a move
** cuts one sheet along a grid line into two, and whoever cuts out a 1×1
** sheet wins at once. Each sheet is a component, "WxH": "papercut:4x2,3x3"
** (sides up to GR_MAX_CUT). Moves name the two sheets a cut leaves, the
** smaller first: "4x2>1x2+3x2" (a cut across, one column off), "4x2>4x1+4x1".
**
** Value, as for Treblecross, in three cases:
**  - a 1×1 sheet lies there: the game is over (GR_OVER), the player to move
**    lost (the one before cut it out);
**  - a 1×k sheet, k >= 2: the player to move cuts a 1×1 off it and wins now
**    (GR_THREAT);
**  - otherwise a cut that leaves a sheet of side 1 hands the opponent such a
**    win, so only the cuts leaving two sheets with both sides at least 2
**    count: the value is the mex over those of the two sheets' values (the
**    2×2, 2×3 and 3×2 sheets, with no such cut, are worth 0). This is the
**    whole game: every cut is a legal move, the losing ones too.
** The values come from a table over the sheets in order of their longer
** side (each sheet's options are smaller sheets). tests/c check all of it
** against plain minimax of the game as stated.
**
** Component: v[0] = W, v[1] = H (len 2).
*/
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "../judge.h"
#include "words.h"

#define GR_MAX_CUT 512 /* a sheet's side */

extern const gr_game gr_game_papercut;

/* ---- the table: sheet (w, h) in shells s = max(w, h): (0,s) … (s-1,s), then
** (s,0) … (s,s) ------------------------------------------------------------------ */

static gr_int cell_index(gr_int w, gr_int h) {
  gr_int s = w > h ? w : h;
  return s * s + (w < s ? w : s + h);
}

static void cell_of(gr_int i, gr_int *w, gr_int *h) {
  gr_int s = 0, r;
  while ((s + 1) * (s + 1) <= i) s++;
  r = i - s * s;
  if (r < s) {
    *w = r;
    *h = s;
  } else {
    *w = s;
    *h = r - s;
  }
}

/* The sheet after (w, h) in that order. */
static void next_cell(gr_int *w, gr_int *h) {
  if (*w < *h) { /* (w, s): on along the top, then to (s, 0) */
    if (++*w == *h) *h = 0;
  } else if (*h < *w) {
    ++*h;
  } else { /* (s, s): the next shell starts at (0, s+1) */
    *h = *w + 1;
    *w = 0;
  }
}

/* Sheets with a side under 2 are never looked up here (their value is a
** flag); each other one is the mex over the cuts leaving two such sheets.
** A mex is at most the number of cuts, below 2·GR_MAX_CUT, and an XOR of two
** values below the next power of two. */
static void extend(gr_ctx *ctx, const gr_param *p, uint32_t *v, gr_int from, gr_int to) {
  uint32_t *seen = gr_alloc(ctx, 4 * GR_MAX_CUT * sizeof *seen);
  gr_int i, w, h, k;
  (void)p;
  memset(seen, 0, 4 * GR_MAX_CUT * sizeof *seen);
  cell_of(from, &w, &h);
  for (i = from; i <= to; i++, next_cell(&w, &h)) {
    uint32_t g = 0, stamp = (uint32_t)(i + 1);
    if (w >= 2 && h >= 2) {
      for (k = 2; k <= w - 2; k++) seen[v[cell_index(k, h)] ^ v[cell_index(w - k, h)]] = stamp;
      for (k = 2; k <= h - 2; k++) seen[v[cell_index(w, k)] ^ v[cell_index(w, h - k)]] = stamp;
      while (seen[g] == stamp) g++;
    }
    v[i] = g;
  }
}

static gr_value sheet_value(gr_ctx *ctx, gr_int w, gr_int h) {
  gr_value v = {0, 0};
  if (w == 1 && h == 1) v.flags = GR_OVER;
  else if (w == 1 || h == 1) v.flags = GR_THREAT;
  else v.sg = gr_family_value(ctx, &gr_game_papercut, NULL, cell_index(w, h));
  return v;
}

static void parse(gr_cursor *c, gr_comp *x) {
  x->v = gr_alloc(c->ctx, 2 * sizeof *x->v);
  x->len = 2;
  x->v[0] = gr_read_int(c, 1, GR_MAX_CUT, GR_W(word_papercut_width));
  if (*c->p != 'x') gr_syntax(c, GR_W(err_papercut_body));
  c->p++;
  x->v[1] = gr_read_int(c, 1, GR_MAX_CUT, GR_W(word_papercut_height));
  if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_papercut_body));
}

static void format(gr_buf *b, const gr_comp *x) {
  gr_printf(b, "%lldx%lld", (long long)x->v[0], (long long)x->v[1]);
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  return sheet_value(ctx, x->v[0], x->v[1]);
}

/* "cuts": the cuts that count (both sheets at least 2×2; the others hand the
** opponent a 1×k sheet), each [aw, ah, bw, bh, SG(a), SG(b)], the smaller
** sheet first: the value is the mex of their XORs. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  gr_int w = x->v[0], h = x->v[1], k, n = 0, cut[4];
  int along;
  (void)turn;
  gr_puts(b, ",\"cuts\":[");
  for (along = 0; along < 2 && w >= 2 && h >= 2; along++) {
    gr_int side = along ? h : w;
    for (k = 2; k <= side / 2 && side - k >= 2; k++) {
      cut[0] = along ? w : k, cut[1] = along ? k : h;
      cut[2] = along ? w : w - k, cut[3] = along ? h - k : h;
      gr_printf(b, "%s[%lld,%lld,%lld,%lld,%lld,%lld]", n++ ? "," : "", (long long)cut[0],
                (long long)cut[1], (long long)cut[2], (long long)cut[3],
                (long long)sheet_value(ctx, cut[0], cut[1]).sg,
                (long long)sheet_value(ctx, cut[2], cut[3]).sg);
    }
  }
  gr_putc(b, ']');
}

/* Cuts that leave different sheets: across, a column count up to W/2;
** along, a row count up to H/2. */
static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  (void)ctx;
  (void)turn;
  return x->v[0] / 2 + x->v[1] / 2;
}

/* The sheets a, b combined, as the analysis combines what a move leaves:
** the flags of both (over, a threat), else the XOR. */
static gr_value both(gr_value a, gr_value b) {
  gr_value v = {0, 0};
  v.flags = a.flags | b.flags;
  if (v.flags == 0) v.sg = a.sg ^ b.sg;
  return v;
}

/* The cut leaving aw×ah and bw×bh (the first the smaller). */
static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int aw, gr_int ah, gr_int bw,
                 gr_int bh) {
  gr_move *m = gr_move_push(ml, both(sheet_value(ctx, aw, ah), sheet_value(ctx, bw, bh)),
                            aw * ah, bw * bh, 1);
  gr_comp *r;
  if (m == NULL) return;
  m->text = gr_fmt(ctx, "%lldx%lld>%lldx%lld+%lldx%lld", (long long)x->v[0], (long long)x->v[1],
                   (long long)aw, (long long)ah, (long long)bw, (long long)bh);
  m->label = gr_m3(ctx, GR_M(move_papercut_cut),
                   gr_tf(ctx, "%lldx%lld", (long long)x->v[0], (long long)x->v[1]),
                   gr_tf(ctx, "%lldx%lld", (long long)aw, (long long)ah),
                   gr_tf(ctx, "%lldx%lld", (long long)bw, (long long)bh));
  r = gr_move_result(ctx, m, x, 2);
  r[0].v[0] = aw;
  r[0].v[1] = ah;
  r[1].v[0] = bw;
  r[1].v[1] = bh;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  gr_int w = x->v[0], h = x->v[1], k;
  (void)turn;
  for (k = 1; k <= w / 2 && !ml->full; k++) push(ctx, x, ml, k, h, w - k, h);
  for (k = 1; k <= h / 2 && !ml->full; k++) push(ctx, x, ml, w, k, w, h - k);
}

/* "WxH>axb+cxd", the two sheets in either order: the one cut it names. */
static int read_sheet(const char **s, gr_int *w, gr_int *h) {
  gr_int *out[2] = {w, h};
  int k;
  for (k = 0; k < 2; k++) {
    gr_int v = 0;
    if (**s < '0' || **s > '9') return 0;
    while (**s >= '0' && **s <= '9') {
      if (v > GR_MAX_CUT) return 0;
      v = v * 10 + (*(*s)++ - '0');
    }
    *out[k] = v;
    if (k == 0 && *(*s)++ != 'x') return 0;
  }
  return 1;
}

static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  gr_int w = x->v[0], h = x->v[1], fw, fh, aw, ah, bw, bh, t;
  (void)turn;
  if (!read_sheet(&text, &fw, &fh) || fw != w || fh != h || *text++ != '>') return;
  if (!read_sheet(&text, &aw, &ah) || *text++ != '+' || !read_sheet(&text, &bw, &bh) ||
      *text != '\0')
    return;
  if (aw * ah > bw * bh) { /* the smaller first, as the moves list them */
    t = aw, aw = bw, bw = t;
    t = ah, ah = bh, bh = t;
  }
  if (aw < 1 || ah < 1) return;
  if ((ah == h && bh == h && aw + bw == w) || (aw == w && bw == w && ah + bh == h))
    push(ctx, x, ml, aw, ah, bw, bh);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  gr_int w = x->v[0], h = x->v[1];
  (void)turn;
  (void)move;
  if (w == 1 && h == 1) return GR_W(refuse_papercut_over);
  return gr_m2(ctx, GR_M(refuse_papercut_cut), gr_tf(ctx, "%lldx%lld", (long long)w, (long long)h),
               gr_tf(ctx, "%lldx%lld>%lldx%lld+%lldx%lld", (long long)w, (long long)h,
                     (long long)(w > 1 ? 1 : w), (long long)(w > 1 ? h : 1),
                     (long long)(w > 1 ? w - 1 : w), (long long)(w > 1 ? h : h - 1)));
}

/* ---- the judge: POJ 2311 -----------------------------------------------------------
** Lines "W H" until the end of the input: one sheet each. */

static void judge_cutting(gr_jr *r) {
  const gr_msg *items = GR_W(word_papercut_wh);
  const gr_msg *why = r->strict ? NULL : GR_W(word_papercut_most);
  long long k;
  for (k = 1; gr_jr_skip_blank(r) != EOF; k++) {
    gr_int side[2];
    gr_comp x;
    gr_sum s;
    memset(&s, 0, sizeof s);
    side[0] = gr_jr_number_why(r, r->strict ? 2 : 1, r->strict ? 200 : GR_MAX_CUT, GR_W(word_papercut_w),
                               why);
    gr_jr_need_item(r, k, 2, 2, items);
    side[1] = gr_jr_number_why(r, r->strict ? 2 : 1, r->strict ? 200 : GR_MAX_CUT,
                               GR_W(word_papercut_h), why);
    gr_jr_end_items(r, k, 2, items);
    memset(&x, 0, sizeof x);
    x.game = &gr_game_papercut;
    x.v = side;
    x.len = 2;
    gr_jr_sum_comp(r, &s, 1, &x);
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "WIN\n" : "LOSE\n");
    if (r->pos) {
      gr_jr_case_start(r, "papercut:");
      gr_jr_case_num(r, side[0]);
      gr_jr_case_put(r, "x", 1);
      gr_jr_case_num(r, side[1]);
      gr_jr_case_done(r, k, 1, "sheets");
    }
  }
}

static const gr_judgedef judges[] = {
  {"papercut", "POJ 2311", "multisg",
   "http://poj.org/problem?id=2311", GR_W(judge_papercut_answers), "2 2\n3 2\n4 2\n", judge_cutting},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {{"side", GR_MAX_CUT}, {NULL, 0}};

/* One or two sheets of at most 6 squares: a cut never leaves more sheets than
** squares, so a plain minimax of sums of them stays small. */
static void random_sheets(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 2), i;
  (void)g;
  gr_puts(b, "papercut:");
  for (i = 0; i < n; i++) {
    gr_int w = gr_rand(seed, 1, 3), h = gr_rand(seed, 1, w == 3 ? 2 : 3);
    gr_printf(b, "%s%lldx%lld", i ? "," : "", (long long)w, (long long)h);
  }
}

/* The table entry a sheet's value reads (-1: none, a side of 1 decides). */
static gr_int index_of(const gr_comp *x) {
  return x->v[0] >= 2 && x->v[1] >= 2 ? cell_index(x->v[0], x->v[1]) : -1;
}

/* The side s of the shells that hold `entries` table entries ((s + 1)² or more). */
static double shells(double entries) {
  double s = 0;
  while ((s + 1) * (s + 1) < entries) s++;
  return s;
}

/* The table's work: each sheet of the shells up to side s looks at its cuts,
** about its width and height, so all of them together about s³ for s² + 2s
** entries, twice that measured; the values kept cost nothing. */
static double cost(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries) {
  gr_int known = 0, pre, per;
  const gr_famstate *fs;
  double s, s0;
  (void)gr_family_known(ctx, g, p, &known, &pre, &per, &fs);
  if (entries <= (double)known) return 0;
  s = shells(entries);
  s0 = shells((double)known);
  return 2.0 * (s * s * s - s0 * s0 * s0) + entries;
}

static const gr_family_caps papercut_family = {
  .table_limit = (gr_int)(GR_MAX_CUT + 1) * (GR_MAX_CUT + 1) - 1,
  .extend = extend,
  .cost = cost,
  .index = index_of,
};

static const gr_front_caps papercut_front = {
  .limits = limits,
  .over_words = GR_W(game_papercut_over),
  .threat_words = GR_W(game_papercut_threat),
  .judges = judges,
  .random = random_sheets,
};

const gr_game gr_game_papercut = {
  .name = "papercut",
  .title = GR_W(game_papercut_title),
  .notation = GR_W(game_papercut_notation),
  .example = "papercut:4x2,3x3",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .find_move = find_move,
  .copy = gr_copy_fields,
  .detail = detail,
  .refuse = refuse,
  .family = &papercut_family,
  .front = &papercut_front,
};
