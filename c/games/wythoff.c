/*
** wythoff.c — Wythoff's game: two heaps (x, y); a move takes any positive
** number of stones from one heap, or the same positive number from both.
** Notation: "wythoff:3/5" (heaps up to 10^18). Moves: "3/5>1/5" (the
** position before and after) or ">1/5".
**
** P-positions (normal play) are (a_k, b_k) and (b_k, a_k), k >= 0, where
** a_k = ⌊kφ⌋ and b_k = a_k + k. They are found with integer arithmetic alone,
** through Zeckendorf representations (sums of non-consecutive Fibonacci
** numbers F_2 = 1, F_3 = 2, F_4 = 3, …): n > 0 is some a_k exactly when the
** smallest Fibonacci number in its representation has an even index; then
** b_k is n with every F_i replaced by F_(i+1) ("shifted left"), and a b_k
** shifted right is its a_k. And ⌊kφ⌋ is k shifted left, less 1 when the
** smallest index of k is even. So (x, y) with x <= y is a P-position exactly
** when x = ⌊(y-x)φ⌋, and every move to a P-position (at most three: along
** each heap and along the diagonal) is found at once. tests/c check this
** against the mex construction for every k up to 10^6 and against an exact
** comparison with √5 for random k up to 10^18.
**
** SG values come from a table of heaps below GR_WYTHOFF_TABLE, computed by
** mex (the options of (x, y) are its row, its column and its diagonal) and
** kept in the context's value tables; past it the value is known only when it
** is 0, and otherwise flagged GR_UNKNOWN (not 0). The table also holds the
** misère outcome. Misère Wythoff has the P-positions of normal play except
** that (0,0), (1,2), (2,1) give way to (0,1), (1,0), (2,2): every other
** normal P-position has both heaps at least 3 and a difference of at least 2,
** so no move joins it to the three new ones, and every position that could
** reach the old ones reaches a new one instead ((0,y), y >= 2 → (0,1); (x,x),
** x >= 3 → (2,2); (1,y) → (1,0); (x,x+1) → (0,1) along the diagonal;
** (x,2), x >= 3 → (2,2)); the table confirms it for every heap below 1024.
**
** Component: v[0] and v[1], the two heaps (len 2).
*/
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "../judge.h"
#include "words.h"

#define GR_MAX_WYTHOFF 1000000000000000000LL /* a Wythoff heap: 10^18 */
#define GR_WYTHOFF_TABLE 1024    /* Wythoff SG values computed for heaps below this */

extern const gr_game gr_game_wythoff;

/* ---- Zeckendorf -------------------------------------------------------------- */

#define NFIB 90 /* F_2 .. F_91, past 4.6 * 10^18: every number shifted here is below it */

/* fib[i] = F_(i+2): 1, 2, 3, 5, 8, … for i <= NFIB (F_92 < 2^63). */
static void fibs(gr_int *fib) {
  int i;
  fib[0] = 1;
  fib[1] = 2;
  for (i = 2; i <= NFIB; i++) fib[i] = fib[i - 1] + fib[i - 2];
}

/* n (>= 1) with each F_i of its Zeckendorf representation replaced by
** F_(i+dir), dir = +1 or -1; *low gets the smallest index i used. */
static gr_int zshift(gr_int n, int dir, int *low) {
  gr_int fib[NFIB + 1], out = 0;
  int i;
  fibs(fib);
  *low = 0;
  for (i = NFIB - 1; i >= 0 && n > 0; i--)
    if (fib[i] <= n) {
      n -= fib[i];
      *low = i + 2;
      if (dir > 0) out += fib[i + 1];
      else if (i > 0) out += fib[i - 1];
      i--; /* representations never use two consecutive Fibonacci numbers */
    }
  return out;
}

/* ⌊kφ⌋ for 0 <= k <= 10^18 and whether (x, y) is a P-position (normal
** play), by integer arithmetic alone; the tests reach for them too. */
gr_int gr_wythoff_lower(gr_int k);
int gr_wythoff_p(gr_int x, gr_int y);

gr_int gr_wythoff_lower(gr_int k) {
  int low;
  gr_int s;
  if (k <= 0) return 0;
  s = zshift(k, 1, &low);
  return low % 2 == 0 ? s - 1 : s;
}

