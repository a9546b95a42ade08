/*
** rulelang.c — the rule language of typed games: its grammar, canonical
** text, compilation and evaluation.
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
#include "rulelang.h"

/* ---- the tree ------------------------------------------------------------------ */

enum {
  N_NUM, N_VAR, N_NEG, N_ADD, N_SUB, N_MUL, N_DIV, N_MOD, N_POW, N_LT, N_LE, N_GT, N_GE,
  N_EQ, N_NE, N_DVD, N_NOT, N_AND, N_OR, N_CALL,
  /* made by the compiler only (bounds) */
  N_MIN, N_MAX, N_SEL, N_FDIV, N_CDIV, N_DEC, N_INC
};

typedef struct node {
  int kind;
  int pos;                 /* character in the rule where it was written */
  gr_int val;              /* N_NUM: the number; N_VAR: the slot; N_CALL: the function */
  int n;                   /* children */
  struct node *a[3];       /* children (a call's arguments: up to 2, in a[0..1]) */
} node;

typedef struct amove {     /* a move as written, for the canonical text */
  int split;
  char take[24];           /* the take's name, or "" for a number */
  gr_int num;
  node *lo, *hi;
  int all;
  int parts;
  char part[GR_RULE_MAX_PARTS][24];
  node *cond[GR_RULE_MAX_NODES / 8];
  int ncond;
} amove;

typedef struct ast {
  int n;
  amove m[GR_RULE_MAX_MOVES];
} ast;

/* ---- functions ------------------------------------------------------------------ */

enum { F_PRIME, F_SQUARE, F_POW2, F_FIB, F_TRI, F_ODD, F_EVEN, F_ODIOUS, F_EVIL, F_MIN, F_MAX,
       F_ABS, F_GCD, F_SQRT, F_LOG2, F_BITS, F_V2 };

static const struct {
  const char *name;
  int args;
  const char *words;
} FUNCS[] = {
  {"prime", 1, "x is a prime number"},
  {"square", 1, "x is a square: 0, 1, 4, 9, …"},
  {"pow2", 1, "x is a power of two: 1, 2, 4, 8, …"},
  {"fib", 1, "x is a Fibonacci number: 0, 1, 2, 3, 5, 8, …"},
  {"tri", 1, "x is a triangular number: 0, 1, 3, 6, 10, …"},
  {"odd", 1, "x is odd"},
  {"even", 1, "x is even"},
  {"odious", 1, "x has an odd number of 1s in binary"},
  {"evil", 1, "x has an even number of 1s in binary"},
  {"min", 2, "the smaller of x and y"},
  {"max", 2, "the larger of x and y"},
  {"abs", 1, "the absolute value of x"},
  {"gcd", 2, "the greatest common divisor of x and y"},
  {"sqrt", 1, "the square root of x, rounded down (0 for x < 0)"},
  {"log2", 1, "the base-2 logarithm of x, rounded down (0 for x < 2)"},
  {"bits", 1, "the number of 1s in x in binary (of |x|)"},
  {"v2", 1, "the largest e with 2^e dividing x (of |x|; 0 for x = 0)"},
};
#define NFUNCS ((int)(sizeof FUNCS / sizeof FUNCS[0]))

static const char *const RESERVED[] = {"take", "split", "in", "from", "any", "all", "both",
                                       "leave", "or", "and", "not", "n", "last"};

/* ---- reading ----------------------------------------------------------------------- */

typedef struct reader {
  gr_cursor *c;
  const char *start;       /* the rule's first character */
  int depth;
  int nodes;
  ast *t;
  amove *m;                /* the move being read */
  int uses_last;
} reader;

static void skip(reader *r) {
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
  skip(r);
  return word_len(r->c->p) == n && memcmp(r->c->p, w, n) == 0;
}

static int eat_word(reader *r, const char *w) {
  if (!at_word(r, w)) return 0;
  r->c->p += strlen(w);
  return 1;
}

static int eat(reader *r, const char *sym) {
  size_t n = strlen(sym);
  skip(r);
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
  skip(r);
  if (*r->c->p == '\0' || *r->c->p == ')')
    gr_syntax(r->c, gr_m1(r->c->ctx, GR_M(err_rule_ends), gr_n(expected)));
  gr_syntax(r->c, gr_m1(r->c->ctx, GR_M(err_rule_expected), gr_n(expected)));
}

