/*
** rulelang.c — the rule language of typed games: its grammar, canonical
** text and compilation (rulerun.c runs what it compiles).
**
**   rule  = move *( "or" move )
**   move  = ( "take" ( NAME / NUMBER ) / "split" parts ) *clause [ ":" cond *( "," cond ) ]
**   clause = "in" sum ".." sum        the take's range
**          / "from" ( "any" / "all" ) one heap (the default), or every heap at once
**          / "leave" parts           the rest split into heaps
**   parts = NAME "+" NAME *( "+" NAME )   two to four heaps, named smallest first
**   cond  = or:   and *( "or" and )  (an "or" followed by "take" or "split" ends it)
**   and   = not *( "and" not )
**   not   = "not" not / cmp
**   cmp   = sum [ ( "=" / "!=" / "<" / "<=" / ">" / ">=" / "|" ) sum ]
**   sum   = term *( ( "+" / "-" ) term )
**   term  = unary *( ( "*" / "/" / "%" ) unary )
**   unary = "-" unary / pow
**   pow   = atom [ "^" unary ]
**   atom  = NUMBER / NAME / NAME "(" cond *( "," cond ) ")" / "(" cond ")"
**
** Names: n (the heap a move takes from; with "from all", the smallest), last
** (what the previous move took, 0 before the first), the take's name, the
** parts' names, and the functions of FUNCS. "|" is "divides"; "/" and "%"
** round down (x/0 = 0 and x%0 = x, so every expression has a value); "^"
** is a power. A number past 2^63 − 1 is an error at the place in the rule.
**
** Canonical text: moves joined by " or "; "take k in a..b from all leave
** a+b: c1, c2" in that order ("from any" and a default range left out);
** top-level "and"s written as ", "; no spaces around operators, one around
** words; brackets only where the tree needs them. "split a+b" is a take of
** nothing that leaves two heaps or more.
**
** Compilation: each expression becomes a short stack code, run by
** gr_rule_run with every instruction counted, on a value stack whose depth
** is known (no recursion at run time; the parser's recursion is bounded by
** GR_RULE_MAX_DEPTH). From each condition the compiler also derives bounds
** on the take (k <= E, 2*k < E, k = E, joined through "and" and "or"), so a
** move looks only at takes that can pass.
*/
#include <string.h>
#include "../game.h"
#include "../codegen.h"
#include "../kit/code.h"
#include "ruleint.h"

#include "../game.h"
#include "../codegen.h"
#include "../kit/code.h"
#include "rulelang.h"
#include "words.h"
#define NFUNCS ((int)(sizeof FUNCS / sizeof FUNCS[0]))

static const char *const RESERVED[] = {"take", "split", "in", "from", "any", "all", "both",
                                       "leave", "or", "and", "not", "n", "last"};

void gr_rl_skip(reader *r) {
  while (*r->c->p == ' ' || *r->c->p == '\t' || *r->c->p == '\n' || *r->c->p == '\r') r->c->p++;
}

static int is_alpha(char ch) { return ch >= 'a' && ch <= 'z'; }
static int is_digit(char ch) { return ch >= '0' && ch <= '9'; }

/* The word at the cursor (letters, digits, "_"), or 0 when there is none. */
static size_t word_len(const char *p) {
  size_t n = 0;
  if (!is_alpha(*p)) return 0;
  while (is_alpha(p[n]) || is_digit(p[n]) || p[n] == '_') n++;
  return n;
}

/* Whether the next word is w (and not a longer word). */
static int at_word(reader *r, const char *w) {
  size_t n = strlen(w);
  gr_rl_skip(r);
  return word_len(r->c->p) == n && memcmp(r->c->p, w, n) == 0;
}

int gr_rl_eat_word(reader *r, const char *w) {
  if (!at_word(r, w)) return 0;
  r->c->p += strlen(w);
  return 1;
}

static int eat(reader *r, const char *sym) {
  size_t n = strlen(sym);
  gr_rl_skip(r);
  if (strncmp(r->c->p, sym, n) != 0) return 0;
  r->c->p += n;
  return 1;
}