/* The other heap of the P-position with one heap n: n is an a_k when the
** smallest index of its representation is even (its b_k: shifted left),
** else a b_k (its a_k: shifted right). */
static gr_int partner(gr_int n) {
  int low;
  gr_int up;
  if (n == 0) return 0;
  up = zshift(n, 1, &low);
  return low % 2 == 0 ? up : zshift(n, -1, &low);
}

int gr_wythoff_p(gr_int x, gr_int y) {
  if (x > y) {
    gr_int t = x;
    x = y;
    y = t;
  }
  return gr_wythoff_lower(y - x) == x;
}

static int misere_p(gr_int x, gr_int y) {
  if ((x == 0 && y == 1) || (x == 1 && y == 0) || (x == 2 && y == 2)) return 1;
  if ((x == 0 && y == 0) || (x == 1 && y == 2) || (x == 2 && y == 1)) return 0;
  return gr_wythoff_p(x, y);
}

/* ---- the SG table ----------------------------------------------------------------
** Cells in the order of shells s = max(x, y): shell s is (0,s) … (s-1,s), then
** (s,0) … (s,s). Every option of a cell comes earlier, and every earlier cell
** in its row, column or diagonal is an option. Each entry is SG << 1 | misère-P. */

static gr_int cell_index(gr_int x, gr_int y) {
  gr_int s = x > y ? x : y;
  return s * s + (x < s ? x : s + y);
}

static void cell_of(gr_int i, gr_int *x, gr_int *y) {
  gr_int s = 0, r, hi = GR_WYTHOFF_TABLE;
  while (s < hi) { /* the largest s with s*s <= i */
    gr_int mid = (s + hi + 1) / 2;
    if (mid * mid <= i) s = mid;
    else hi = mid - 1;
  }
  r = i - s * s;
  if (r < s) {
    *x = r;
    *y = s;
  } else {
    *x = s;
    *y = r - s;
  }
}

/* The cell after (x, y) in that order. */
static void next_cell(gr_int *x, gr_int *y) {
  if (*x < *y) { /* (x, s): on along the top, then to (s, 0) */
    if (++*x == *y) *y = 0;
  } else if (*y < *x) {
    ++*y;
  } else { /* (s, s): the next shell starts at (0, s+1) */
    *y = *x + 1;
    *x = 0;
  }
}

static void setbit(uint64_t *w, gr_int b) { w[b / 64] |= (uint64_t)1 << (b % 64); }

static void extend(gr_ctx *ctx, const gr_param *p, uint32_t *v, gr_int from, gr_int to) {
  gr_int sx, sy, S, W, i, x, y, k;
  uint64_t *row, *col, *dia;
  char *rowp, *colp, *diap;
  (void)p;
  cell_of(to, &sx, &sy);
  S = (sx > sy ? sx : sy) + 1; /* shells touched */
  W = 3 * S / 64 + 1;          /* a mex is at most the options' count, below 3S */
  row = gr_alloc(ctx, (size_t)(S * W) * sizeof *row);
  col = gr_alloc(ctx, (size_t)(S * W) * sizeof *col);
  dia = gr_alloc(ctx, (size_t)((2 * S - 1) * W) * sizeof *dia);
  rowp = gr_alloc(ctx, (size_t)S);
  colp = gr_alloc(ctx, (size_t)S);
  diap = gr_alloc(ctx, (size_t)(2 * S - 1));
  memset(row, 0, (size_t)(S * W) * sizeof *row);
  memset(col, 0, (size_t)(S * W) * sizeof *col);
  memset(dia, 0, (size_t)((2 * S - 1) * W) * sizeof *dia);
  memset(rowp, 0, (size_t)S);
  memset(colp, 0, (size_t)S);
  memset(diap, 0, (size_t)(2 * S - 1));
  for (i = 0, x = 0, y = 0; i <= to; i++, next_cell(&x, &y)) {
    gr_int d = y - x + S - 1, g = 0;
    int mp;
    if (i >= from) {
      uint64_t *r = row + x * W, *c = col + y * W, *a = dia + d * W;
      for (k = 0; k < W; k++) {
        uint64_t avail = ~(r[k] | c[k] | a[k]);
        if (avail != 0) {
          g = k * 64;
          while (!(avail & 1)) {
            avail >>= 1;
            g++;
          }
          break;
        }
      }
      mp = (x != 0 || y != 0) && !rowp[x] && !colp[y] && !diap[d];
      v[i] = (uint32_t)(g << 1 | mp);
    }
    g = v[i] >> 1;
    mp = v[i] & 1;
    setbit(row + x * W, g);
    setbit(col + y * W, g);
    setbit(dia + d * W, g);
    if (mp) rowp[x] = colp[y] = diap[d] = 1;
  }
}