static node *cond(reader *r);
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
  skip(r);
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
    x = cond(r);
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
      skip(r);
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
        x->a[i] = cond(r);
      }
      x->n = FUNCS[f].args;
      r->depth--;
      if (!eat(r, ")")) {
        skip(r);
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
  skip(r);
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
  skip(r);
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
    skip(r);
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
    skip(r);
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
  skip(r);
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
  skip(r);
  pos = here(r);
  if ((k = relop(r)) < 0) return x;
  x = mk(r, k, pos, x, sum(r));
  skip(r);
  pos = here(r);
  if (relop(r) >= 0) {
    r->c->p = r->start + pos;
    gr_syntax(r->c, GR_W(err_rule_chain));
  }
  return x;
}

static node *negation(reader *r) {
  int pos;
  skip(r);
  pos = here(r);
  if (eat_word(r, "not")) {
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
    skip(r);
    pos = here(r);
    if (!eat_word(r, "and")) return x;
    x = mk(r, N_AND, pos, x, negation(r));
  }
}

/* Whether an "or" at the cursor starts the next move. */
static int next_move(reader *r) {
  const char *save = r->c->p;
  int yes;
  if (!eat_word(r, "or")) return 0;
  yes = at_word(r, "take") || at_word(r, "split");
  r->c->p = save;
  return yes;
}

static node *cond(reader *r) {
  node *x = conjunction(r);
  for (;;) {
    int pos;
    skip(r);
    pos = here(r);
    if (next_move(r) || !eat_word(r, "or")) return x;
    x = mk(r, N_OR, pos, x, conjunction(r));
  }
}

/* A new name (a take's or a part's) into out. */
static void new_name(reader *r, char *out, const gr_msg *what) {
  gr_cursor *c = r->c;
  size_t n, k;
  int i;
  skip(r);
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
    skip(r);
    gr_syntax(r->c, GR_W(err_rule_split_two));
  }
}

static void read_move(reader *r, amove *m) {
  gr_cursor *c = r->c;
  int in = 0, from = 0, leave = 0;
  memset(m, 0, sizeof *m);
  r->m = m;
  m->parts = 1;
  skip(r);
  if (eat_word(r, "split")) {
    m->split = 1;
    read_parts(r, m);
    leave = 1;
  } else if (eat_word(r, "take")) {
    skip(r);
    if (is_digit(*c->p)) m->num = gr_read_int(c, 0, GR_INT_MAX, GR_W(word_rule_taken));
    else new_name(r, m->take, GR_W(word_rule_take_name));
  } else {
    what_now(r, GR_W(word_rule_move));
  }
  for (;;) {
    skip(r);
    if (at_word(r, "in")) {
      if (in++) gr_syntax(c, GR_W(err_rule_range_twice));
      if (m->split || !m->take[0]) gr_syntax(c, GR_W(err_rule_range_name));
      eat_word(r, "in");
      m->lo = sum(r);
      if (!eat(r, "..")) what_now(r, GR_W(word_rule_dots));
      m->hi = sum(r);
    } else if (at_word(r, "from")) {
      if (from++) gr_syntax(c, GR_W(err_rule_from_twice));
      eat_word(r, "from");
      if (eat_word(r, "all") || eat_word(r, "both")) m->all = 1;
      else if (!eat_word(r, "any")) what_now(r, GR_W(word_rule_any_all));
    } else if (at_word(r, "leave")) {
      if (leave++) gr_syntax(c, m->split ? GR_W(err_rule_split_named) : GR_W(err_rule_leave_twice));
      eat_word(r, "leave");
      read_parts(r, m);
    } else {
      break;
    }
  }
  if (m->all && m->parts > 1) gr_syntax(c, GR_W(err_rule_all_split));
  if (eat(r, ":")) {
    for (;;) {
      node *x = cond(r);
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

static void put_node(gr_buf *b, const node *x, const amove *m, int need);

/* Child x of a parent of precedence p: in brackets when it binds less
** tightly, or as tightly on the side the parent does not group to. */
static void put_child(gr_buf *b, const node *x, const amove *m, int p, int tight) {
  int q = prec(x->kind);
  if (q < p || (q == p && tight)) {
    gr_putc(b, '(');
    put_node(b, x, m, 0);
    gr_putc(b, ')');
  } else {
    put_node(b, x, m, p);
  }
}

static void put_node(gr_buf *b, const node *x, const amove *m, int need) {
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
      put_node(b, x->a[i], m, 0);
    }
    gr_putc(b, ')');
    return;
  }
  case N_NEG:
    gr_putc(b, '-');
    put_child(b, x->a[0], m, p, 0);
    return;
  case N_NOT:
    gr_puts(b, "not ");
    put_child(b, x->a[0], m, p, 0);
    return;
  case N_POW: /* groups to the right */
    put_child(b, x->a[0], m, p, 1);
    gr_putc(b, '^');
    put_child(b, x->a[1], m, p - 1, 0); /* the exponent is a unary: -k is fine */
    return;
  default: { /* binary, grouping to the left; comparisons do not group */
    int cmpop = p == 4;
    put_child(b, x->a[0], m, p, cmpop);
    gr_puts(b, op_text(x->kind));
    put_child(b, x->a[1], m, p, 1);
    return;
  }
  }
}

