/*
** rulerun.c — the rule language of typed games at work: a compiled
** expression run on its stack, the take-and-break code a rule is, the whole
** rule read as a game's parameters, the rule in words and as code
** (rulelang.c says the grammar and how a rule is compiled).
*/
#include <string.h>
#include "../game.h"
#include "../codegen.h"
#include "../kit/code.h"
#include "ruleint.h"
#include "words.h"

static gr_int fdiv(gr_int a, gr_int b) { /* rounded down; x/0 = 0 */
  gr_int q;
  if (b == 0) return 0;
  if (b == -1) return a == -GR_INT_MAX - 1 ? GR_INT_MAX : -a;
  q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
  return q;
}

static gr_int fmod_(gr_int a, gr_int b) { /* a - b * floor(a / b); x%0 = x */
  gr_int m;
  if (b == 0) return a;
  if (b == -1) return 0;
  m = a % b;
  if (m != 0 && ((m < 0) != (b < 0))) m += b;
  return m;
}

static int popcount(uint64_t x) {
  int c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
}

static uint64_t uabs(gr_int x) { return x < 0 ? 0ULL - (uint64_t)x : (uint64_t)x; }

static gr_int isqrt(gr_int x) { /* digit by digit, in base 4 */
  uint64_t n = (uint64_t)x, r = 0, bit = (uint64_t)1 << 62;
  if (x <= 0) return 0;
  while (bit > n) bit >>= 2;
  while (bit) {
    if (n >= r + bit) {
      n -= r + bit;
      r = (r >> 1) + bit;
    } else {
      r >>= 1;
    }
    bit >>= 2;
  }
  return (gr_int)r;
}

static uint64_t tri_of(uint64_t m) { return m % 2 ? m * ((m + 1) / 2) : (m / 2) * (m + 1); }

static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) {
  uint64_t r = 0;
  if (m <= 0xFFFFFFFFULL) return (a % m) * (b % m) % m;
  a %= m;
  while (b) { /* a + a and r + a stay below 2^64: m < 2^63 */
    if (b & 1) r = (r + a) % m;
    a = (a + a) % m;
    b >>= 1;
  }
  return r;
}

static uint64_t powmod(uint64_t a, uint64_t e, uint64_t m) {
  uint64_t r = 1 % m;
  a %= m;
  while (e) {
    if (e & 1) r = mulmod(r, a, m);
    a = mulmod(a, a, m);
    e >>= 1;
  }
  return r;
}

