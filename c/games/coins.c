/*
** coins.c — coin-turning games on a row of coins: Ruler, Turning Turtles
** and Mock Turtles (Winning Ways ch. 14). Notation: the row from the left,
** "H" heads and "T" tails: "ruler:THHTH". Coins are numbered from 1 at the
** left, as the cells of every row in this engine. A move turns over some
** coins, the rightmost of which must go from heads to tails; the others may
** show either side. The games differ in which coins a move turns:
**
**   ruler        a run of consecutive coins ending at the rightmost one:
**                "B" (coin B alone) or "A-B" (coins A to B)
**   turtles      one or two coins: "B", or "A.B" with A < B
**   mockturtles  one, two or three coins: "B", "A.B" or "A.B.C", increasing
**
** Value: each of these games is the XOR of its single heads — a head alone
** is a game of its own, and turning a coin twice undoes it — so a row is
** worth the XOR of the values of the coins showing heads:
**
**   ruler        coin n has the largest power of 2 dividing n: 1 2 1 4 1 2 1 8…
**   turtles      coin n has value n (a head on n is a Nim heap of n)
**   mockturtles  coin n has the (n-1)-th odious number, counting from 0 (the
**                theory numbers these coins from 0): 1 2 4 7 8 11 13 14 16 19…
**                The odious numbers are those with an odd number of 1 bits,
**                so the (n-1)-th is 2(n-1) plus 1 when n-1 has an even number
**                of 1 bits.
**
** tests/c check every small row against plain minimax.
**
** One rule serves the three: each descriptor's variant (a coin_rule) says
** which coins a move turns, what a coin is worth and how long a row may be.
**
** Component: cells and len, the row of coins "HT".
*/
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "words.h"

#define GR_MAX_COIN_ROW 4096     /* coins in a row of Ruler or Turning Turtles */
#define GR_MAX_MOCK_ROW 256      /* coins in a row of Mock Turtles (a move names three) */

enum { RULER, TURTLES, MOCK };

/* A descriptor's variant: which of the games it is. */
typedef struct coin_rule {
  int kind;           /* RULER, TURTLES or MOCK */
  /* The longest row. Playing a move finds it among the moves that share its
  ** first coin, and in Mock Turtles those are quadratic in the row's length. */
  int max_row;
  const gr_msg *how;  /* how a move is written, for refusals */
  int random_row;     /* the longest row of a random component */
} coin_rule;

static const coin_rule *rule(const gr_comp *x) { return x->game->variant; }

/* ---- values -------------------------------------------------------------------- */

static int even_bits(gr_int n) {
  int k = 0;
  for (; n; n &= n - 1) k ^= 1;
  return !k;
}

/* The value of a head on coin p (from 1) of row x. */
static gr_int coin_value(const gr_comp *x, gr_int p) {
  if (rule(x)->kind == RULER) return p & -p;
  if (rule(x)->kind == TURTLES) return p;
  return 2 * (p - 1) + even_bits(p - 1); /* the (p-1)-th odious number */
}

static gr_int row_value(const gr_comp *x) {
  gr_int v = 0;
  int i;
  for (i = 0; i < x->len; i++)
    if (x->cells[i] == 'H') v ^= coin_value(x, i + 1);
  return v;
}

/* ---- text ---------------------------------------------------------------------- */

static void parse(gr_cursor *c, gr_comp *x) {
  const char *s = c->p;
  long n;
  while (*c->p == 'H' || *c->p == 'T') c->p++;
  if (!gr_at_comp_end(c)) {
    unsigned char ch = (unsigned char)*c->p;
    if (ch == 'h' || ch == 't')
      gr_syntax(c, gr_m1(c->ctx, GR_M(err_coin_capital), gr_tc(c->ctx, (char)ch)));
    if (ch >= 0x20 && ch < 0x7f)
      gr_syntax(c, gr_m2(c->ctx, GR_M(err_coins_coin), gr_tc(c->ctx, (char)ch),
                         gr_t(x->game->example)));
    gr_syntax(c, gr_m1(c->ctx, GR_M(err_coins_byte), gr_tf(c->ctx, "0x%02x", ch)));
  }
  n = (long)(c->p - s);
  if (n > rule(x)->max_row)
    gr_throw(c->ctx, GR_ELIMIT, gr_m4(c->ctx, GR_M(err_coins_row), gr_i((gr_int)(s - c->text) + 1),
                                      gr_n(x->game->title), gr_i(rule(x)->max_row), gr_i(n)));
  x->len = (int)n;
  x->cells = gr_strndup(c->ctx, s, (size_t)n);
}