static void format_ast(gr_buf *b, const ast *t) {
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
        put_node(b, m->lo, m, 5);
        gr_puts(b, "..");
        put_node(b, m->hi, m, 5);
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
      put_child(b, m->cond[j], m, 1, 0);
    }
  }
}

void gr_rule_format(gr_buf *b, const gr_rule *r) { format_ast(b, r->ast); }

/* ---- the stack code --------------------------------------------------------------- */

enum {
  I_NUM, I_VAR, I_NEG, I_ADD, I_SUB, I_MUL, I_DIV, I_MOD, I_POW, I_LT, I_LE, I_GT, I_GE, I_EQ,
  I_NE, I_DVD, I_NOT, I_BOOL, I_CALL, I_MIN, I_MAX, I_FDIV, I_CDIV, I_DEC, I_INC,
  I_JZKEEP,  /* top 0: jump, keeping it; else drop it */
  I_JNZONE,  /* top not 0: replace it by 1 and jump; else drop it */
  I_JZ,      /* drop the top; jump when it was 0 */
  I_JMP
};

typedef struct ins {
  unsigned char op;
  int pos;      /* in the rule's text, for messages */
  gr_int arg;   /* a number, a slot, a function, a jump's target */
} ins;

struct gr_rprog {
  ins *code;
  int n, cap;
  int depth;    /* the value stack it needs */
};

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

