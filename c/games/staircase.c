/*
** staircase.c — staircase Nim: coins on stairs 1..k; a move carries any
** positive number of coins from one stair to the stair below (from stair 1
** they leave the game). Notation: coins per stair from stair 1 up, "/"
** between stairs: "staircase:3/0/5".
** Value: coins on even stairs can be copied down by the opponent, so only the
** odd stairs count: SG = XOR of the coin counts on stairs 1, 3, 5, …
**
** Component: v and len, the coins on each stair from stair 1 up.
*/
#include <stdlib.h>
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "../codegen.h"
#include "../judge.h"
#include "words.h"

extern const gr_game gr_game_staircase;

#define GR_MAX_STAIRS 4096       /* stairs in a staircase */
#define GR_MAX_COINS 9223372036854775807LL /* coins on a staircase, all stairs together */

static gr_int stair_sg(const gr_comp *x) {
  gr_int sg = 0;
  int i;
  for (i = 0; i < x->len; i += 2) sg ^= x->v[i]; /* stairs 1, 3, 5: index 0, 2, 4 */
  return sg;
}

static void parse(gr_cursor *c, gr_comp *x) {
  gr_int cap = 8, *v = gr_alloc(c->ctx, (size_t)cap * sizeof *v), total = 0;
  const char *start = c->p;
  int n = 0;
  for (;;) {
    if (n == GR_MAX_STAIRS) /* well formed but too large: a limit, not a syntax error */
      gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_staircase_stairs),
                                        gr_i((gr_int)(c->p - c->text) + 1), gr_i(GR_MAX_STAIRS)));
    if (n == cap) {
      gr_int *nv = gr_alloc(c->ctx, (size_t)cap * 2 * sizeof *nv);
      int i;
      for (i = 0; i < n; i++) nv[i] = v[i];
      v = nv;
      cap *= 2;
    }
    v[n] = gr_read_int(c, 0, GR_MAX_COINS, GR_W(word_staircase_coins));
    if (v[n] > GR_MAX_COINS - total) /* moves pile coins up: every position reached must parse */
      gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_staircase_total),
                                        gr_i((gr_int)(start - c->text) + 1), gr_i(GR_MAX_COINS)));
    total += v[n++];
    if (*c->p != '/') break;
    c->p++;
  }
  if (!gr_at_comp_end(c))
    gr_syntax(c, GR_W(err_staircase_body));
  x->len = n;
  x->v = v;
}

static void format(gr_buf *b, const gr_comp *x) {
  int i;
  for (i = 0; i < x->len; i++) {
    if (i) gr_putc(b, '/');
    gr_puti(b, x->v[i]);
  }
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v;
  (void)ctx;
  v.sg = stair_sg(x);
  v.flags = 0;
  return v;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  gr_int n = 0; /* one move per coin: k coins from a stair, k = 1..its coins */
  int i;
  (void)ctx;
  (void)turn;
  for (i = 0; i < x->len; i++) n += x->v[i]; /* at most GR_MAX_COINS in all */
  return n;
}

static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, int s, gr_int k, gr_int sg) {
  gr_value v = {0, 0};
  gr_move *m;
  gr_comp *a;
  gr_int gain = s % 2 == 0 ? x->v[s] : 0; /* index s is stair s+1 */
  v.sg = sg;
  if (s % 2 == 0) v.sg ^= gain ^ (gain - k);
  else v.sg ^= x->v[s - 1] ^ (x->v[s - 1] + k);
  if ((m = gr_move_push(ml, v, s + 1, s, k)) == NULL) return;
  m->text = gr_fmt(ctx, "%dx%lld", s + 1, (long long)k);
  if (s == 0)
    m->label = gr_m1(ctx, k == 1 ? GR_M(move_staircase_off1) : GR_M(move_staircase_off), gr_i(k));
  else
    m->label = gr_m3(ctx, k == 1 ? GR_M(move_staircase_down1) : GR_M(move_staircase_down),
                     gr_i(k), gr_i(s + 1), gr_i(s));
  a = gr_move_result(ctx, m, x, 1);
  a->v[s] -= k;
  if (s > 0) a->v[s - 1] += k;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  gr_int sg = stair_sg(x);
  int s;
  (void)turn;
  for (s = 0; s < x->len && !ml->full; s++) {
    gr_int c = x->v[s], k;
    if (ml->match) { /* only the named move: stair m_from, m_count coins */
      if (s + 1 == ml->m_from && ml->m_count >= 1 && ml->m_count <= c)
        push(ctx, x, ml, s, ml->m_count, sg);
      continue;
    }
    if (ml->want >= 0) { /* solve for the one count that reaches want */
      if (s % 2 == 0) k = c - (c ^ sg ^ ml->want);
      else k = (x->v[s - 1] ^ sg ^ ml->want) - x->v[s - 1];
      if (k >= 1 && k <= c) push(ctx, x, ml, s, k, sg);
      continue;
    }
    for (k = 1; k <= c && !ml->full; k++) push(ctx, x, ml, s, k, sg);
  }
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  int s = 0;
  (void)turn;
  while (*move >= '0' && *move <= '9' && s <= x->len) s = s * 10 + (*move++ - '0');
  if (*move != 'x' || s < 1 || s > x->len)
    return gr_m1(ctx, GR_M(refuse_staircase_notation), gr_i(x->len));
  if (x->v[s - 1] == 0) return gr_m1(ctx, GR_M(refuse_staircase_empty), gr_i(s));
  return gr_m2(ctx, x->v[s - 1] == 1 ? GR_M(refuse_staircase_carry1) : GR_M(refuse_staircase_carry),
               gr_i(s), gr_i(x->v[s - 1]));
}