/* ---- moves --------------------------------------------------------------------- */

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v = {0, 0};
  (void)ctx;
  v.sg = row_value(x);
  return v;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  gr_int n = 0, p;
  (void)ctx;
  (void)turn;
  for (p = 1; p <= x->len; p++) {
    if (x->cells[p - 1] != 'H') continue;
    if (rule(x)->kind == MOCK) n += 1 + (p - 1) + (p - 1) * (p - 2) / 2;
    else n += p; /* ruler: runs A-p, A = 1..p; turtles: p alone or with one of p-1 */
  }
  return n;
}

/* Offers the move turning coins k[0] < … < k[n-1] (from 1) — in Ruler the
** run from k[0] to k[n-1] — worth `after`. */
static void offer(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int after, int n,
                  const int *k) {
  gr_value v = {0, 0};
  gr_move *m;
  char *cells;
  int i, coins = rule(x)->kind == RULER ? k[n - 1] - k[0] + 1 : n;
  v.sg = after;
  if (ml->want >= 0 && after != ml->want) return; /* the common case, before anything */
  if ((m = gr_move_push(ml, v, k[0], k[n - 1], coins)) == NULL) return;
  if (rule(x)->kind == RULER) {
    if (n == 1) {
      m->text = gr_fmt(ctx, "%d", k[0]);
      m->label = gr_m1(ctx, GR_M(move_coins_one), gr_i(k[0]));
    } else {
      m->text = gr_fmt(ctx, "%d-%d", k[0], k[1]);
      m->label = gr_m2(ctx, GR_M(move_coins_run), gr_i(k[0]), gr_i(k[1]));
    }
  } else if (n == 1) {
    m->text = gr_fmt(ctx, "%d", k[0]);
    m->label = gr_m1(ctx, GR_M(move_coins_one), gr_i(k[0]));
  } else if (n == 2) {
    m->text = gr_fmt(ctx, "%d.%d", k[0], k[1]);
    m->label = gr_m2(ctx, GR_M(move_coins_two), gr_i(k[0]), gr_i(k[1]));
  } else {
    m->text = gr_fmt(ctx, "%d.%d.%d", k[0], k[1], k[2]);
    m->label = gr_m3(ctx, GR_M(move_coins_three), gr_i(k[0]), gr_i(k[1]), gr_i(k[2]));
  }
  cells = gr_move_result1(ctx, m, x)->cells;
  if (rule(x)->kind == RULER) {
    for (i = k[0]; i <= k[n - 1]; i++) cells[i - 1] = cells[i - 1] == 'H' ? 'T' : 'H';
  } else {
    for (i = 0; i < n; i++) cells[k[i] - 1] = cells[k[i] - 1] == 'H' ? 'T' : 'H';
  }
}

/* Ruler: runs a..b; the prefix XOR of coin values gives a run's worth at once. */
static void ruler_moves(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int total,
                        gr_int from, gr_int to) {
  gr_int *pre = gr_alloc(ctx, (size_t)(x->len + 1) * sizeof *pre);
  int a, b, k[2];
  pre[0] = 0;
  for (b = 1; b <= x->len; b++) pre[b] = pre[b - 1] ^ coin_value(x, b);
  for (b = 1; b <= x->len && !ml->full; b++) {
    if (x->cells[b - 1] != 'H' || (to >= 0 && b != to)) continue;
    for (a = b; a >= 1 && !ml->full; a--) {
      if (from >= 0 && a != from) continue;
      k[0] = a;
      k[1] = b;
      offer(ctx, x, ml, total ^ pre[b] ^ pre[a - 1], a == b ? 1 : 2, k);
    }
  }
}