/* Miller–Rabin with bases that decide every 64-bit number. */
static int is_prime(gr_int x, gr_int *steps) {
  static const uint64_t small[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
  static const uint64_t bases[] = {2, 325, 9375, 28178, 450775, 9780504, 1795265022};
  uint64_t n = (uint64_t)x, d;
  int s = 0, i;
  if (x < 2) return 0;
  for (i = 0; i < 12; i++) {
    if (n == small[i]) return 1;
    if (n % small[i] == 0) return 0;
  }
  if (n < 37 * 37) return 1;
  *steps += n <= 0xFFFFFFFFULL ? 64 : 7 * 64 * 64;
  for (d = n - 1; d % 2 == 0; d /= 2) s++;
  for (i = 0; i < 7; i++) {
    uint64_t a = bases[i] % n, y;
    int r;
    if (a == 0) continue;
    y = powmod(a, d, n);
    if (y == 1 || y == n - 1) continue;
    for (r = 1; r < s; r++) {
      y = mulmod(y, y, n);
      if (y == n - 1) break;
    }
    if (r == s) return 0;
  }
  return 1;
}

static gr_int call(gr_reval *e, const ins *in, gr_int x, gr_int y) {
  switch ((int)in->arg) {
  case F_PRIME: return is_prime(x, &e->steps);
  case F_SQUARE: return x >= 0 && isqrt(x) * isqrt(x) == x;
  case F_POW2: return x > 0 && (x & (x - 1)) == 0;
  case F_FIB: {
    gr_int a = 0, b = 1;
    while (a < x) {
      gr_int t = a + b;
      a = b;
      b = t;
      e->steps++;
      if (b < 0) break; /* past 2^63: x is below b, so not one */
    }
    return a == x;
  }
  case F_TRI: { /* x = m(m+1)/2 for some m */
    uint64_t m;
    if (x < 0) return 0;
    /* m(m+1)/2 = x puts m near the square root of 2x */
    m = x <= GR_INT_MAX / 2 ? (uint64_t)isqrt(2 * x) : 2 * (uint64_t)isqrt(x / 2);
    while (m > 0 && tri_of(m) > (uint64_t)x) m--;
    while (tri_of(m + 1) <= (uint64_t)x) m++;
    return tri_of(m) == (uint64_t)x;
  }
  case F_ODD: return fmod_(x, 2) == 1;
  case F_EVEN: return fmod_(x, 2) == 0;
  case F_ODIOUS: return popcount(uabs(x)) % 2 == 1;
  case F_EVIL: return popcount(uabs(x)) % 2 == 0;
  case F_MIN: return x < y ? x : y;
  case F_MAX: return x > y ? x : y;
  case F_ABS:
    if (x == -GR_INT_MAX - 1) gr_rl_too_large(e, in, "abs(x)");
    return x < 0 ? -x : x;
  case F_GCD: {
    uint64_t a = uabs(x), b = uabs(y);
    while (b) {
      uint64_t t = a % b;
      a = b;
      b = t;
      e->steps++;
    }
    if (a > (uint64_t)GR_INT_MAX) gr_rl_too_large(e, in, "gcd(x, y)");
    return (gr_int)a;
  }
  case F_SQRT: return isqrt(x);
  case F_LOG2: {
    gr_int l = 0;
    if (x < 2) return 0;
    while (x >>= 1) l++;
    return l;
  }
  case F_BITS: return popcount(uabs(x));
  case F_V2: {
    uint64_t u = uabs(x);
    gr_int v = 0;
    if (u == 0) return 0;
    while (!(u & 1)) {
      u >>= 1;
      v++;
    }
    return v;
  }
  default: return 0;
  }
}

gr_int gr_rule_run(gr_reval *e, const gr_rprog *p) {
  gr_int st[2 * GR_RULE_MAX_DEPTH + 64], *sp = st;
  const ins *code = p->code;
  int pc = 0, n = p->n;
  gr_int a, b, r;
  if (p->depth > (int)(sizeof st / sizeof st[0]))
    gr_throw(e->ctx, GR_ELIMIT, GR_W(err_rule_deep));
  while (pc < n) {
    const ins *i = &code[pc++];
    e->steps++;
    switch (i->op) {
    case I_NUM: *sp++ = i->arg; break;
    case I_VAR: *sp++ = e->v[i->arg]; break;
    case I_NEG:
      if (sp[-1] == -GR_INT_MAX - 1) gr_rl_too_large(e, i, "-x");
      sp[-1] = -sp[-1];
      break;
    case I_NOT: sp[-1] = !sp[-1]; break;
    case I_BOOL: sp[-1] = sp[-1] != 0; break;
    case I_DEC: if (sp[-1] > NEG_INF) sp[-1]--; break;
    case I_INC: if (sp[-1] < INF) sp[-1]++; break;
    case I_JZKEEP:
      if (sp[-1] == 0) pc = (int)i->arg;
      else sp--;
      break;
    case I_JNZONE:
      if (sp[-1] != 0) {
        sp[-1] = 1;
        pc = (int)i->arg;
      } else {
        sp--;
      }
      break;
    case I_JZ:
      if (*--sp == 0) pc = (int)i->arg;
      break;
    case I_JMP: pc = (int)i->arg; break;
    case I_CALL: {
      int args = FUNCS[i->arg].args;
      sp -= args;
      *sp = call(e, i, sp[0], args > 1 ? sp[1] : 0);
      sp++;
      break;
    }
    default:
      b = *--sp;
      a = sp[-1];
      switch (i->op) {
      case I_ADD:
        if ((b > 0 && a > GR_INT_MAX - b) || (b < 0 && a < -GR_INT_MAX - 1 - b)) gr_rl_too_large(e, i, "x+y");
        r = a + b;
        break;
      case I_SUB:
        if ((b < 0 && a > GR_INT_MAX + b) || (b > 0 && a < -GR_INT_MAX - 1 + b)) gr_rl_too_large(e, i, "x-y");
        r = a - b;
        break;
      case I_MUL:
        if (a != 0 && b != 0) {
          uint64_t ua = uabs(a), ub = uabs(b);
          uint64_t lim = (a < 0) != (b < 0) ? (uint64_t)GR_INT_MAX + 1 : (uint64_t)GR_INT_MAX;
          if (ua > lim / ub) gr_rl_too_large(e, i, "x*y");
        }
        r = (gr_int)((uint64_t)a * (uint64_t)b);
        break;
      case I_DIV: case I_FDIV: r = fdiv(a, b); break;
      case I_CDIV: r = b == 0 ? 0 : -fdiv(a == -GR_INT_MAX - 1 ? GR_INT_MAX : -a, b); break;
      case I_MOD: r = fmod_(a, b); break;
      case I_POW: {
        uint64_t base = uabs(a), acc = 1, lim = (uint64_t)GR_INT_MAX;
        gr_int ex = b;
        int neg = a < 0 && (b & 1);
        if (b < 0) { /* 1 / a^|b|, rounded down */
          r = a == 1 ? 1 : a == -1 ? (b & 1 ? -1 : 1) : a == 0 ? 0 : (neg ? -1 : 0);
          if (a == 0) gr_rl_too_large(e, i, NULL); /* 0 to a negative power */
          break;
        }
        if (neg) lim++;
        while (ex > 0) {
          e->steps++;
          if (ex & 1) {
            if (base != 0 && acc > lim / base) gr_rl_too_large(e, i, "x^y");
            acc *= base;
          }
          ex >>= 1;
          if (ex > 0) {
            if (base > 0xFFFFFFFFULL) { /* squaring overflows: only base 0 or 1 survive */
              if (acc != 0) gr_rl_too_large(e, i, "x^y");
              break;
            }
            base *= base;
          }
        }
        r = neg ? (gr_int)(0 - acc) : (gr_int)acc;
        break;
      }
      case I_LT: r = a < b; break;
      case I_LE: r = a <= b; break;
      case I_GT: r = a > b; break;
      case I_GE: r = a >= b; break;
      case I_EQ: r = a == b; break;
      case I_NE: r = a != b; break;
      case I_DVD: r = a == 0 ? b == 0 : fmod_(b, a) == 0; break;
      case I_MIN: r = a < b ? a : b; break;
      case I_MAX: r = a > b ? a : b; break;
      default: r = 0; break;
      }
      sp[-1] = r;
      break;
    }
  }
  return sp > st ? sp[-1] : 0;
}

/* ---- the take-and-break code a rule is ---------------------------------------------
** On one heap, a rule is a take-and-break code when every move's takes form a
** finite set fixed by the take alone (conditions on the take only, a range of
** numbers), and what a move leaves does not depend on the heap: the rest as
** one heap (bits 1 and 2 of the digit: nothing when the take is the whole
** heap, else one heap — or only one of them, with the condition k<n or
** k=n), or two to four heaps (bits 4, 8, 16; "!" when two heaps must differ,
** a<b or a!=b). Then the code's periodicity theorem proves the rule's period,
** and the pattern finder names it. */

typedef struct codebits {
  int d[GR_MAX_CODE_DIGITS + 1];
  int mod[GR_MAX_CODE_DIGITS + 1];  /* -1: none yet */
} codebits;

static int is_take(const node *x) { return x->kind == N_VAR && x->val == GR_RV_K; }
static int is_heap(const node *x) { return x->kind == N_VAR && x->val == GR_RV_N; }
static int is_part(const node *x, int i) { return x->kind == N_VAR && x->val == GR_RV_PART + i; }

/* Adds move m of the tree (compiled mv) to the digits; 0 when it is not a code's move. */
static int code_move(gr_ctx *ctx, const gr_rule *r, const amove *m, const gr_rmove *mv,
                     codebits *cb) {
  int i, proper = 0, whole = 0, unequal = 0, j;
  const node *keep[sizeof m->cond / sizeof m->cond[0]];
  int nkeep = 0;
  gr_int lo, hi, k;
  bounder z;
  node *dl = NULL, *dh = NULL, *all = NULL;
  gr_reval e;
  z.ctx = ctx;
  if (m->parts > 2 && m->ncond > 0) { /* conditions on three or four heaps: not a digit */
    for (i = 0; i < m->ncond; i++)
      for (j = 0; j < m->parts; j++)
        if (gr_rl_reads(m->cond[i], GR_RV_PART + j)) return 0;
  }
  for (i = 0; i < m->ncond; i++) {
    const node *c = m->cond[i], *a = c->a[0], *b = c->a[1];
    if (gr_rl_reads(c, GR_RV_LAST)) return 0;
    if (m->parts == 1 && ((c->kind == N_LT && is_take(a) && is_heap(b)) ||
                          (c->kind == N_GT && is_heap(a) && is_take(b)) ||
                          (c->kind == N_NE && ((is_take(a) && is_heap(b)) || (is_heap(a) && is_take(b)))))) {
      proper = 1;
      continue;
    }
    if (m->parts == 1 && c->kind == N_EQ && ((is_take(a) && is_heap(b)) || (is_heap(a) && is_take(b)))) {
      whole = 1;
      continue;
    }
    if (m->parts == 2 && ((c->kind == N_LT && is_part(a, 0) && is_part(b, 1)) ||
                          (c->kind == N_GT && is_part(a, 1) && is_part(b, 0)) ||
                          (c->kind == N_NE && ((is_part(a, 0) && is_part(b, 1)) || (is_part(a, 1) && is_part(b, 0)))))) {
      unequal = 1;
      continue;
    }
    if (gr_rl_reads(c, GR_RV_N)) return 0;
    for (j = 0; j < m->parts && m->parts > 1; j++)
      if (gr_rl_reads(c, GR_RV_PART + j)) return 0;
    keep[nkeep++] = c;
  }
  if (gr_rl_reads(m->lo, GR_RV_N) || gr_rl_reads(m->hi, GR_RV_N) || gr_rl_reads(m->lo, GR_RV_LAST) ||
      gr_rl_reads(m->hi, GR_RV_LAST))
    return 0;
  memset(&e, 0, sizeof e);
  e.ctx = ctx;
  e.rule = r;
  for (i = 0; i < nkeep; i++)
    all = all ? gr_rl_bnode(&z, N_AND, keep[i]->pos, all, (node *)keep[i], NULL) : (node *)keep[i];
  /* the takes: the range written, and what the kept conditions bound */
  if (m->split) {
    lo = hi = 0;
  } else if (!m->take[0]) {
    lo = hi = m->num;
  } else {
    lo = mv->lo ? gr_rule_run(&e, mv->lo) : 1;
    hi = mv->hi ? gr_rule_run(&e, mv->hi) : INF;
    if (all != NULL) {
      gr_int l2 = NEG_INF, h2 = INF;
      gr_rl_bounds(&z, all, &dl, &dh);
      if (dl) l2 = gr_rule_run(&e, gr_rl_compile(ctx, dl));
      if (dh) h2 = gr_rule_run(&e, gr_rl_compile(ctx, dh));
      if (l2 > lo) lo = l2;
      if (h2 < hi) hi = h2;
    }
  }
  if (lo < 0) lo = 0;
  if (hi > GR_MAX_CODE_DIGITS) return 0; /* not a finite code the engine writes */
  {
    const gr_rprog *test = gr_rl_compile(ctx, all);
    for (k = lo; k <= hi; k++) {
    int bits;
    if (m->parts == 1 && k == 0) continue; /* takes nothing and leaves it: no move */
    e.v[GR_RV_K] = k;
    if (test != NULL && gr_rule_run(&e, test) == 0) continue;
    if (m->parts == 1) bits = whole && proper ? 0 : whole ? 1 : proper ? 2 : 3;
    else bits = 1 << m->parts;
    if (bits == 0) continue;
    if (m->parts == 2) {
      int want = unequal ? GR_MOD_UNEQUAL : GR_MOD_NONE;
      if (cb->d[k] & 4) {
        if (cb->mod[k] != want) { /* "!" and none together: none covers both */
          if (want == GR_MOD_NONE) cb->mod[k] = GR_MOD_NONE;
        }
      } else {
        cb->mod[k] = want;
      }
    }
    cb->d[k] |= bits;
    }
  }
  return 1;
}

static const gr_param *code_of(gr_ctx *ctx, const gr_rule *r, const ast *t) {
  codebits cb;
  int i, top = -1;
  gr_buf b;
  gr_cursor c;
  gr_param *p;
  if (r->counter) return NULL;
  memset(&cb, 0, sizeof cb);
  for (i = 0; i < t->n; i++)
    if (!code_move(ctx, r, &t->m[i], &r->m[i], &cb)) return NULL;
  for (i = 0; i <= GR_MAX_CODE_DIGITS; i++)
    if (cb.d[i]) top = i;
  if (top < 0) return NULL; /* no move at all */
  gr_buf_init(&b, ctx);
  for (i = 0; i <= (top > 0 ? top : 1); i++) { /* d0 . d1 d2 … (at least one digit after) */
    int d = cb.d[i];
    if (i == 1) gr_putc(&b, '.');
    gr_putc(&b, (char)(d < 10 ? '0' + d : 'A' + d - 10));
    if ((d & 4) && cb.mod[i] == GR_MOD_UNEQUAL) gr_putc(&b, '!');
  }
  gr_putc(&b, ')');
  c.ctx = ctx;
  c.text = b.s;
  c.p = b.s;
  p = gr_code_parse(&c, 0);
  {
    gr_buf f;
    gr_buf_init(&f, ctx);
    gr_code_format(&f, p->data);
    p->text = f.s;
  }
  return p;
}

/* ---- the whole rule -------------------------------------------------------------- */

gr_param *gr_rule_parse(gr_cursor *c) {
  reader r;
  ast *t = gr_alloc(c->ctx, sizeof *t);
  gr_rule *rule = gr_alloc(c->ctx, sizeof *rule);
  gr_param *p = gr_alloc(c->ctx, sizeof *p);
  const char *end;
  int i, depth = 0;
  bounder z;
  memset(&r, 0, sizeof r);
  memset(t, 0, sizeof *t);
  memset(rule, 0, sizeof *rule);
  memset(p, 0, sizeof *p);
  r.c = c;
  r.t = t;
  z.ctx = c->ctx;
  while (*c->p == ' ') c->p++;
  r.start = c->p;
  for (end = c->p; *end != '\0' && (*end != ')' || depth > 0); end++) /* the rule's extent */
    depth += *end == '(' ? 1 : *end == ')' ? -1 : 0;
  if (end - r.start > GR_RULE_MAX_TEXT)
    gr_throw(c->ctx, GR_ELIMIT, gr_m3(c->ctx, GR_M(err_rule_long),
                                      gr_i((gr_int)(r.start - c->text) + 1),
                                      gr_i(GR_RULE_MAX_TEXT), gr_i((gr_int)(end - r.start))));
  rule->src = gr_strndup(c->ctx, r.start, (size_t)(end - r.start));
  for (;;) {
    amove *m;
    if (t->n == GR_RULE_MAX_MOVES)
      gr_syntax(c, gr_m1(c->ctx, GR_M(err_rule_moves), gr_i(GR_RULE_MAX_MOVES)));
    m = &t->m[t->n++];
    gr_rl_read_move(&r, m);
    gr_rl_skip(&r);
    if (!gr_rl_eat_word(&r, "or")) break;
  }
  gr_rl_skip(&r);
  if (*c->p != ')' && *c->p != '\0') {
    if (*c->p == ',') gr_syntax(c, GR_W(err_rule_comma));
    gr_syntax(c, GR_W(err_rule_or));
  }
  /* compile */
  rule->n = t->n;
  rule->ast = t;
  rule->counter = r.uses_last;
  for (i = 0; i < t->n; i++) {
    const amove *m = &t->m[i];
    gr_rmove *mv = &rule->m[i];
    node *all = NULL, *dl = NULL, *dh = NULL;
    int j;
    mv->var = m->take[0] != '\0';
    mv->take = m->split ? 0 : m->num;
    mv->all = m->all;
    mv->parts = m->parts;
    mv->lo = gr_rl_compile(c->ctx, m->lo);
    mv->hi = gr_rl_compile(c->ctx, m->hi);
    for (j = 0; j < m->ncond; j++)
      all = all ? gr_rl_bnode(&z, N_AND, m->cond[j]->pos, all, m->cond[j], NULL) : m->cond[j];
    mv->cond = gr_rl_compile(c->ctx, all);
    if (mv->var && all != NULL) {
      gr_rl_bounds(&z, all, &dl, &dh);
      mv->dlo = gr_rl_compile(c->ctx, dl);
      mv->dhi = gr_rl_compile(c->ctx, dh);
    }
    if (mv->var && m->parts == 1 && !gr_rl_reads(m->lo, GR_RV_LAST)) {
      int lf = 1, hf = 1;
      mv->interval = all == NULL || (gr_rl_exact(all, &lf, &hf) && lf);
    }
    if (m->parts > 1) rule->splits = 1;
  }
  if (rule->counter && rule->splits) {
    c->p = r.start;
    gr_syntax(c, GR_W(err_rule_last_split));
  }
  rule->code = code_of(c->ctx, rule, t);
  p->data = rule;
  return p;
}

/* ---- words -------------------------------------------------------------------------- */

/* Node x of move m as the rule writes it (scratch): as a child of a
** parent of precedence p, or (p < 0) as it stands. */
static const char *node_text(gr_ctx *ctx, const node *x, const amove *m, int p) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  if (p < 0) gr_rl_put_node(&b, x, m, 5);
  else gr_rl_put_child(&b, x, m, p, 0);
  return b.s;
}