static const gr_rprog *compile(gr_ctx *ctx, const node *x) {
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

/* ---- bounds on the take ----------------------------------------------------------- */

static const gr_int INF = GR_INT_MAX, NEG_INF = -GR_INT_MAX;

typedef struct bounder {
  gr_ctx *ctx;
} bounder;

static node *bnode(bounder *z, int kind, int pos, node *a, node *b, node *c) {
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
  node *x = bnode(z, N_NUM, 0, NULL, NULL, NULL);
  x->val = v;
  return x;
}

/* Whether x reads the slot. */
static int reads(const node *x, int slot) {
  int i;
  if (x == NULL) return 0;
  if (x->kind == N_VAR) return x->val == slot;
  for (i = 0; i < x->n; i++)
    if (reads(x->a[i], slot)) return 1;
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
static void bounds(bounder *z, const node *x, node **lo, node **hi) {
  int free_of_take = !reads(x, GR_RV_K), i;
  for (i = 0; i < GR_RULE_MAX_PARTS && free_of_take; i++)
    if (reads(x, GR_RV_PART + i)) free_of_take = 0;
  *lo = *hi = NULL;
  if (free_of_take) { /* holds or not, whatever the take: all or nothing */
    *lo = bnode(z, N_SEL, x->pos, (node *)x, num(z, NEG_INF), num(z, INF));
    *hi = bnode(z, N_SEL, x->pos, (node *)x, num(z, INF), num(z, NEG_INF));
    return;
  }
  switch (x->kind) {
  case N_AND: case N_OR: {
    node *l1, *h1, *l2, *h2;
    int and = x->kind == N_AND;
    bounds(z, x->a[0], &l1, &h1);
    bounds(z, x->a[1], &l2, &h2);
    if (and) {
      *lo = l1 && l2 ? bnode(z, N_MAX, x->pos, l1, l2, NULL) : l1 ? l1 : l2;
      *hi = h1 && h2 ? bnode(z, N_MIN, x->pos, h1, h2, NULL) : h1 ? h1 : h2;
    } else {
      *lo = l1 && l2 ? bnode(z, N_MIN, x->pos, l1, l2, NULL) : NULL;
      *hi = h1 && h2 ? bnode(z, N_MAX, x->pos, h1, h2, NULL) : NULL;
    }
    return;
  }
  case N_LT: case N_LE: case N_GT: case N_GE: case N_EQ: {
    const node *l = x->a[0], *r = x->a[1];
    int kind = x->kind;
    gr_int c;
    if (take_times(r) && !reads(l, GR_RV_K)) { /* E op c*k: turn it round */
      const node *t = l;
      l = r;
      r = t;
      kind = kind == N_LT ? N_GT : kind == N_LE ? N_GE : kind == N_GT ? N_LT : kind == N_GE ? N_LE : kind;
    }
    if ((c = take_times(l)) == 0 || reads(r, GR_RV_K)) return;
    for (i = 0; i < GR_RULE_MAX_PARTS; i++)
      if (reads(r, GR_RV_PART + i)) return;
    {
      node *e = (node *)r;
      if (kind == N_LT || kind == N_LE || kind == N_EQ) /* c*k <= E: k <= floor(E / c) */
        *hi = bnode(z, N_FDIV, x->pos, kind == N_LT ? bnode(z, N_DEC, x->pos, e, NULL, NULL) : e,
                    num(z, c), NULL);
      if (kind == N_GT || kind == N_GE || kind == N_EQ) /* c*k >= E: k >= ceil(E / c) */
        *lo = bnode(z, N_CDIV, x->pos, kind == N_GT ? bnode(z, N_INC, x->pos, e, NULL, NULL) : e,
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
static int exact(const node *x, int *low_free, int *high_free) {
  int i, l1, h1, l2, h2, free_of_take = !reads(x, GR_RV_K);
  for (i = 0; i < GR_RULE_MAX_PARTS; i++)
    if (reads(x, GR_RV_PART + i)) return 0;
  *low_free = *high_free = 1;
  if (free_of_take) return 1;
  switch (x->kind) {
  case N_AND: case N_OR:
    if (!exact(x->a[0], &l1, &h1) || !exact(x->a[1], &l2, &h2)) return 0;
    *low_free = l1 && l2;
    *high_free = h1 && h2;
    /* a union of two ranges is one range when both are open at the same end */
    return x->kind == N_AND || *low_free || *high_free;
  case N_LT: case N_LE: case N_GT: case N_GE: case N_EQ: {
    const node *l = x->a[0], *r = x->a[1];
    int kind = x->kind;
    if (take_times(r) && !reads(l, GR_RV_K)) {
      const node *t = l;
      l = r;
      r = t;
      kind = kind == N_LT ? N_GT : kind == N_LE ? N_GE : kind == N_GT ? N_LT : kind == N_GE ? N_LE : kind;
    }
    if (take_times(l) == 0 || reads(r, GR_RV_K)) return 0;
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
static void too_large(gr_reval *e, const ins *i, const char *what) {
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
    if (x == -GR_INT_MAX - 1) too_large(e, in, "abs(x)");
    return x < 0 ? -x : x;
  case F_GCD: {
    uint64_t a = uabs(x), b = uabs(y);
    while (b) {
      uint64_t t = a % b;
      a = b;
      b = t;
      e->steps++;
    }
    if (a > (uint64_t)GR_INT_MAX) too_large(e, in, "gcd(x, y)");
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
      if (sp[-1] == -GR_INT_MAX - 1) too_large(e, i, "-x");
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
        if ((b > 0 && a > GR_INT_MAX - b) || (b < 0 && a < -GR_INT_MAX - 1 - b)) too_large(e, i, "x+y");
        r = a + b;
        break;
      case I_SUB:
        if ((b < 0 && a > GR_INT_MAX + b) || (b > 0 && a < -GR_INT_MAX - 1 + b)) too_large(e, i, "x-y");
        r = a - b;
        break;
      case I_MUL:
        if (a != 0 && b != 0) {
          uint64_t ua = uabs(a), ub = uabs(b);
          uint64_t lim = (a < 0) != (b < 0) ? (uint64_t)GR_INT_MAX + 1 : (uint64_t)GR_INT_MAX;
          if (ua > lim / ub) too_large(e, i, "x*y");
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
          if (a == 0) too_large(e, i, NULL); /* 0 to a negative power */
          break;
        }
        if (neg) lim++;
        while (ex > 0) {
          e->steps++;
          if (ex & 1) {
            if (base != 0 && acc > lim / base) too_large(e, i, "x^y");
            acc *= base;
          }
          ex >>= 1;
          if (ex > 0) {
            if (base > 0xFFFFFFFFULL) { /* squaring overflows: only base 0 or 1 survive */
              if (acc != 0) too_large(e, i, "x^y");
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
        if (reads(m->cond[i], GR_RV_PART + j)) return 0;
  }
  for (i = 0; i < m->ncond; i++) {
    const node *c = m->cond[i], *a = c->a[0], *b = c->a[1];
    if (reads(c, GR_RV_LAST)) return 0;
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
    if (reads(c, GR_RV_N)) return 0;
    for (j = 0; j < m->parts && m->parts > 1; j++)
      if (reads(c, GR_RV_PART + j)) return 0;
    keep[nkeep++] = c;
  }
  if (reads(m->lo, GR_RV_N) || reads(m->hi, GR_RV_N) || reads(m->lo, GR_RV_LAST) ||
      reads(m->hi, GR_RV_LAST))
    return 0;
  memset(&e, 0, sizeof e);
  e.ctx = ctx;
  e.rule = r;
  for (i = 0; i < nkeep; i++)
    all = all ? bnode(&z, N_AND, keep[i]->pos, all, (node *)keep[i], NULL) : (node *)keep[i];
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
      bounds(&z, all, &dl, &dh);
      if (dl) l2 = gr_rule_run(&e, compile(ctx, dl));
      if (dh) h2 = gr_rule_run(&e, compile(ctx, dh));
      if (l2 > lo) lo = l2;
      if (h2 < hi) hi = h2;
    }
  }
  if (lo < 0) lo = 0;
  if (hi > GR_MAX_CODE_DIGITS) return 0; /* not a finite code the engine writes */
  {
    const gr_rprog *test = compile(ctx, all);
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
    read_move(&r, m);
    skip(&r);
    if (!eat_word(&r, "or")) break;
  }
  skip(&r);
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
    mv->lo = compile(c->ctx, m->lo);
    mv->hi = compile(c->ctx, m->hi);
    for (j = 0; j < m->ncond; j++)
      all = all ? bnode(&z, N_AND, m->cond[j]->pos, all, m->cond[j], NULL) : m->cond[j];
    mv->cond = compile(c->ctx, all);
    if (mv->var && all != NULL) {
      bounds(&z, all, &dl, &dh);
      mv->dlo = compile(c->ctx, dl);
      mv->dhi = compile(c->ctx, dh);
    }
    if (mv->var && m->parts == 1 && !reads(m->lo, GR_RV_LAST)) {
      int lf = 1, hf = 1;
      mv->interval = all == NULL || (exact(all, &lf, &hf) && lf);
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
  if (p < 0) put_node(&b, x, m, 5);
  else put_child(&b, x, m, p, 0);
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
      put_child(&c, m->cond[j], m, 1, 0);
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
  format_ast(&one, &solo);
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
    int bad = reads(m->lo, GR_RV_K) || reads(m->hi, GR_RV_K);
    for (j = 0; j < GR_RULE_MAX_PARTS; j++)
      bad |= reads(m->lo, GR_RV_PART + j) || reads(m->hi, GR_RV_PART + j);
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
