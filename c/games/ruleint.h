/*
** ruleint.h — what the two files of the rule language share: the parsed
** tree, the reader, the stack code and the bounder (rulelang.c), which the
** running, the words and the brute force (rulerun.c) read.
*/
#ifndef GR_RULEINT_H
#define GR_RULEINT_H

#include "rulelang.h"

/* ---- the tree ------------------------------------------------------------------ */

enum {
  N_NUM, N_VAR, N_NEG, N_ADD, N_SUB, N_MUL, N_DIV, N_MOD, N_POW, N_LT, N_LE, N_GT, N_GE,
  N_EQ, N_NE, N_DVD, N_NOT, N_AND, N_OR, N_CALL,
  /* made by the compiler only (bounds) */
  N_MIN, N_MAX, N_SEL, N_FDIV, N_CDIV, N_DEC, N_INC
};

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

/* ---- the stack code --------------------------------------------------------------- */

enum {
  I_NUM, I_VAR, I_NEG, I_ADD, I_SUB, I_MUL, I_DIV, I_MOD, I_POW, I_LT, I_LE, I_GT, I_GE, I_EQ,
  I_NE, I_DVD, I_NOT, I_BOOL, I_CALL, I_MIN, I_MAX, I_FDIV, I_CDIV, I_DEC, I_INC,
  I_JZKEEP,  /* top 0: jump, keeping it; else drop it */
  I_JNZONE,  /* top not 0: replace it by 1 and jump; else drop it */
  I_JZ,      /* drop the top; jump when it was 0 */
  I_JMP
};

/* ---- bounds on the take ----------------------------------------------------------- */

static const gr_int INF = GR_INT_MAX, NEG_INF = -GR_INT_MAX;

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

typedef struct bounder {
  gr_ctx *ctx;
} bounder;

/* rulelang.c */
void gr_rl_skip(reader *r);
int gr_rl_eat_word(reader *r, const char *w);
node *gr_rl_cond(reader *r);
void gr_rl_read_move(reader *r, amove *m);
void gr_rl_put_child(gr_buf *b, const node *x, const amove *m, int p, int tight);
void gr_rl_put_node(gr_buf *b, const node *x, const amove *m, int need);
void gr_rl_format_ast(gr_buf *b, const ast *t);
const gr_rprog *gr_rl_compile(gr_ctx *ctx, const node *x);
node *gr_rl_bnode(bounder *z, int kind, int pos, node *a, node *b, node *c);
int gr_rl_reads(const node *x, int slot);
void gr_rl_bounds(bounder *z, const node *x, node **lo, node **hi);
int gr_rl_exact(const node *x, int *low_free, int *high_free);
void gr_rl_too_large(gr_reval *e, const ins *i, const char *what);

#endif