/* Move m in words: "take k from one heap (of n), k from 1 to 3, when odd(k)". */
static const gr_msg *move_words(gr_ctx *ctx, const amove *m) {
  const gr_msg *w;
  gr_buf parts;
  int j;
  gr_buf_init(&parts, ctx);
  for (j = 0; j < m->parts && m->parts > 1; j++) {
    if (j) gr_putc(&parts, '+');
    gr_puts(&parts, m->part[j]);
  }
  if (m->split) {
    w = gr_m1(ctx, GR_M(rule_words_split), gr_t(parts.s));
  } else {
    gr_arg what = m->take[0] ? gr_t(m->take) : gr_i(m->num);
    w = gr_m1(ctx, m->all ? GR_M(rule_words_take_all) : GR_M(rule_words_take_one), what);
    if (m->lo != NULL)
      w = gr_m4(ctx, GR_M(rule_words_range), gr_n(w), gr_t(m->take),
                gr_t(node_text(ctx, m->lo, m, -1)), gr_t(node_text(ctx, m->hi, m, -1)));
    if (m->parts > 1) w = gr_m2(ctx, GR_M(rule_words_rest), gr_n(w), gr_t(parts.s));
  }
  if (m->ncond == 1) {
    w = gr_m2(ctx, GR_M(rule_words_when), gr_n(w), gr_t(node_text(ctx, m->cond[0], m, 1)));
  } else if (m->ncond > 1) { /* "a, b and c" */
    gr_buf c;
    gr_buf_init(&c, ctx);
    for (j = 0; j < m->ncond - 1; j++) {
      if (j) gr_puts(&c, ", ");
      gr_rl_put_child(&c, m->cond[j], m, 1, 0);
    }
    w = gr_m2(ctx, GR_M(rule_words_when), gr_n(w),
              gr_n(gr_m2(ctx, GR_M(word_and), gr_t(c.s),
                         gr_t(node_text(ctx, m->cond[m->ncond - 1], m, 1)))));
  }
  return w;
}