static node *mk(reader *r, int kind, int pos, node *a, node *b) {
  node *x;
  if (++r->nodes > GR_RULE_MAX_NODES)
    gr_throw(r->c->ctx, GR_ELIMIT, gr_m2(r->c->ctx, GR_M(err_rule_terms),
                                         gr_i((gr_int)(r->c->p - r->c->text) + 1),
                                         gr_i(GR_RULE_MAX_NODES)));
  x = gr_alloc(r->c->ctx, sizeof *x);
  memset(x, 0, sizeof *x);
  x->kind = kind;
  x->pos = pos;
  x->a[0] = a;
  x->a[1] = b;
  x->n = (a != NULL) + (b != NULL);
  return x;
}

static int here(reader *r) { return (int)(r->c->p - r->start); }

static void deeper(reader *r) {
  if (++r->depth > GR_RULE_MAX_DEPTH)
    gr_throw(r->c->ctx, GR_ELIMIT, gr_m2(r->c->ctx, GR_M(err_rule_depth),
                                         gr_i((gr_int)(r->c->p - r->c->text) + 1),
                                         gr_i(GR_RULE_MAX_DEPTH)));
}

static void what_now(reader *r, const gr_msg *expected) {
  gr_rl_skip(r);
  if (*r->c->p == '\0' || *r->c->p == ')')
    gr_syntax(r->c, gr_m1(r->c->ctx, GR_M(err_rule_ends), gr_n(expected)));
  gr_syntax(r->c, gr_m1(r->c->ctx, GR_M(err_rule_expected), gr_n(expected)));
}
static node *sum(reader *r);
static node *unary(reader *r);

/* A name's slot in this move, or -1 (functions and unknown names). */
static int slot_of(reader *r, const char *w, size_t n) {
  int i;
  if (n == 1 && w[0] == 'n') return GR_RV_N;
  if (n == 4 && memcmp(w, "last", 4) == 0) return GR_RV_LAST;
  if (r->m->take[0] && strlen(r->m->take) == n && memcmp(r->m->take, w, n) == 0) return GR_RV_K;
  for (i = 0; i < r->m->parts && r->m->part[i][0]; i++)
    if (strlen(r->m->part[i]) == n && memcmp(r->m->part[i], w, n) == 0) return GR_RV_PART + i;
  return -1;
}

static void known_names(const reader *r, gr_buf *b) {
  int i;
  gr_puts(b, "n, last");
  if (r->m->take[0]) gr_printf(b, ", %s", r->m->take);
  for (i = 0; i < r->m->parts && r->m->parts > 1; i++) gr_printf(b, ", %s", r->m->part[i]);
}

static node *atom(reader *r) {
  gr_cursor *c = r->c;
  int pos;
  size_t n;
  gr_rl_skip(r);
  pos = here(r);
  if (is_digit(*c->p)) {
    node *x = mk(r, N_NUM, pos, NULL, NULL);
    x->val = gr_read_int(c, 0, GR_INT_MAX, GR_W(word_rule_number));
    if (is_alpha(*c->p)) gr_syntax(c, GR_W(err_rule_name_after_number));
    return x;
  }
  if (*c->p == '(') {
    node *x;
    c->p++;
    deeper(r);
    x = gr_rl_cond(r);
    r->depth--;
    if (!eat(r, ")")) what_now(r, GR_W(word_rule_close));
    return x;
  }
  if ((n = word_len(c->p)) > 0) {
    const char *w = c->p;
    int s = slot_of(r, w, n), f;
    size_t k;
    if (s >= 0) {
      node *x = mk(r, N_VAR, pos, NULL, NULL);
      x->val = s;
      if (s == GR_RV_LAST) r->uses_last = 1;
      c->p += n;
      return x;
    }
    for (f = 0; f < NFUNCS; f++)
      if (strlen(FUNCS[f].name) == n && memcmp(FUNCS[f].name, w, n) == 0) break;
    if (f < NFUNCS) {
      node *x = mk(r, N_CALL, pos, NULL, NULL);
      int i;
      x->val = f;
      c->p += n;
      gr_rl_skip(r);
      if (*c->p != '(')
        gr_syntax(c, gr_m1(c->ctx, FUNCS[f].args == 2 ? GR_M(err_rule_function2)
                                                       : GR_M(err_rule_function),
                           gr_t(FUNCS[f].name)));
      c->p++;
      deeper(r);
      for (i = 0; i < FUNCS[f].args; i++) {
        if (i > 0 && !eat(r, ","))
          gr_syntax(c, gr_m2(c->ctx, GR_M(err_rule_args2), gr_t(FUNCS[f].name),
                             gr_i(FUNCS[f].args)));
        x->a[i] = gr_rl_cond(r);
      }
      x->n = FUNCS[f].args;
      r->depth--;
      if (!eat(r, ")")) {
        gr_rl_skip(r);
        if (*c->p == ',')
          gr_syntax(c, gr_m2(c->ctx, FUNCS[f].args > 1 ? GR_M(err_rule_args) : GR_M(err_rule_args1),
                             gr_t(FUNCS[f].name), gr_i(FUNCS[f].args)));
        what_now(r, GR_W(word_rule_close));
      }
      return x;
    }
    for (k = 0; k < sizeof RESERVED / sizeof RESERVED[0]; k++)
      if (strlen(RESERVED[k]) == n && memcmp(RESERVED[k], w, n) == 0)
        gr_syntax(c, gr_m1(c->ctx, GR_M(err_rule_reserved_number), gr_t(gr_strndup(c->ctx, w, n))));
    {
      gr_buf b;
      gr_buf_init(&b, c->ctx);
      known_names(r, &b);
      gr_syntax(c, gr_m2(c->ctx, GR_M(err_rule_unknown), gr_t(gr_strndup(c->ctx, w, n > 24 ? 24 : n)),
                         gr_t(b.s)));
    }
  }
  if (*c->p >= 'A' && *c->p <= 'Z') gr_syntax(c, GR_W(err_rule_lower));
  what_now(r, GR_W(word_rule_atom));
  return NULL;
}