static gr_int cell(gr_ctx *ctx, gr_int x, gr_int y, int *mp) {
  gr_int e = gr_family_value(ctx, &gr_game_wythoff, NULL, cell_index(x, y));
  *mp = (int)(e & 1);
  return e >> 1;
}

static int in_table(gr_int x, gr_int y) { return x < GR_WYTHOFF_TABLE && y < GR_WYTHOFF_TABLE; }

static gr_value value_at(gr_ctx *ctx, gr_int x, gr_int y) {
  gr_value v = {0, 0};
  int mp;
  if (in_table(x, y)) v.sg = cell(ctx, x, y, &mp);
  else if (!gr_wythoff_p(x, y)) v.flags = GR_UNKNOWN;
  return v;
}

/* ---- components -------------------------------------------------------------- */

static void parse(gr_cursor *c, gr_comp *x) {
  x->v = gr_alloc(c->ctx, 2 * sizeof *x->v);
  x->len = 2;
  x->v[0] = gr_read_int(c, 0, GR_MAX_WYTHOFF, GR_W(word_heap_size));
  if (*c->p != '/') gr_syntax(c, GR_W(err_wythoff_body));
  c->p++;
  x->v[1] = gr_read_int(c, 0, GR_MAX_WYTHOFF, GR_W(word_heap_size));
  if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_wythoff_body));
}

static void format(gr_buf *b, const gr_comp *x) {
  gr_printf(b, "%lld/%lld", (long long)x->v[0], (long long)x->v[1]);
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) { return value_at(ctx, x->v[0], x->v[1]); }

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  gr_int a = x->v[0], b = x->v[1];
  (void)ctx;
  (void)turn;
  return a + b + (a < b ? a : b); /* at most 3 * 10^18 */
}

/* The move to (nx, ny), which must be legal. */
static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int nx, gr_int ny) {
  gr_int a = x->v[0], b = x->v[1];
  int which = nx < a && ny < b ? 3 : nx < a ? 1 : 2;
  gr_int taken = which == 2 ? b - ny : a - nx;
  /* from/to: the heap taken from (the first when both) before and after */
  gr_move *m = gr_move_push(ml, value_at(ctx, nx, ny), which == 2 ? b : a, which == 2 ? ny : nx,
                            taken);
  gr_comp *r;
  if (m == NULL) return;
  m->text = gr_fmt(ctx, "%lld/%lld>%lld/%lld", (long long)a, (long long)b, (long long)nx,
                   (long long)ny);
  m->label = gr_m5(ctx, which == 3   ? GR_M(move_wythoff_both)
                       : which == 1 ? GR_M(move_wythoff_first)
                                    : GR_M(move_wythoff_second),
                   gr_i(taken), gr_i(a), gr_i(b), gr_i(nx), gr_i(ny));
  r = gr_move_result(ctx, m, x, 1);
  r->v[0] = nx;
  r->v[1] = ny;
}

static int reachable(gr_int a, gr_int b, gr_int nx, gr_int ny) {
  return (nx < a && ny == b) || (nx == a && ny < b) || (nx < a && a - nx == b - ny);
}

/* The P-positions one move away (at most three), into tx/ty; returns how many. */
static int targets(gr_int a, gr_int b, gr_int *tx, gr_int *ty) {
  int n = 0;
  gr_int d = a < b ? b - a : a - b, lo = gr_wythoff_lower(d), p;
  if ((p = partner(b)) < a) { /* along the first heap */
    tx[n] = p;
    ty[n++] = b;
  }
  if ((p = partner(a)) < b) { /* along the second */
    tx[n] = a;
    ty[n++] = p;
  }
  if (a <= b ? lo < a : lo < b) { /* along the diagonal: the pair with difference d */
    tx[n] = a <= b ? lo : lo + d;
    ty[n++] = a <= b ? lo + d : lo;
  }
  return n;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  gr_int a = x->v[0], b = x->v[1], t;
  (void)turn;
  if (ml->want == 0 && !ml->match) { /* the moves to P-positions, at once */
    gr_int tx[3], ty[3];
    int n = targets(a, b, tx, ty), i;
    for (i = 0; i < n; i++) push(ctx, x, ml, tx[i], ty[i]);
    return;
  }
  if (ml->want > 0 && !in_table(a, b)) {
    /* Values are known only inside the table (and at P-positions): list the
    ** moves into it, and say the others cannot be looked at. */
    gr_int T = GR_WYTHOFF_TABLE, d = a > b ? a - b : b - a, hi = a > b ? a : b;
    ml->more = 1;
    if (b < T)
      for (t = (a < T ? a : T) - 1; t >= 0 && !ml->full; t--) push(ctx, x, ml, t, b);
    if (a < T)
      for (t = (b < T ? b : T) - 1; t >= 0 && !ml->full; t--) push(ctx, x, ml, a, t);
    for (t = hi - T + 1; d < T && t <= a && t <= b && !ml->full; t++)
      if (t >= 1) push(ctx, x, ml, a - t, b - t);
    return;
  }
  for (t = a - 1; t >= 0 && !ml->full; t--) push(ctx, x, ml, t, b);
  for (t = b - 1; t >= 0 && !ml->full; t--) push(ctx, x, ml, a, t);
  for (t = 1; t <= a && t <= b && !ml->full; t++) push(ctx, x, ml, a - t, b - t);
}