const gr_msg *gr_rule_words(gr_ctx *ctx, const gr_rule *r) {
  const ast *t = r->ast;
  const gr_msg *w = gr_m1(ctx, GR_M(rule_words_first), gr_n(move_words(ctx, &t->m[0])));
  int i;
  for (i = 1; i < t->n; i++)
    w = gr_m2(ctx, GR_M(rule_words_next), gr_n(w), gr_n(move_words(ctx, &t->m[i])));
  if (r->counter) w = gr_m1(ctx, GR_M(rule_words_counter), gr_n(w));
  if (r->code != NULL)
    w = gr_m2(ctx, GR_M(rule_words_code), gr_n(w), gr_n(gr_code_title(ctx, r->code)));
  return w;
}

/* ---- the rule as code (the code generator's brute force) ------------------------------
** Each expression is written out fully bracketed, with the rule's own
** arithmetic as helper functions (division and remainder rounding down, x/0 = 0
** and x%0 = x, powers with negative exponents, the functions of FUNCS), only
** those the rule uses. The takes a move looks at are the range written (else
** 1..n, or 0 for a split), clamped as take_range clamps them; the condition
** is tested on each, so the bounds the compiler derives play no part. */

enum { H_FDIV = 1, H_FMOD = 2, H_POW = 4, H_DVD = 8, H_PRIME = 16, H_SQRT = 32, H_SQUARE = 64,
       H_POW2 = 128, H_FIB = 256, H_TRI = 512, H_POPC = 1024, H_MINMAX = 2048, H_GCD = 4096,
       H_LOG2 = 8192, H_V2 = 16384, H_MATH = 32768, H_MAX = 65536, H_ABS = 131072 };