static node *power(reader *r) {
  node *x = atom(r);
  gr_rl_skip(r);
  if (*r->c->p == '^') {
    int pos = here(r);
    r->c->p++;
    deeper(r);
    x = mk(r, N_POW, pos, x, unary(r));
    r->depth--;
  }
  return x;
}

static node *unary(reader *r) {
  gr_rl_skip(r);
  if (*r->c->p == '-') {
    int pos = here(r);
    node *x;
    r->c->p++;
    deeper(r);
    x = mk(r, N_NEG, pos, unary(r), NULL);
    r->depth--;
    return x;
  }
  return power(r);
}

static node *term(reader *r) {
  node *x = unary(r);
  for (;;) {
    int pos, k;
    gr_rl_skip(r);
    pos = here(r);
    if (*r->c->p == '*') k = N_MUL;
    else if (*r->c->p == '/') k = N_DIV;
    else if (*r->c->p == '%') k = N_MOD;
    else return x;
    r->c->p++;
    x = mk(r, k, pos, x, unary(r));
  }
}

static node *sum(reader *r) {
  node *x = term(r);
  for (;;) {
    int pos, k;
    gr_rl_skip(r);
    pos = here(r);
    if (*r->c->p == '+') k = N_ADD;
    else if (*r->c->p == '-') k = N_SUB;
    else return x;
    r->c->p++;
    x = mk(r, k, pos, x, term(r));
  }
}

/* The comparison at the cursor (consumed), or -1. */
static int relop(reader *r) {
  gr_rl_skip(r);
  if (eat(r, "<=")) return N_LE;
  if (eat(r, ">=")) return N_GE;
  if (eat(r, "!=") || eat(r, "<>")) return N_NE;
  if (eat(r, "==") || eat(r, "=")) return N_EQ;
  if (eat(r, "<")) return N_LT;
  if (eat(r, ">")) return N_GT;
  if (eat(r, "|")) return N_DVD;
  return -1;
}

static node *cmp(reader *r) {
  node *x = sum(r);
  int pos, k;
  gr_rl_skip(r);
  pos = here(r);
  if ((k = relop(r)) < 0) return x;
  x = mk(r, k, pos, x, sum(r));
  gr_rl_skip(r);
  pos = here(r);
  if (relop(r) >= 0) {
    r->c->p = r->start + pos;
    gr_syntax(r->c, GR_W(err_rule_chain));
  }
  return x;
}

static node *negation(reader *r) {
  int pos;
  gr_rl_skip(r);
  pos = here(r);
  if (gr_rl_eat_word(r, "not")) {
    node *x;
    deeper(r);
    x = mk(r, N_NOT, pos, negation(r), NULL);
    r->depth--;
    return x;
  }
  return cmp(r);
}

static node *conjunction(reader *r) {
  node *x = negation(r);
  for (;;) {
    int pos;
    gr_rl_skip(r);
    pos = here(r);
    if (!gr_rl_eat_word(r, "and")) return x;
    x = mk(r, N_AND, pos, x, negation(r));
  }
}

