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
#include <string.h>
#include "../grint.h"

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

static const gr_limit limits[] = {{"stairs", GR_MAX_STAIRS}, {"coins", GR_MAX_COINS}, {NULL, 0}};

static void random_stairs(gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 3), i;
  gr_puts(b, "staircase:");
  for (i = 0; i < n; i++) gr_printf(b, "%s%lld", i ? "/" : "", (long long)gr_rand(seed, 0, 3));
}

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
  .family = GR_W(game_staircase_family),
  .table_limit = GR_MAX_SEQUENCE,
  .extend = extend,
  .period_bound = period_bound,
  .period_rule = GR_W(game_staircase_rule),
  .limits = limits,
  .family_example = "staircase",
  .random = random_stairs,
  .brute = brute,
};