typedef struct coder {
  gr_coder *w;
  gr_buf *b;
  int truth;                /* the node being written is read as a truth (a condition, an operand
                            ** of and, or, not), else as a number */
  const amove *m;
  unsigned used;            /* H_* */
  const char *take, *part[GR_RULE_MAX_PARTS];
} coder;

/* Names the code uses itself, and the two languages' keywords: a name of
** the rule that is one of them gets a "_" after it. */
static const char *const TAKEN[] = {
  "n", "last", "sg", "seen", "opt", "options", "mex", "main", "G", "memo", "value_of", "ll",
  "std", "lo", "hi", "r", "q", "t", "out", "key", "it", "g", "fdiv", "fmd", "ipow", "dvd",
  "isqrt_", "is_square", "is_pow2", "is_prime", "is_fib", "is_tri", "popc", "imin", "imax",
  "iabs", "igcd", "ilog2", "iv2", "math", "sys", "threading", "min", "max", "abs", "bin",
  "int", "str", "range", "set", "len", "map", "bool", "print", "gcd", "list", "dict", "sum",
  "auto", "break", "case", "catch", "char", "class", "const", "continue", "default", "delete",
  "do", "double", "else", "enum", "explicit", "extern", "false", "float", "for", "friend",
  "goto", "if", "inline", "long", "mutable", "namespace", "new", "operator", "private",
  "protected", "public", "register", "return", "short", "signed", "sizeof", "static",
  "struct", "switch", "template", "this", "throw", "true", "try", "typedef", "typename",
  "union", "unsigned", "using", "virtual", "void", "volatile", "while", "xor", "bitand",
  "bitor", "compl", "is", "as", "def", "del", "elif", "except", "finally", "global", "import",
  "lambda", "nonlocal", "pass", "raise", "with", "yield", "assert", "async", "await", "k_",
};

static const char *code_name(gr_ctx *ctx, const char *name) {
  size_t i;
  for (i = 0; i < sizeof TAKEN / sizeof TAKEN[0]; i++)
    if (strcmp(name, TAKEN[i]) == 0) return code_name(ctx, gr_fmt(ctx, "%s_", name));
  return name;
}

static void cx(coder *z, const node *x);

/* x read as a number (truth 0) or as a truth (1). */
static void cx_as(coder *z, const node *x, int truth) {
  int was = z->truth;
  z->truth = truth;
  cx(z, x);
  z->truth = was;
}

static void cx_call(coder *z, const char *f, const node *a, const node *b) {
  gr_printf(z->b, "%s(", f);
  cx_as(z, a, 0);
  if (b != NULL) {
    gr_puts(z->b, ", ");
    cx_as(z, b, 0);
  }
  gr_putc(z->b, ')');
}

/* A truth (a comparison, and, or, not) where a number is read: 0 or 1 as a
** number in C++ (a bool compared with a number draws warnings there). */
static void cx_open(coder *z) {
  if (!z->truth && z->w->lang == GR_LANG_CPP) gr_puts(z->b, "(ll)");
}

static void cx_bin(coder *z, const node *x, const char *op) {
  int truth = x->kind >= N_LT && x->kind <= N_DVD;
  if (truth) cx_open(z);
  gr_putc(z->b, '(');
  cx_as(z, x->a[0], 0);
  gr_printf(z->b, " %s ", op);
  cx_as(z, x->a[1], 0);
  gr_putc(z->b, ')');
}

static void cx(coder *z, const node *x) {
  int c = z->w->lang == GR_LANG_CPP;
  switch (x->kind) {
  case N_NUM:
    gr_printf(z->b, c && x->val > 2147483647 ? "%lldLL" : "%lld", (long long)x->val);
    return;
  case N_VAR:
    gr_puts(z->b, x->val == GR_RV_N ? "n" : x->val == GR_RV_LAST ? "last"
                  : x->val == GR_RV_K ? z->take : z->part[x->val - GR_RV_PART]);
    return;
  case N_NEG:
    gr_puts(z->b, "(-");
    cx_as(z, x->a[0], 0);
    gr_putc(z->b, ')');
    return;
  case N_ADD: cx_bin(z, x, "+"); return;
  case N_SUB: cx_bin(z, x, "-"); return;
  case N_MUL: cx_bin(z, x, "*"); return;
  case N_LT: cx_bin(z, x, "<"); return;
  case N_LE: cx_bin(z, x, "<="); return;
  case N_GT: cx_bin(z, x, ">"); return;
  case N_GE: cx_bin(z, x, ">="); return;
  case N_EQ: cx_bin(z, x, "=="); return;
  case N_NE: cx_bin(z, x, "!="); return;
  case N_DIV: z->used |= H_FDIV; cx_call(z, "fdiv", x->a[0], x->a[1]); return;
  case N_MOD: z->used |= H_FMOD; cx_call(z, "fmd", x->a[0], x->a[1]); return;
  case N_POW: z->used |= H_POW; cx_call(z, "ipow", x->a[0], x->a[1]); return;
  case N_DVD:
    z->used |= H_DVD | H_FMOD;
    cx_open(z);
    cx_call(z, "dvd", x->a[0], x->a[1]);
    return;
  case N_NOT:
    cx_open(z);
    gr_puts(z->b, c ? "(!" : "(not ");
    cx_as(z, x->a[0], 1);
    gr_putc(z->b, ')');
    return;
  case N_AND: case N_OR: /* 0 or 1, as the rule's and and or give */
    cx_open(z);
    gr_puts(z->b, c ? "(" : "bool(");
    cx_as(z, x->a[0], 1);
    gr_puts(z->b, x->kind == N_AND ? (c ? " && " : " and ") : (c ? " || " : " or "));
    cx_as(z, x->a[1], 1);
    gr_putc(z->b, ')');
    return;
  case N_CALL:
    switch ((int)x->val) {
    case F_PRIME: z->used |= H_PRIME | H_MATH; cx_open(z); cx_call(z, "is_prime", x->a[0], NULL); return;
    case F_SQUARE: z->used |= H_SQUARE | H_SQRT; cx_open(z); cx_call(z, "is_square", x->a[0], NULL); return;
    case F_POW2: z->used |= H_POW2; cx_open(z); cx_call(z, "is_pow2", x->a[0], NULL); return;
    case F_FIB: z->used |= H_FIB; cx_open(z); cx_call(z, "is_fib", x->a[0], NULL); return;
    case F_TRI: z->used |= H_TRI | H_SQRT; cx_open(z); cx_call(z, "is_tri", x->a[0], NULL); return;
    case F_ODD: case F_EVEN:
      cx_open(z);
      gr_puts(z->b, "(");
      cx_as(z, x->a[0], 0);
      gr_puts(z->b, x->val == F_ODD ? " % 2 != 0)" : " % 2 == 0)");
      return;
    case F_ODIOUS: case F_EVIL:
      z->used |= H_POPC;
      cx_open(z);
      gr_puts(z->b, "(");
      cx_call(z, "popc", x->a[0], NULL);
      gr_puts(z->b, x->val == F_ODIOUS ? " % 2 == 1)" : " % 2 == 0)");
      return;
    case F_MIN: z->used |= H_MINMAX; cx_call(z, c ? "imin" : "min", x->a[0], x->a[1]); return;
    case F_MAX: z->used |= H_MAX; cx_call(z, c ? "imax" : "max", x->a[0], x->a[1]); return;
    case F_ABS: z->used |= H_ABS; cx_call(z, c ? "iabs" : "abs", x->a[0], NULL); return;
    case F_GCD: z->used |= H_GCD | H_MATH; cx_call(z, c ? "igcd" : "math.gcd", x->a[0], x->a[1]); return;
    case F_SQRT: z->used |= H_SQRT; cx_call(z, "isqrt_", x->a[0], NULL); return;
    case F_LOG2: z->used |= H_LOG2; cx_call(z, "ilog2", x->a[0], NULL); return;
    case F_BITS: z->used |= H_POPC; cx_call(z, "popc", x->a[0], NULL); return;
    default: z->used |= H_V2; cx_call(z, "iv2", x->a[0], NULL); return;
    }
  default:
    gr_puts(z->b, "0");
    return;
  }
}