/* Whether an "or" at the cursor starts the next move. */
static int next_move(reader *r) {
  const char *save = r->c->p;
  int yes;
  if (!gr_rl_eat_word(r, "or")) return 0;
  yes = at_word(r, "take") || at_word(r, "split");
  r->c->p = save;
  return yes;
}

node *gr_rl_cond(reader *r) {
  node *x = conjunction(r);
  for (;;) {
    int pos;
    gr_rl_skip(r);
    pos = here(r);
    if (next_move(r) || !gr_rl_eat_word(r, "or")) return x;
    x = mk(r, N_OR, pos, x, conjunction(r));
  }
}

/* A new name (a take's or a part's) into out. */
static void new_name(reader *r, char *out, const gr_msg *what) {
  gr_cursor *c = r->c;
  size_t n, k;
  int i;
  gr_rl_skip(r);
  n = word_len(c->p);
  if (n == 0) what_now(r, what);
  if (n > 16) gr_syntax(c, GR_W(err_rule_name_long));
  for (k = 0; k < sizeof RESERVED / sizeof RESERVED[0]; k++)
    if (strlen(RESERVED[k]) == n && memcmp(RESERVED[k], c->p, n) == 0)
      gr_syntax(c, gr_m2(c->ctx, GR_M(err_rule_reserved_name), gr_t(RESERVED[k]), gr_n(what)));
  for (i = 0; i < NFUNCS; i++)
    if (strlen(FUNCS[i].name) == n && memcmp(FUNCS[i].name, c->p, n) == 0)
      gr_syntax(c, gr_m2(c->ctx, GR_M(err_rule_function_name), gr_t(FUNCS[i].name), gr_n(what)));
  if (slot_of(r, c->p, n) >= 0)
    gr_syntax(c, gr_m1(c->ctx, GR_M(err_rule_name_taken), gr_t(gr_strndup(c->ctx, c->p, n))));
  memcpy(out, c->p, n);
  out[n] = '\0';
  c->p += n;
}

static void read_parts(reader *r, amove *m) {
  m->parts = 0;
  for (;;) {
    if (m->parts == GR_RULE_MAX_PARTS)
      gr_syntax(r->c, gr_m1(r->c->ctx, GR_M(err_rule_parts), gr_i(GR_RULE_MAX_PARTS)));
    new_name(r, m->part[m->parts], GR_W(word_rule_part));
    m->parts++;
    if (!eat(r, "+")) break;
  }
  if (m->parts < 2) {
    gr_rl_skip(r);
    gr_syntax(r->c, GR_W(err_rule_split_two));
  }
}

void gr_rl_read_move(reader *r, amove *m) {
  gr_cursor *c = r->c;
  int in = 0, from = 0, leave = 0;
  memset(m, 0, sizeof *m);
  r->m = m;
  m->parts = 1;
  gr_rl_skip(r);
  if (gr_rl_eat_word(r, "split")) {
    m->split = 1;
    read_parts(r, m);
    leave = 1;
  } else if (gr_rl_eat_word(r, "take")) {
    gr_rl_skip(r);
    if (is_digit(*c->p)) m->num = gr_read_int(c, 0, GR_INT_MAX, GR_W(word_rule_taken));
    else new_name(r, m->take, GR_W(word_rule_take_name));
  } else {
    what_now(r, GR_W(word_rule_move));
  }
  for (;;) {
    gr_rl_skip(r);
    if (at_word(r, "in")) {
      if (in++) gr_syntax(c, GR_W(err_rule_range_twice));
      if (m->split || !m->take[0]) gr_syntax(c, GR_W(err_rule_range_name));
      gr_rl_eat_word(r, "in");
      m->lo = sum(r);
      if (!eat(r, "..")) what_now(r, GR_W(word_rule_dots));
      m->hi = sum(r);
    } else if (at_word(r, "from")) {
      if (from++) gr_syntax(c, GR_W(err_rule_from_twice));
      gr_rl_eat_word(r, "from");
      if (gr_rl_eat_word(r, "all") || gr_rl_eat_word(r, "both")) m->all = 1;
      else if (!gr_rl_eat_word(r, "any")) what_now(r, GR_W(word_rule_any_all));
    } else if (at_word(r, "leave")) {
      if (leave++) gr_syntax(c, m->split ? GR_W(err_rule_split_named) : GR_W(err_rule_leave_twice));
      gr_rl_eat_word(r, "leave");
      read_parts(r, m);
    } else {
      break;
    }
  }
  if (m->all && m->parts > 1) gr_syntax(c, GR_W(err_rule_all_split));
  if (eat(r, ":")) {
    for (;;) {
      node *x = gr_rl_cond(r);
      /* top-level "and"s are conditions of their own (written with ",") */
      node *stack[GR_RULE_MAX_DEPTH + 8];
      int sp = 0;
      stack[sp++] = x;
      while (sp > 0) {
        node *y = stack[--sp];
        if (y->kind == N_AND && sp + 2 <= (int)(sizeof stack / sizeof stack[0])) {
          stack[sp++] = y->a[1];
          stack[sp++] = y->a[0];
          continue;
        }
        if (m->ncond == (int)(sizeof m->cond / sizeof m->cond[0]))
          gr_syntax(c, gr_m1(c->ctx, GR_M(err_rule_conditions),
                             gr_i((gr_int)(sizeof m->cond / sizeof m->cond[0]))));
        m->cond[m->ncond++] = y;
      }
      if (!eat(r, ",")) break;
    }
  }
}