/* Family: n stairs holding one coin each. SG(n) = ⌈n/2⌉ mod 2. */
static void extend(gr_ctx *ctx, const gr_param *p, uint32_t *v, gr_int from, gr_int to) {
  gr_int i;
  (void)ctx;
  (void)p;
  for (i = from; i <= to; i++) v[i] = (uint32_t)(((i + 1) / 2) % 2);
}

/* The rule as code (the code generator's brute force): a search over every
** staircase the n one-coin stairs reach, which knows nothing of the odd
** stairs. Their number grows exponentially: it reaches n = STAIR_BRUTE_CPP
** in C++ and STAIR_BRUTE_PY in Python within a second or so. */
#define STAIR_BRUTE_CPP 11
#define STAIR_BRUTE_PY 9
static int brute(gr_coder *w, const gr_param *p) {
  (void)p;
  w->kind = GR_BRUTE_VALUE;
  w->reach = w->lang == GR_LANG_CPP ? STAIR_BRUTE_CPP : STAIR_BRUTE_PY;
  gr_code_note(w, "G(s): the SG value of a staircase s, s[i] the coins on stair i + 1; a move carries",
               "G(s)：阶梯 s 的 SG 值，s[i] 为第 i + 1 级台阶上的硬币数；一步把某级台阶上的");
  gr_code_note(w, "one or more coins from a stair to the stair below (from stair 1 they leave the game)",
               "一枚或多枚硬币移到下一级（从第 1 级移出的硬币离开游戏）");
  if (w->lang == GR_LANG_CPP) {
    gr_code_line(w, "static map<vector<ll>, ll> memo;");
    gr_code_open(w, "static ll G(const vector<ll>& s)", NULL);
    gr_code_line(w, "auto it = memo.find(s);");
    gr_code_line(w, "if (it != memo.end()) return it->second;");
    gr_code_line(w, "vector<ll> seen;");
    gr_code_open(w, "for (size_t i = 0; i < s.size(); i++)", NULL);
    gr_code_open(w, "for (ll c = 1; c <= s[i]; c++)", NULL);
    gr_code_line(w, "vector<ll> t = s;");
    gr_code_line(w, "t[i] -= c;");
    gr_code_line(w, "if (i > 0) t[i - 1] += c;");
    gr_code_line(w, "seen.push_back(G(t));");
    gr_code_close(w);
    gr_code_close(w);
    gr_code_line(w, "ll g = mex(seen);");
    gr_code_line(w, "memo[s] = g;");
    gr_code_line(w, "return g;");
    gr_code_close(w);
    gr_code_note(w, "n stairs holding one coin each", "n 级台阶，每级一枚硬币");
    gr_code_line(w, "static ll value_of(ll n) { return G(vector<ll>(n, 1)); }");
  } else {
    gr_code_line(w, "memo = {}");
    gr_code_open(w, NULL, "def G(s):");
    gr_code_open(w, NULL, "if s in memo:");
    gr_code_line(w, "return memo[s]");
    gr_code_close(w);
    gr_code_line(w, "seen = []");
    gr_code_open(w, NULL, "for i in range(len(s)):");
    gr_code_open(w, NULL, "for c in range(1, s[i] + 1):");
    gr_code_line(w, "t = list(s)");
    gr_code_line(w, "t[i] -= c");
    gr_code_open(w, NULL, "if i > 0:");
    gr_code_line(w, "t[i - 1] += c");
    gr_code_close(w);
    gr_code_line(w, "seen.append(G(tuple(t)))");
    gr_code_close(w);
    gr_code_close(w);
    gr_code_line(w, "memo[s] = g = mex(seen)");
    gr_code_line(w, "return g");
    gr_code_close(w);
    gr_code_line(w, "%s", "");
    gr_code_note(w, "n stairs holding one coin each", "n 级台阶，每级一枚硬币");
    gr_code_line(w, "def value_of(n): return G((1,) * n)");
  }
  return 1;
}