/* Turning and Mock Turtles: coin b, with one or (Mock Turtles) two coins left
** of it. Asked for one value only, the partner coins are solved for: the
** values of the coins are all different, so inv[] finds the one needed. */
static void turtle_moves(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int total,
                         gr_int from, gr_int to) {
  int mock = rule(x)->kind == MOCK, a, a2, b, k[3];
  gr_int top = 1, *val = gr_alloc(ctx, (size_t)(x->len + 1) * sizeof *val);
  int *inv;
  int solve = ml->want >= 0 && from < 0;
  for (b = 1; b <= x->len; b++) {
    val[b] = coin_value(x, b);
    while (val[b] >= top) top *= 2;
  }
  inv = gr_alloc(ctx, (size_t)top * sizeof *inv); /* XORs of values stay below top */
  for (a = 0; a < top; a++) inv[a] = 0;
  for (b = 1; b <= x->len; b++) inv[val[b]] = b;
  for (b = 1; b <= x->len && !ml->full; b++) {
    gr_int rest = total ^ val[b]; /* the row's worth once b is tails */
    if (x->cells[b - 1] != 'H' || (to >= 0 && b != to)) continue;
    k[0] = b;
    if (from < 0 || from == b) offer(ctx, x, ml, rest, 1, k);
    if (solve) {
      gr_int t = rest ^ ml->want; /* what the partner coins must be worth together */
      if (t < top && (a = inv[t]) >= 1 && a < b) {
        k[0] = a;
        k[1] = b;
        offer(ctx, x, ml, rest ^ val[a], 2, k);
      }
      for (a = 1; mock && a < b && !ml->full; a++)
        if ((t ^ val[a]) < top && (a2 = inv[t ^ val[a]]) > a && a2 < b) {
          k[0] = a;
          k[1] = a2;
          k[2] = b;
          offer(ctx, x, ml, rest ^ val[a] ^ val[a2], 3, k);
        }
      continue;
    }
    for (a = from >= 0 ? (int)from : 1; a < b && !ml->full; a++) {
      k[0] = a;
      k[1] = b;
      offer(ctx, x, ml, rest ^ val[a], 2, k);
      for (a2 = a + 1; mock && a2 < b && !ml->full; a2++) {
        k[1] = a2;
        k[2] = b;
        offer(ctx, x, ml, rest ^ val[a] ^ val[a2], 3, k);
      }
      if (from >= 0) break;
    }
  }
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  gr_int total = row_value(x);
  gr_int from = ml->match ? ml->m_from : -1, to = ml->match ? ml->m_to : -1;
  (void)turn;
  if (from == 0 || from > x->len || to == 0 || to > x->len) return; /* no such coin */
  if (rule(x)->kind == RULER) ruler_moves(ctx, x, ml, total, from, to);
  else turtle_moves(ctx, x, ml, total, from, to);
}

/* How a move of this game is written, for refusals. */
static const gr_msg *how(const gr_comp *x) { return rule(x)->how; }

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  long k[4];
  int n = 0, i, runs = 0;
  (void)turn;
  for (;;) {
    long v = 0;
    if (*move < '0' || *move > '9' || n == 4) return how(x);
    while (*move >= '0' && *move <= '9' && v <= x->len) v = v * 10 + (*move++ - '0');
    k[n++] = v;
    if (*move == '\0') break;
    if (*move == '-') runs = 1;
    else if (*move != '.') return how(x);
    move++;
  }
  if ((runs != 0) != (rule(x)->kind == RULER && n == 2) || n > 3 ||
      (rule(x)->kind != MOCK && n > 2))
    return how(x);
  for (i = 0; i < n; i++)
    if (k[i] < 1 || k[i] > x->len)
      return gr_m1(ctx, GR_M(refuse_coins_range), gr_i(x->len));
  for (i = 1; i < n; i++)
    if (k[i] <= k[i - 1]) return gr_m1(ctx, GR_M(refuse_coins_order), gr_n(how(x)));
  if (x->cells[k[n - 1] - 1] != 'H') return gr_m1(ctx, GR_M(refuse_coins_tails), gr_i(k[n - 1]));
  return how(x);
}