/* ---- canonical text ------------------------------------------------------------ */

static int prec(int kind) {
  switch (kind) {
  case N_OR: return 1;
  case N_AND: return 2;
  case N_NOT: return 3;
  case N_LT: case N_LE: case N_GT: case N_GE: case N_EQ: case N_NE: case N_DVD: return 4;
  case N_ADD: case N_SUB: return 5;
  case N_MUL: case N_DIV: case N_MOD: return 6;
  case N_NEG: return 7;
  case N_POW: return 8;
  default: return 9;
  }
}

static const char *op_text(int kind) {
  switch (kind) {
  case N_ADD: return "+";
  case N_SUB: return "-";
  case N_MUL: return "*";
  case N_DIV: return "/";
  case N_MOD: return "%";
  case N_POW: return "^";
  case N_LT: return "<";
  case N_LE: return "<=";
  case N_GT: return ">";
  case N_GE: return ">=";
  case N_EQ: return "=";
  case N_NE: return "!=";
  case N_DVD: return "|";
  case N_AND: return " and ";
  case N_OR: return " or ";
  default: return "?";
  }
}

/* Child x of a parent of precedence p: in brackets when it binds less
** tightly, or as tightly on the side the parent does not group to. */
void gr_rl_put_child(gr_buf *b, const node *x, const amove *m, int p, int tight) {
  int q = prec(x->kind);
  if (q < p || (q == p && tight)) {
    gr_putc(b, '(');
    gr_rl_put_node(b, x, m, 0);
    gr_putc(b, ')');
  } else {
    gr_rl_put_node(b, x, m, p);
  }
}

void gr_rl_put_node(gr_buf *b, const node *x, const amove *m, int need) {
  int p = prec(x->kind);
  (void)need;
  switch (x->kind) {
  case N_NUM:
    gr_puti(b, x->val);
    return;
  case N_VAR:
    if (x->val == GR_RV_N) gr_putc(b, 'n');
    else if (x->val == GR_RV_LAST) gr_puts(b, "last");
    else if (x->val == GR_RV_K) gr_puts(b, m->take);
    else gr_puts(b, m->part[x->val - GR_RV_PART]);
    return;
  case N_CALL: {
    int i;
    gr_printf(b, "%s(", FUNCS[x->val].name);
    for (i = 0; i < x->n; i++) {
      if (i) gr_putc(b, ',');
      gr_rl_put_node(b, x->a[i], m, 0);
    }
    gr_putc(b, ')');
    return;
  }
  case N_NEG:
    gr_putc(b, '-');
    gr_rl_put_child(b, x->a[0], m, p, 0);
    return;
  case N_NOT:
    gr_puts(b, "not ");
    gr_rl_put_child(b, x->a[0], m, p, 0);
    return;
  case N_POW: /* groups to the right */
    gr_rl_put_child(b, x->a[0], m, p, 1);
    gr_putc(b, '^');
    gr_rl_put_child(b, x->a[1], m, p - 1, 0); /* the exponent is a unary: -k is fine */
    return;
  default: { /* binary, grouping to the left; comparisons do not group */
    int cmpop = p == 4;
    gr_rl_put_child(b, x->a[0], m, p, cmpop);
    gr_puts(b, op_text(x->kind));
    gr_rl_put_child(b, x->a[1], m, p, 1);
    return;
  }
  }
}