static gr_int period_bound(const gr_param *p, gr_int n0, gr_int per) {
  (void)p;
  (void)per;
  /* The values have period 4, so v(m+per) = v(m) is 4-periodic in m: four
  ** consecutive agreements prove it for every m >= n0. */
  return n0 + 4;
}

/* ---- the judges ------------------------------------------------------------------
** A staircase of n stairs read from the problems: AcWing 892's steps (coins per
** step from step 1 up), and POJ 1704's chessmen on a row, which is staircase
** Nim on the gaps between them. */

/* A staircase of n stairs, its coins c[0..n-1] from stair 1 up. */
static gr_comp stairs(gr_int *c, long long n) {
  gr_comp x;
  memset(&x, 0, sizeof x);
  x.game = &gr_game_staircase;
  x.v = c;
  x.len = (int)n;
  return x;
}

/* Case k's answer, and its position text (when a staircase may hold it). */
static void answer(gr_jr *r, const gr_comp *x, long long k, const char *win, const char *lose) {
  gr_sum s;
  int i;
  memset(&s, 0, sizeof s);
  gr_jr_sum_comp(r, &s, 1, x);
  gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? win : lose);
  if (r->pos == NULL) return;
  gr_jr_case_start(r, "staircase:");
  if (x->len > GR_MAX_STAIRS) r->why = GR_W(judge_staircase_many);
  for (i = 0; i < x->len && r->why == NULL; i++) {
    if (i) gr_jr_case_put(r, "/", 1);
    gr_jr_case_num(r, x->v[i]);
  }
  if (x->len == 0) gr_jr_case_put(r, "0", 1);
  gr_jr_case_done(r, k, x->len, "stairs");
}

/* The n numbers of case k's list (n > 0, on a line of its own) in [lo, hi];
** the caller ends the list's line (gr_jr_end_items). */
static gr_int *read_list(gr_jr *r, long long k, long long n, long long lo, long long hi,
                         const gr_msg *items, const gr_msg *what) {
  gr_int *v = NULL;
  long long i, cap = 0;
  if (n > GR_MAX_COMPONENTS * 10LL) /* a staircase's stairs are an int */
    gr_jr_fail_limit(r, gr_m4(r->ctx, GR_M(judge_staircase_list), gr_i(k), gr_i(n), gr_n(items),
                              gr_i(GR_MAX_COMPONENTS * 10LL)));
  gr_jr_list_begin(r, k, n, items);
  for (i = 1; i <= n; i++) { /* grown as the list is read: n is only what the input says */
    if (i > cap) {
      gr_int *more = gr_alloc(r->ctx, (size_t)(cap ? 2 * cap : 256) * sizeof *more);
      if (cap) memcpy(more, v, (size_t)cap * sizeof *v);
      v = more;
      cap = cap ? 2 * cap : 256;
    }
    v[i - 1] = gr_jr_item(r, k, i, n, lo, hi, items, what);
  }
  return v;
}

/* AcWing 892: n, then the stones on steps 1..n; one case. */
static void judge_acwing892(gr_jr *r) {
  long long n;
  gr_int *c, zero = 0;
  gr_comp x;
  if (gr_jr_skip_blank(r) == EOF)
    gr_jr_fail(r, gr_m1(r->ctx, GR_M(judge_empty), gr_n(GR_W(word_staircase_steps_n))));
  n = gr_jr_number(r, r->strict ? 1 : 0, gr_jr_bound(r, 100000), GR_W(word_staircase_steps_n));
  gr_jr_end_line(r, GR_W(word_staircase_steps_n));
  c = &zero;
  if (n > 0) {
    c = read_list(r, 1, n, r->strict ? 1 : 0, gr_jr_bound(r, 1000000000),
                  GR_W(word_staircase_counts), GR_W(word_staircase_count));
    gr_jr_end_items(r, 1, n, GR_W(word_staircase_counts));
  }
  x = stairs(c, n);
  answer(r, &x, 1, "Yes\n", "No\n");
  gr_jr_no_more_one(r);
}