static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  gr_int nx, ny;
  (void)turn;
  if (!gr_move_pair(x, text, &nx, &ny)) return;
  if (reachable(x->v[0], x->v[1], nx, ny)) push(ctx, x, ml, nx, ny);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  gr_int a = x->v[0], b = x->v[1];
  (void)turn;
  (void)move;
  if (a == 0 && b == 0) return GR_W(refuse_wythoff_empty);
  return gr_m2(ctx, GR_M(refuse_wythoff_take), gr_i(a), gr_i(b));
}

#define NEAR 16 /* cold pairs listed past the larger heap (for a board around it) */

/* The cold pairs [a, b], a <= b, with a <= top, of normal play (misere = 0)
** or of misère play, as a JSON list. */
static void cold_pairs(gr_buf *b, gr_int top, int misere) {
  gr_int k, a;
  int first = 1;
  gr_putc(b, '[');
  if (misere) { /* (0, 1) and (2, 2) in place of (0, 0) and (1, 2) */
    gr_puts(b, "[0,1]");
    if (top >= 2) gr_puts(b, ",[2,2]");
    first = 0;
  }
  for (k = 0; (a = gr_wythoff_lower(k)) <= top; k++) {
    if (misere && !misere_p(a, a + k)) continue;
    gr_printf(b, "%s[%lld,%lld]", first ? "" : ",", (long long)a, (long long)(a + k));
    first = 0;
  }
  gr_putc(b, ']');
}

/* "p": a P-position in normal play; "misere_p": in misère play; "pair":
** the cold pair [a, b] with the position's difference d (a = ⌊dφ⌋, b = a + d);
** "cold" and "misere_cold": the cold pairs [a, b] (a <= b; their mirror
** images are cold too) whose smaller heap is at most NEAR past the larger
** heap of the position (at most NEAR when that heap is past the SG table), in
** normal and misère play: what a board around the position rings. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  gr_int hx = x->v[0], hy = x->v[1], d = hx > hy ? hx - hy : hy - hx, top = hx > hy ? hx : hy;
  (void)ctx;
  (void)turn;
  if (top >= GR_WYTHOFF_TABLE) top = 0;
  gr_printf(b, ",\"p\":%s,\"misere_p\":%s", gr_wythoff_p(hx, hy) ? "true" : "false",
            misere_p(hx, hy) ? "true" : "false");
  gr_printf(b, ",\"pair\":[%lld,%lld],\"cold\":", (long long)gr_wythoff_lower(d),
            (long long)(gr_wythoff_lower(d) + d));
  cold_pairs(b, top + NEAR, 0);
  gr_puts(b, ",\"misere_cold\":");
  cold_pairs(b, top + NEAR, 1);
}

/* Misère play: one Wythoff position alone (the rule covers any heaps). */
static int misere(gr_ctx *ctx, const gr_comp *const *x, gr_int n, int turn, gr_movelist *win) {
  static const gr_int special[3][2] = {{0, 1}, {1, 0}, {2, 2}};
  gr_int a, b, tx[6], ty[6];
  int k, i, j;
  (void)turn;
  if (n != 1) return 0;
  a = x[0]->v[0];
  b = x[0]->v[1];
  if (misere_p(a, b)) return 'P';
  k = targets(a, b, tx, ty);
  for (i = 0; i < 3; i++) {
    tx[k] = special[i][0];
    ty[k++] = special[i][1];
  }
  for (i = 0; win != NULL && i < k; i++) {
    for (j = 0; j < i && (tx[j] != tx[i] || ty[j] != ty[i]); j++) {}
    if (j == i && reachable(a, b, tx[i], ty[i]) && misere_p(tx[i], ty[i]))
      push(ctx, x[0], &win[0], tx[i], ty[i]);
  }
  return 'N';
}