/* x as code (scratch), read as a truth (a condition) or a number (a range's end). */
static const char *expr_code(coder *z, const node *x, int truth) {
  gr_buf b, *was = z->b;
  gr_buf_init(&b, z->w->ctx);
  z->b = &b;
  cx_as(z, x, truth);
  z->b = was;
  return b.s;
}

/* The helpers the rule's code uses, into w->pre. */
static void helpers(gr_coder *w, unsigned u) {
  int c = w->lang == GR_LANG_CPP;
  if (u) gr_code_note(w, "the rule's arithmetic: / and %% round down, x / 0 = 0 and x %% 0 = x",
                      "规则的算术：/ 和 %% 向下取整，x / 0 = 0，x %% 0 = x");
  if (c) {
    if (u & H_FDIV)
      gr_code_line(w, "static ll fdiv(ll a, ll b) { if (b == 0) return 0; ll q = a / b; "
                      "if (a %% b != 0 && ((a < 0) != (b < 0))) q--; return q; }");
    if (u & H_FMOD)
      gr_code_line(w, "static ll fmd(ll a, ll b) { if (b == 0) return a; ll r = a %% b; "
                      "if (r != 0 && ((r < 0) != (b < 0))) r += b; return r; }");
    if (u & H_POW) {
      gr_code_note(w, "a^e; for e < 0, 1 / a^|e| rounded down", "a^e；e < 0 时为 1 / a^|e| 向下取整");
      gr_code_open(w, "static ll ipow(ll a, ll e)", NULL);
      gr_code_line(w, "if (e < 0) return a == 1 ? 1 : a == -1 ? (e %% 2 ? -1 : 1) : (a < 0 && e %% 2) ? -1 : 0;");
      gr_code_line(w, "unsigned long long r = 1, x = (unsigned long long)a;");
      gr_code_line(w, "for (; e > 0; e >>= 1, x *= x) if (e & 1) r *= x;");
      gr_code_line(w, "return (ll)r;");
      gr_code_close(w);
    }
    if (u & H_DVD) {
      gr_code_note(w, "a | b: a divides b", "a | b：a 整除 b");
      gr_code_line(w, "static bool dvd(ll a, ll b) { return a == 0 ? b == 0 : fmd(b, a) == 0; }");
    }
    if (u & H_SQRT) {
      gr_code_open(w, "static ll isqrt_(ll x)", NULL);
      gr_code_line(w, "ll lo = 0, hi = 3037000499LL;");
      gr_code_line(w, "if (x <= 0) return 0;");
      gr_code_line(w, "while (lo < hi) { ll mid = (lo + hi + 1) / 2; if (mid <= x / mid) lo = mid; else hi = mid - 1; }");
      gr_code_line(w, "return lo;");
      gr_code_close(w);
    }
    if (u & H_SQUARE) gr_code_line(w, "static bool is_square(ll x) { return x >= 0 && isqrt_(x) * isqrt_(x) == x; }");
    if (u & H_POW2) gr_code_line(w, "static bool is_pow2(ll x) { return x > 0 && (x & (x - 1)) == 0; }");
    if (u & H_PRIME)
      gr_code_line(w, "static bool is_prime(ll x) { if (x < 2) return false; "
                      "for (ll d = 2; d <= x / d; d++) if (x %% d == 0) return false; return true; }");
    if (u & H_FIB)
      gr_code_line(w, "static bool is_fib(ll x) { unsigned long long a = 0, b = 1; "
                      "while (x > 0 && a < (unsigned long long)x) { unsigned long long t = a + b; a = b; b = t; } "
                      "return x >= 0 && a == (unsigned long long)x; }");
    if (u & H_TRI)
      gr_code_line(w, "static bool is_tri(ll x) { if (x < 0) return false; ll m = isqrt_(2 * x); return m * (m + 1) / 2 == x; }");
    if (u & H_POPC)
      gr_code_line(w, "static ll popc(ll x) { return __builtin_popcountll(x < 0 ? 0ULL - (unsigned long long)x : (unsigned long long)x); }");
    if (u & H_MINMAX) gr_code_line(w, "static ll imin(ll a, ll b) { return a < b ? a : b; }");
    if (u & H_MAX) gr_code_line(w, "static ll imax(ll a, ll b) { return a > b ? a : b; }");
    if (u & H_ABS) gr_code_line(w, "static ll iabs(ll a) { return a < 0 ? -a : a; }");
    if (u & H_GCD)
      gr_code_line(w, "static ll igcd(ll a, ll b) { unsigned long long x = a < 0 ? 0ULL - (unsigned long long)a : a, "
                      "y = b < 0 ? 0ULL - (unsigned long long)b : b; while (y) { unsigned long long t = x %% y; x = y; y = t; } "
                      "return (ll)x; }");
    if (u & H_LOG2) gr_code_line(w, "static ll ilog2(ll x) { ll l = 0; if (x < 2) return 0; while (x >>= 1) l++; return l; }");
    if (u & H_V2)
      gr_code_line(w, "static ll iv2(ll x) { unsigned long long u = x < 0 ? 0ULL - (unsigned long long)x : x; "
                      "return u ? __builtin_ctzll(u) : 0; }");
  } else {
    if (u & H_MATH || u & H_SQRT || u & H_SQUARE) gr_code_line(w, "import math");
    if (u & H_FDIV) gr_code_line(w, "def fdiv(a, b): return 0 if b == 0 else a // b");
    if (u & H_FMOD) gr_code_line(w, "def fmd(a, b): return a if b == 0 else a %% b");
    if (u & H_POW) {
      gr_code_note(w, "a^e; for e < 0, 1 / a^|e| rounded down", "a^e；e < 0 时为 1 / a^|e| 向下取整");
      gr_code_open(w, NULL, "def ipow(a, e):");
      gr_code_open(w, NULL, "if e < 0:");
      gr_code_line(w, "return 1 if a == 1 else (-1 if e %% 2 else 1) if a == -1 else -1 if a < 0 and e %% 2 else 0");
      gr_code_close(w);
      gr_code_line(w, "return a ** e");
      gr_code_close(w);
    }
    if (u & H_DVD) {
      gr_code_note(w, "a | b: a divides b", "a | b：a 整除 b");
      gr_code_line(w, "def dvd(a, b): return b == 0 if a == 0 else fmd(b, a) == 0");
    }
    if (u & H_SQRT) gr_code_line(w, "def isqrt_(x): return math.isqrt(x) if x > 0 else 0");
    if (u & H_SQUARE) gr_code_line(w, "def is_square(x): return x >= 0 and math.isqrt(x) ** 2 == x");
    if (u & H_POW2) gr_code_line(w, "def is_pow2(x): return x > 0 and x & (x - 1) == 0");
    if (u & H_PRIME)
      gr_code_line(w, "def is_prime(x): return x >= 2 and all(x %% d for d in range(2, math.isqrt(x) + 1))");
    if (u & H_FIB) {
      gr_code_open(w, NULL, "def is_fib(x):");
      gr_code_line(w, "a, b = 0, 1");
      gr_code_open(w, NULL, "while a < x:");
      gr_code_line(w, "a, b = b, a + b");
      gr_code_close(w);
      gr_code_line(w, "return a == x");
      gr_code_close(w);
    }
    if (u & H_TRI) gr_code_line(w, "def is_tri(x): return x >= 0 and isqrt_(2 * x) * (isqrt_(2 * x) + 1) // 2 == x");
    if (u & H_POPC) gr_code_line(w, "def popc(x): return bin(abs(x)).count(\"1\")");
    if (u & H_LOG2) gr_code_line(w, "def ilog2(x): return x.bit_length() - 1 if x >= 2 else 0");
    if (u & H_V2) gr_code_line(w, "def iv2(x): return (abs(x) & -abs(x)).bit_length() - 1 if x else 0");
  }
  if (u) gr_code_line(w, "%s", "");
}