static int cmp_ll(const void *a, const void *b) {
  gr_int x = *(const gr_int *)a, y = *(const gr_int *)b;
  return (x > y) - (x < y);
}

/* POJ 1704: T cases, each N and the N chessmen's cells (any order). Sorted,
** the gaps before each chessman are stairs counted from the right: moving a
** chessman left takes from the gap before it and adds to the gap after it. */
static void judge_georgia(gr_jr *r) {
  long long cases = gr_jr_first_count(r, gr_jr_bound(r, 20), GR_W(word_judge_cases_t)), k;
  for (k = 1; k <= cases; k++) {
    gr_mark mark = gr_jr_mark(r);
    long long n, i;
    gr_int *p, *c, zero = 0;
    gr_comp x;
    gr_jr_need_case(r, k, cases, GR_W(word_staircase_chessmen_n));
    n = gr_jr_number(r, r->strict ? 1 : 0, gr_jr_bound(r, 1000), GR_W(word_staircase_chessmen_n));
    gr_jr_end_line(r, GR_W(word_staircase_chessmen_n));
    c = &zero;
    if (n > 0) {
      p = read_list(r, k, n, 1, gr_jr_bound(r, 10000), GR_W(word_staircase_cells),
                    GR_W(word_staircase_cell));
      qsort(p, (size_t)n, sizeof *p, cmp_ll);
      c = gr_alloc(r->ctx, (size_t)n * sizeof *c);
      for (i = 0; i < n; i++) {
        if (i > 0 && p[i] == p[i - 1])
          gr_jr_fail(r, gr_m2(r->ctx, GR_M(judge_staircase_twice), gr_i(p[i]), gr_i(k)));
        c[n - 1 - i] = p[i] - (i > 0 ? p[i - 1] : 0) - 1;
      }
      gr_jr_end_items(r, k, n, GR_W(word_staircase_cells));
      if (r->pos != NULL) { /* stair s is the gap left of the s-th chessman from the right */
        const gr_msg **names = gr_alloc(r->ctx, (size_t)n * sizeof *names);
        for (i = 0; i < n; i++) names[n - 1 - i] = gr_m1(r->ctx, GR_M(judge_staircase_chessman), gr_i(p[i]));
        gr_jr_case_names(r, names, n);
      }
    }
    x = stairs(c, n);
    answer(r, &x, k, "Georgia will win\n", "Bob will win\n");
    gr_jr_release(r, mark);
  }
  gr_jr_no_more(r, cases);
}

static const gr_judgedef judges[] = {
  {"georgia", "POJ 1704", "staircase",
   "http://poj.org/problem?id=1704", GR_W(judge_staircase_georgia_answers),
   "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n", judge_georgia},
  {"acwing892", "AcWing 892", "staircase",
   "https://www.acwing.com/problem/content/894/", GR_W(judge_staircase_answers), "3\n2 1 3\n", judge_acwing892},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {{"stairs", GR_MAX_STAIRS}, {"coins", GR_MAX_COINS}, {NULL, 0}};

static void random_stairs(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 3), i;
  (void)g;
  gr_puts(b, "staircase:");
  for (i = 0; i < n; i++) gr_printf(b, "%s%lld", i ? "/" : "", (long long)gr_rand(seed, 0, 3));
}

/* The family's size n: n stairs holding one coin each ("0": none). */
static int family_body(gr_buf *b, const gr_param *p, gr_int n) {
  gr_int i;
  (void)p;
  if (n > GR_MAX_STAIRS) return 0;
  if (n == 0) gr_putc(b, '0');
  for (i = 0; i < n; i++) gr_puts(b, i ? "/1" : "1");
  return 1;
}

/* Example claims (grundy claim; the page's claim checker). */
static const char *const claims[] = {"staircase:1/1/1 is N", NULL};

static const gr_family_caps staircase_family = {
  .size_words = GR_W(game_staircase_family),
  .table_limit = GR_MAX_SEQUENCE,
  .extend = extend,
  .period_bound = period_bound,
  .period_rule = GR_W(game_staircase_rule),
  .example = "staircase",
  .body = family_body,
  .brute = brute,
};

static const gr_front_caps staircase_front = {
  .limits = limits,
  .judges = judges,
  .random = random_stairs,
  .claims = claims,
};

const gr_game gr_game_staircase = {
  .name = "staircase",
  .title = GR_W(game_staircase_title),
  .notation = GR_W(game_staircase_notation),
  .example = "staircase:3/0/5/2",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .family = &staircase_family,
  .front = &staircase_front,
};