void gr_rl_format_ast(gr_buf *b, const ast *t) {
  int i, j;
  for (i = 0; i < t->n; i++) {
    const amove *m = &t->m[i];
    if (i) gr_puts(b, " or ");
    if (m->split) {
      gr_puts(b, "split ");
    } else {
      gr_puts(b, "take ");
      if (m->take[0]) gr_puts(b, m->take);
      else gr_puti(b, m->num);
      if (m->lo != NULL) {
        gr_puts(b, " in ");
        gr_rl_put_node(b, m->lo, m, 5);
        gr_puts(b, "..");
        gr_rl_put_node(b, m->hi, m, 5);
      }
      if (m->all) gr_puts(b, " from all");
      if (m->parts > 1) gr_puts(b, " leave ");
    }
    for (j = 0; j < m->parts && m->parts > 1; j++) {
      if (j) gr_putc(b, '+');
      gr_puts(b, m->part[j]);
    }
    for (j = 0; j < m->ncond; j++) {
      gr_puts(b, j ? ", " : ": ");
      gr_rl_put_child(b, m->cond[j], m, 1, 0);
    }
  }
}

void gr_rule_format(gr_buf *b, const gr_rule *r) { gr_rl_format_ast(b, r->ast); }

typedef struct compiler {
  gr_ctx *ctx;
  gr_rprog *p;
  int sp, max;
} compiler;

static int emit(compiler *k, int op, int pos, gr_int arg, int delta) {
  gr_rprog *p = k->p;
  if (p->n == p->cap) {
    int cap = p->cap ? p->cap * 2 : 16;
    ins *c = gr_alloc(k->ctx, (size_t)cap * sizeof *c);
    if (p->n) memcpy(c, p->code, (size_t)p->n * sizeof *c);
    p->code = c;
    p->cap = cap;
  }
  p->code[p->n].op = (unsigned char)op;
  p->code[p->n].pos = pos;
  p->code[p->n].arg = arg;
  k->sp += delta;
  if (k->sp > k->max) k->max = k->sp;
  return p->n++;
}

static int kind_op(int kind) {
  switch (kind) {
  case N_NEG: return I_NEG;
  case N_ADD: return I_ADD;
  case N_SUB: return I_SUB;
  case N_MUL: return I_MUL;
  case N_DIV: return I_DIV;
  case N_MOD: return I_MOD;
  case N_POW: return I_POW;
  case N_LT: return I_LT;
  case N_LE: return I_LE;
  case N_GT: return I_GT;
  case N_GE: return I_GE;
  case N_EQ: return I_EQ;
  case N_NE: return I_NE;
  case N_DVD: return I_DVD;
  case N_NOT: return I_NOT;
  case N_MIN: return I_MIN;
  case N_MAX: return I_MAX;
  case N_FDIV: return I_FDIV;
  case N_CDIV: return I_CDIV;
  case N_DEC: return I_DEC;
  case N_INC: return I_INC;
  default: return -1;
  }
}

/* The compiler's recursion follows the tree, whose depth the reader bounds
** (bounds add a few levels). */
static void gen(compiler *k, const node *x) {
  int j, i;
  switch (x->kind) {
  case N_NUM:
    emit(k, I_NUM, x->pos, x->val, 1);
    return;
  case N_VAR:
    emit(k, I_VAR, x->pos, x->val, 1);
    return;
  case N_AND:
    gen(k, x->a[0]);
    j = emit(k, I_JZKEEP, x->pos, 0, -1);
    gen(k, x->a[1]);
    emit(k, I_BOOL, x->pos, 0, 0);
    k->p->code[j].arg = k->p->n;
    return;
  case N_OR:
    gen(k, x->a[0]);
    j = emit(k, I_JNZONE, x->pos, 0, -1);
    gen(k, x->a[1]);
    emit(k, I_BOOL, x->pos, 0, 0);
    k->p->code[j].arg = k->p->n;
    return;
  case N_SEL: {
    int e;
    gen(k, x->a[0]);
    j = emit(k, I_JZ, x->pos, 0, -1);
    gen(k, x->a[1]);
    e = emit(k, I_JMP, x->pos, 0, 0);
    k->sp--; /* the other branch pushes the same slot */
    k->p->code[j].arg = k->p->n;
    gen(k, x->a[2]);
    k->p->code[e].arg = k->p->n;
    return;
  }
  case N_CALL:
    for (i = 0; i < x->n; i++) gen(k, x->a[i]);
    emit(k, I_CALL, x->pos, x->val, 1 - x->n);
    return;
  default:
    for (i = 0; i < x->n; i++) gen(k, x->a[i]);
    emit(k, kind_op(x->kind), x->pos, 0, 1 - x->n);
    return;
  }
}