/* Move i of the rule: its takes, its condition, opt() of each option. */
static void move_code(coder *z, int i, const amove *m, int counter) {
  gr_coder *w = z->w;
  int c = w->lang == GR_LANG_CPP, j, parts = m->parts;
  const char *k = m->take[0] ? code_name(w->ctx, m->take) : "k_";
  gr_buf cond, one, xs;
  ast solo;
  gr_buf_init(&one, w->ctx);
  memset(&solo, 0, sizeof solo);
  solo.n = 1;
  solo.m[0] = *m;
  gr_rl_format_ast(&one, &solo);
  z->m = m;
  z->take = k;
  for (j = 0; j < parts && parts > 1; j++) z->part[j] = code_name(w->ctx, m->part[j]);
  gr_code_note(w, "move %d: %s", "走法 %d：%s", i + 1, one.s);
  gr_buf_init(&cond, w->ctx);
  for (j = 0; j < m->ncond; j++) {
    const char *e = expr_code(z, m->cond[j], 1);
    gr_printf(&cond, "%s%s", j ? (c ? " && " : " and ") : "", e);
  }
  /* the takes: a number (a split takes 0), or the range written (else 1..n), clamped as
  ** the game clamps them: at least 1 (0 when the rest is split), at most what leaves the
  ** parts a token each */
  {
    const char *room = parts > 1 ? gr_fmt(w->ctx, "n - %d", parts) : "n";
    int least = parts > 1 ? 0 : 1;
    if (!m->take[0]) {
      if (parts == 1 && m->num == 0) { /* takes nothing, leaves the heap: no move */
        if (c) gr_code_open(w, "if (false)", NULL);
        else gr_code_open(w, NULL, "if False:");
      } else {
        k = gr_fmt(w->ctx, "%lld", (long long)m->num);
        if (c) gr_code_open(w, gr_fmt(w->ctx, "if (%s <= %s)", k, room), NULL);
        else gr_code_open(w, NULL, gr_fmt(w->ctx, "if %s <= %s:", k, room));
      }
    } else if (m->lo == NULL) {
      if (c) gr_code_open(w, gr_fmt(w->ctx, "for (ll %s = 1; %s <= %s; %s++)", k, k, room, k), NULL);
      else gr_code_open(w, NULL, gr_fmt(w->ctx, "for %s in range(1, %s + 1):", k, room));
    } else {
      const char *lo = expr_code(z, m->lo, 0), *hi = expr_code(z, m->hi, 0);
      if (c) {
        gr_code_open(w, gr_fmt(w->ctx, "for (ll %s = imax(%s, %d); %s <= imin(%s, %s); %s++)", k, lo, least,
                               k, hi, room, k), NULL);
        z->used |= H_MINMAX | H_MAX;
      } else {
        gr_code_open(w, NULL, gr_fmt(w->ctx, "for %s in range(max(%s, %d), min(%s, %s) + 1):", k, lo, least,
                                     hi, room));
      }
    }
  }
  if (parts > 1) {
    static const char *const fmt_cpp[] = {NULL, NULL, "for (ll %s = 1; 2 * %s <= r; %s++)",
                                          "for (ll %s = 1; 3 * %s <= r; %s++)",
                                          "for (ll %s = 1; 4 * %s <= r; %s++)"};
    const char *a = z->part[0], *b = z->part[1];
    gr_code_note(w, "r: what the heaps left share, %s <= %s <= ...", "r：剩下的几堆共分的数目，%s ≤ %s ≤ ...", a, b);
    gr_code_line(w, c ? "ll r = n - %s;" : "r = n - %s", k);
    if (c) gr_code_open(w, gr_fmt(w->ctx, fmt_cpp[parts], a, a, a), NULL);
    else gr_code_open(w, NULL, gr_fmt(w->ctx, "for %s in range(1, r // %d + 1):", a, parts));
    if (parts >= 3) {
      if (c) gr_code_open(w, gr_fmt(w->ctx, "for (ll %s = %s; %s + %d * %s <= r; %s++)", b, a, a, parts - 1, b, b), NULL);
      else gr_code_open(w, NULL, gr_fmt(w->ctx, "for %s in range(%s, (r - %s) // %d + 1):", b, a, a, parts - 1));
    }
    if (parts >= 4) {
      const char *cc = z->part[2];
      if (c) gr_code_open(w, gr_fmt(w->ctx, "for (ll %s = %s; %s + %s + 2 * %s <= r; %s++)", cc, b, a, b, cc, cc), NULL);
      else gr_code_open(w, NULL, gr_fmt(w->ctx, "for %s in range(%s, (r - %s - %s) // 2 + 1):", cc, b, a, b));
    }
    {
      gr_buf rest;
      gr_buf_init(&rest, w->ctx);
      gr_puts(&rest, "r");
      for (j = 0; j < parts - 1; j++) gr_printf(&rest, " - %s", z->part[j]);
      gr_code_line(w, c ? "ll %s = %s;" : "%s = %s", z->part[parts - 1], rest.s);
    }
  }
  gr_buf_init(&xs, w->ctx);
  if (counter) gr_printf(&xs, "G(n - %s, %s)", k, k);
  else if (parts == 1) gr_printf(&xs, "sg[n - %s]", k);
  else
    for (j = 0; j < parts; j++) gr_printf(&xs, "%ssg[%s]", j ? " ^ " : "", z->part[j]);
  if (cond.n) {
    if (c) gr_code_line(w, "if (%s) opt(%s);", cond.s, xs.s);
    else {
      gr_code_open(w, NULL, gr_fmt(w->ctx, "if %s:", cond.s));
      gr_code_line(w, "opt(%s)", xs.s);
      gr_code_close(w);
    }
  } else {
    gr_code_line(w, c ? "opt(%s);" : "opt(%s)", xs.s);
  }
  if (parts > 1)
    for (j = 1; j < parts; j++) gr_code_close(w);
  gr_code_close(w); /* the takes */
}