/* "values": the value of a head on each coin; "heads": [coin, value] of each
** coin showing heads. The row is worth the XOR of the heads' values. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  int i, first = 1;
  (void)ctx;
  (void)turn;
  gr_puts(b, ",\"values\":[");
  for (i = 0; i < x->len; i++)
    gr_printf(b, "%s%lld", i ? "," : "", (long long)coin_value(x, i + 1));
  gr_puts(b, "],\"heads\":[");
  for (i = 0; i < x->len; i++)
    if (x->cells[i] == 'H') {
      gr_printf(b, "%s[%d,%lld]", first ? "" : ",", i + 1, (long long)coin_value(x, i + 1));
      first = 0;
    }
  gr_putc(b, ']');
}

static const gr_limit row_limits[] = {{"row", GR_MAX_COIN_ROW}, {NULL, 0}};
static const gr_limit mock_limits[] = {{"row", GR_MAX_MOCK_ROW}, {NULL, 0}};

static void random_row(const gr_game *g, gr_buf *b, uint64_t *seed) {
  const coin_rule *r = g->variant;
  gr_int len = gr_rand(seed, 1, r->random_row), i;
  gr_printf(b, "%s:", g->name);
  for (i = 0; i < len; i++) gr_putc(b, gr_rand(seed, 0, 1) ? 'H' : 'T');
}

/* Published coin values, for the pattern finder (Winning Ways): Mock
** Turtles' coins from 0 are the odious numbers, Ruler's from 1 the largest
** power of 2 dividing n. */
static const gr_int mock_values[] = {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31};
static const gr_int ruler_values[] = {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16};
static const gr_published mock_published[] = {
  {GR_PUB_VALUES, GR_W(pub_mockturtles), GR_W(pub_winning_ways), 0,
   0, mock_values, (int)(sizeof mock_values / sizeof mock_values[0])},
  {0, NULL, NULL, 0, 0, NULL, 0},
};
static const gr_published ruler_published[] = {
  {GR_PUB_VALUES, GR_W(pub_ruler), GR_W(pub_winning_ways), 1, 0, ruler_values,
   (int)(sizeof ruler_values / sizeof ruler_values[0])},
  {0, NULL, NULL, 0, 0, NULL, 0},
};

static const gr_family_caps ruler_family = {.published = ruler_published};
static const gr_family_caps mock_family = {.published = mock_published};

static const coin_rule ruler_rule = {RULER, GR_MAX_COIN_ROW, GR_W(refuse_ruler_how), 7};
static const coin_rule turtles_rule = {TURTLES, GR_MAX_COIN_ROW, GR_W(refuse_turtles_how), 6};
static const coin_rule mock_rule = {MOCK, GR_MAX_MOCK_ROW, GR_W(refuse_mockturtles_how), 5};

/* The descriptor of the game NAME (its messages game_NAME_title and
** game_NAME_notation): its example's body, variant, family table (or NULL)
** and limits. */
#define COINS(NAME, EXAMPLE, RULE, FAMILY, LIMITS)                                      \
  {                                                                                              \
    .name = #NAME, .title = GR_W(game_##NAME##_title), .notation = GR_W(game_##NAME##_notation), \
    .example = #NAME ":" EXAMPLE, .parse = parse, .format = gr_format_cells, .value = value,     \
    .legal = legal, .moves = moves, .copy = gr_copy_fields, .refuse = refuse, .detail = detail,  \
    .variant = &RULE, .family = FAMILY,                                                          \
    .front = &(const gr_front_caps){.limits = LIMITS, .random = random_row},                     \
  }

const gr_game gr_game_ruler = COINS(ruler, "THHTTHH", ruler_rule, &ruler_family, row_limits);
const gr_game gr_game_turtles = COINS(turtles, "THTTHH", turtles_rule, NULL, row_limits);
const gr_game gr_game_mockturtles = COINS(mockturtles, "HTTHTH", mock_rule, &mock_family,
                                          mock_limits);