const gr_rprog *gr_rl_compile(gr_ctx *ctx, const node *x) {
  compiler k;
  gr_rprog *p;
  if (x == NULL) return NULL;
  p = gr_alloc(ctx, sizeof *p);
  memset(p, 0, sizeof *p);
  k.ctx = ctx;
  k.p = p;
  k.sp = k.max = 0;
  gen(&k, x);
  p->depth = k.max;
  return p;
}

node *gr_rl_bnode(bounder *z, int kind, int pos, node *a, node *b, node *c) {
  node *x = gr_alloc(z->ctx, sizeof *x);
  memset(x, 0, sizeof *x);
  x->kind = kind;
  x->pos = pos;
  x->a[0] = a;
  x->a[1] = b;
  x->a[2] = c;
  x->n = (a != NULL) + (b != NULL) + (c != NULL);
  return x;
}

static node *num(bounder *z, gr_int v) {
  node *x = gr_rl_bnode(z, N_NUM, 0, NULL, NULL, NULL);
  x->val = v;
  return x;
}

/* Whether x reads the slot. */
int gr_rl_reads(const node *x, int slot) {
  int i;
  if (x == NULL) return 0;
  if (x->kind == N_VAR) return x->val == slot;
  for (i = 0; i < x->n; i++)
    if (gr_rl_reads(x->a[i], slot)) return 1;
  return 0;
}

/* A multiple of the take, c*k or k*c with c a positive number: its c, else 0. */
static gr_int take_times(const node *x) {
  if (x->kind == N_VAR && x->val == GR_RV_K) return 1;
  if (x->kind == N_MUL) {
    const node *a = x->a[0], *b = x->a[1];
    if (a->kind == N_NUM && a->val > 0 && b->kind == N_VAR && b->val == GR_RV_K) return a->val;
    if (b->kind == N_NUM && b->val > 0 && a->kind == N_VAR && a->val == GR_RV_K) return b->val;
  }
  return 0;
}

/* Bounds lo <= k <= hi every take passing x satisfies, as expressions of
** what x reads but the take and the parts (NULL: none); an empty range when
** lo > hi. */
void gr_rl_bounds(bounder *z, const node *x, node **lo, node **hi) {
  int free_of_take = !gr_rl_reads(x, GR_RV_K), i;
  for (i = 0; i < GR_RULE_MAX_PARTS && free_of_take; i++)
    if (gr_rl_reads(x, GR_RV_PART + i)) free_of_take = 0;
  *lo = *hi = NULL;
  if (free_of_take) { /* holds or not, whatever the take: all or nothing */
    *lo = gr_rl_bnode(z, N_SEL, x->pos, (node *)x, num(z, NEG_INF), num(z, INF));
    *hi = gr_rl_bnode(z, N_SEL, x->pos, (node *)x, num(z, INF), num(z, NEG_INF));
    return;
  }
  switch (x->kind) {
  case N_AND: case N_OR: {
    node *l1, *h1, *l2, *h2;
    int and = x->kind == N_AND;
    gr_rl_bounds(z, x->a[0], &l1, &h1);
    gr_rl_bounds(z, x->a[1], &l2, &h2);
    if (and) {
      *lo = l1 && l2 ? gr_rl_bnode(z, N_MAX, x->pos, l1, l2, NULL) : l1 ? l1 : l2;
      *hi = h1 && h2 ? gr_rl_bnode(z, N_MIN, x->pos, h1, h2, NULL) : h1 ? h1 : h2;
    } else {
      *lo = l1 && l2 ? gr_rl_bnode(z, N_MIN, x->pos, l1, l2, NULL) : NULL;
      *hi = h1 && h2 ? gr_rl_bnode(z, N_MAX, x->pos, h1, h2, NULL) : NULL;
    }
    return;
  }
  case N_LT: case N_LE: case N_GT: case N_GE: case N_EQ: {
    const node *l = x->a[0], *r = x->a[1];
    int kind = x->kind;
    gr_int c;
    if (take_times(r) && !gr_rl_reads(l, GR_RV_K)) { /* E op c*k: turn it round */
      const node *t = l;
      l = r;
      r = t;
      kind = kind == N_LT ? N_GT : kind == N_LE ? N_GE : kind == N_GT ? N_LT : kind == N_GE ? N_LE : kind;
    }
    if ((c = take_times(l)) == 0 || gr_rl_reads(r, GR_RV_K)) return;
    for (i = 0; i < GR_RULE_MAX_PARTS; i++)
      if (gr_rl_reads(r, GR_RV_PART + i)) return;
    {
      node *e = (node *)r;
      if (kind == N_LT || kind == N_LE || kind == N_EQ) /* c*k <= E: k <= floor(E / c) */
        *hi = gr_rl_bnode(z, N_FDIV, x->pos, kind == N_LT ? gr_rl_bnode(z, N_DEC, x->pos, e, NULL, NULL) : e,
                    num(z, c), NULL);
      if (kind == N_GT || kind == N_GE || kind == N_EQ) /* c*k >= E: k >= ceil(E / c) */
        *lo = gr_rl_bnode(z, N_CDIV, x->pos, kind == N_GT ? gr_rl_bnode(z, N_INC, x->pos, e, NULL, NULL) : e,
                    num(z, c), NULL);
    }
    return;
  }
  default:
    return;
  }
}