int gr_rule_brute(gr_coder *w, const gr_rule *r) {
  const ast *t = r->ast;
  int c = w->lang == GR_LANG_CPP, i, j, order = 1;
  coder z;
  gr_buf moves;
  memset(&z, 0, sizeof z);
  z.w = w;
  for (i = 0; i < t->n; i++) { /* a range that reads the take or the parts has no value */
    const amove *m = &t->m[i];
    int bad = gr_rl_reads(m->lo, GR_RV_K) || gr_rl_reads(m->hi, GR_RV_K);
    for (j = 0; j < GR_RULE_MAX_PARTS; j++)
      bad |= gr_rl_reads(m->lo, GR_RV_PART + j) || gr_rl_reads(m->hi, GR_RV_PART + j);
    if (bad) {
      w->why = gr_m1(w->ctx, GR_M(rule_brute_range), gr_i(i + 1));
      return 0;
    }
    j = (m->take[0] ? 2 : 1) + (m->parts > 1 ? m->parts - 1 : 0);
    if (j > order) order = j;
  }
  /* the moves first (they say which helpers they use), into their own buffer */
  gr_buf_init(&moves, w->ctx);
  w->at = &moves;
  w->indent = r->counter ? 1 : 1;
  for (i = 0; i < t->n; i++) move_code(&z, i, &t->m[i], r->counter);
  w->at = &w->pre;
  w->indent = 0;
  helpers(w, z.used);
  if (!r->counter) {
    gr_puts(&w->body, moves.s);
    w->kind = GR_BRUTE_TABLE;
    w->order = order;
    w->factor = 0.5 * t->n;
    return 1;
  }
  /* a counter: positions are (n, last), searched from (n, 0) */
  w->kind = GR_BRUTE_VALUE;
  w->order = 3;
  w->factor = 0.5 * t->n;
  gr_code_note(w, "G(n, last): the SG value of a heap of n when the previous move took last",
               "G(n, last)：上一步取走 last 个时，一堆 n 个的 SG 值");
  if (c) {
    gr_code_line(w, "static map<pair<ll, ll>, ll> memo;");
    gr_code_open(w, "static ll G(ll n, ll last)", NULL);
    gr_code_line(w, "auto it = memo.find({n, last});");
    gr_code_line(w, "if (it != memo.end()) return it->second;");
    gr_code_line(w, "vector<ll> seen;");
    gr_code_line(w, "auto opt = [&](ll x) { seen.push_back(x); };");
  } else {
    gr_code_line(w, "memo = {}");
    gr_code_open(w, NULL, "def G(n, last):");
    gr_code_open(w, NULL, "if (n, last) in memo:");
    gr_code_line(w, "return memo[(n, last)]");
    gr_code_close(w);
    gr_code_line(w, "seen = []");
    gr_code_line(w, "opt = seen.append");
  }
  gr_puts(w->at, moves.s);
  if (c) {
    gr_code_line(w, "ll g = mex(seen);");
    gr_code_line(w, "memo[{n, last}] = g;");
    gr_code_line(w, "return g;");
    gr_code_close(w);
    gr_code_note(w, "a heap of n before any move: last = 0", "还没有走任何一步时的一堆 n 个：last = 0");
    gr_code_line(w, "static ll value_of(ll n) { return G(n, 0); }");
  } else {
    gr_code_line(w, "memo[(n, last)] = g = mex(seen)");
    gr_code_line(w, "return g");
    gr_code_close(w);
    gr_code_line(w, "%s", "");
    gr_code_note(w, "a heap of n before any move: last = 0", "还没有走任何一步时的一堆 n 个：last = 0");
    gr_code_line(w, "def value_of(n): return G(n, 0)");
  }
  return 1;
}