/* ---- the judge: HDU 1527 / POJ 1067 ---------------------------------------------
** Lines "a b" until the end of the input: one queen at (a, b). */

static void judge_wythoff(gr_jr *r) {
  const gr_msg *items = GR_W(word_wythoff_ab);
  const gr_msg *why = r->strict ? NULL : GR_W(word_wythoff_most);
  long long k;
  for (k = 1; gr_jr_skip_blank(r) != EOF; k++) {
    gr_int h[2];
    gr_comp x;
    gr_sum s;
    memset(&x, 0, sizeof x);
    memset(&s, 0, sizeof s);
    h[0] = gr_jr_number_why(r, 0, r->strict ? 1000000000 : GR_MAX_WYTHOFF, GR_W(word_heap_size),
                            why);
    gr_jr_need_item(r, k, 2, 2, items);
    h[1] = gr_jr_number_why(r, 0, r->strict ? 1000000000 : GR_MAX_WYTHOFF, GR_W(word_heap_size),
                            why);
    gr_jr_end_items(r, k, 2, items);
    x.game = &gr_game_wythoff;
    x.v = h;
    x.len = 2;
    gr_jr_sum_comp(r, &s, 1, &x);
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "1\n" : "0\n");
    if (r->pos) {
      gr_jr_case_start(r, "wythoff:");
      gr_jr_case_num(r, h[0]);
      gr_jr_case_put(r, "/", 1);
      gr_jr_case_num(r, h[1]);
      gr_jr_case_done(r, k, 1, "queens");
    }
  }
}

static const gr_judgedef judges[] = {
  {"wythoff", "HDU 1527 / POJ 1067", "wythoff",
   "https://acm.hdu.edu.cn/showproblem.php?pid=1527", GR_W(judge_wythoff_answers), "2 1\n8 4\n4 7\n", judge_wythoff},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {{"heap", GR_MAX_WYTHOFF}, {"table", GR_WYTHOFF_TABLE}, {NULL, 0}};

static void random_queen(const gr_game *g, gr_buf *b, uint64_t *seed) {
  (void)g;
  gr_printf(b, "wythoff:%lld/%lld", (long long)gr_rand(seed, 0, 5), (long long)gr_rand(seed, 0, 5));
}

/* The table entry a position's value reads (-1: past the table, where the
** formula for P-positions answers). */
static gr_int index_of(const gr_comp *x) {
  return in_table(x->v[0], x->v[1]) ? cell_index(x->v[0], x->v[1]) : -1;
}

/* The table's work: each cell's mex scans a bit set per line through it, of
** 3s/64 words for s shells (s about the square root of the entries), all of
** them again from the start (extend rebuilds the sets); twice that measured. */
static double cost(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries) {
  gr_int known = 0, pre, per, s = 0;
  const gr_famstate *fs;
  (void)gr_family_known(ctx, g, p, &known, &pre, &per, &fs);
  if (entries <= (double)known) return 0;
  while ((double)(s + 1) * (s + 1) < entries) s++;
  return 2.0 * entries * (3.0 * (double)(s + 1) / 64 + 8);
}

static const gr_family_caps wythoff_family = {
  .table_limit = (gr_int)GR_WYTHOFF_TABLE * GR_WYTHOFF_TABLE - 1,
  .extend = extend,
  .cost = cost,
  .index = index_of,
};

static const gr_misere_caps wythoff_misere = {
  .outcome = misere,
  .rule = GR_W(misere_wythoff),
};

static const gr_grid_caps wythoff_grid = {
  .limit = GR_WYTHOFF_TABLE,
  .cell = cell,
};

static const gr_front_caps wythoff_front = {
  .limits = limits,
  .judges = judges,
  .random = random_queen,
};

const gr_game gr_game_wythoff = {
  .name = "wythoff",
  .title = GR_W(game_wythoff_title),
  .notation = GR_W(game_wythoff_notation),
  .example = "wythoff:4/7,9/6",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .find_move = find_move,
  .family = &wythoff_family,
  .misere = &wythoff_misere,
  .grid = &wythoff_grid,
  .front = &wythoff_front,
};