/* Whether the bounds derive exactly what x says: a take passes x exactly
** when it lies between them. *low_free: x bounds the take only from above
** (or not at all: all or nothing), so its lower bound is none or "empty". */
int gr_rl_exact(const node *x, int *low_free, int *high_free) {
  int i, l1, h1, l2, h2, free_of_take = !gr_rl_reads(x, GR_RV_K);
  for (i = 0; i < GR_RULE_MAX_PARTS; i++)
    if (gr_rl_reads(x, GR_RV_PART + i)) return 0;
  *low_free = *high_free = 1;
  if (free_of_take) return 1;
  switch (x->kind) {
  case N_AND: case N_OR:
    if (!gr_rl_exact(x->a[0], &l1, &h1) || !gr_rl_exact(x->a[1], &l2, &h2)) return 0;
    *low_free = l1 && l2;
    *high_free = h1 && h2;
    /* a union of two ranges is one range when both are open at the same end */
    return x->kind == N_AND || *low_free || *high_free;
  case N_LT: case N_LE: case N_GT: case N_GE: case N_EQ: {
    const node *l = x->a[0], *r = x->a[1];
    int kind = x->kind;
    if (take_times(r) && !gr_rl_reads(l, GR_RV_K)) {
      const node *t = l;
      l = r;
      r = t;
      kind = kind == N_LT ? N_GT : kind == N_LE ? N_GE : kind == N_GT ? N_LT : kind == N_GE ? N_LE : kind;
    }
    if (take_times(l) == 0 || gr_rl_reads(r, GR_RV_K)) return 0;
    *low_free = kind == N_LT || kind == N_LE;
    *high_free = kind == N_GT || kind == N_GE;
    return 1;
  }
  default:
    return 0;
  }
}

/* ---- running ------------------------------------------------------------------------ */

/* Throws a number-too-large error at instruction i. */
void gr_rl_too_large(gr_reval *e, const ins *i, const char *what) {
  const char *s = e->rule->src;
  size_t len = strlen(s);
  int at = i->pos, from = at > 12 ? at - 12 : 0, to = at + 12 < (int)len ? at + 12 : (int)len;
  gr_buf b, near;
  gr_buf_init(&b, e->ctx);
  gr_printf(&b, "n = %lld", (long long)e->v[GR_RV_N]);
  if (e->rule->counter) gr_printf(&b, ", last = %lld", (long long)e->v[GR_RV_LAST]);
  gr_buf_init(&near, e->ctx);
  gr_printf(&near, "%s%.*s%s", from > 0 ? "…" : "", to - from, s + from, to < (int)len ? "…" : "");
  gr_throw(e->ctx, GR_ELIMIT,
           gr_m5(e->ctx, GR_M(err_rule_overflow), gr_i(at + 1), gr_t(near.s),
                 gr_n(what != NULL ? gr_m1(e->ctx, GR_M(word_items), gr_t(what))
                                   : GR_W(word_rule_negpow)),
                 gr_t(b.s), gr_i(e->v[GR_RV_K])));
}
