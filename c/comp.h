/*
** comp.h — what a position is made of: the parsing cursor, components and
** their values, move lists (moves.c) and whole positions (position.c).
*/
#ifndef GR_COMP_H
#define GR_COMP_H

#include "message.h"

/* ---- parsing cursor ------------------------------------------------------
** Positions are parsed left to right; errors name the character offset. */
typedef struct gr_cursor {
  gr_ctx *ctx;
  const char *text;  /* the whole text, for messages */
  const char *p;     /* next character */
} gr_cursor;

/* Throws GR_EINPUT: "at character N: <what> (near "<the text there>")". */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void gr_syntax(gr_cursor *c, const gr_msg *what);
/* Reads a whole number in [lo, hi]; `what` names it in messages. */
gr_int gr_read_int(gr_cursor *c, gr_int lo, gr_int hi, const gr_msg *what);
/* True at a character that ends a component: ',' '+' '@' ';', blanks or the end. */
int gr_at_comp_end(const gr_cursor *c);

/* ---- components -------------------------------------------------------------
** A component is one independent part of a sum. A game keeps in it what its
** body needs, and says which fields it uses at the top of its file: a heap
** size (n), a row of cells (cells and len), a vector of numbers (v and len),
** its own structure (data), and the group's parameters (param).
**
** `data` is for games whose component needs a structure of its own (a
** graph, a value table made on first use in a call).
**
** A gr_comp is a handle: assigning one (*to = *x) gives a view of the same
** memory, good for as long as x's is. A component that must outlive the
** scratch memory it was made in (a search keeps every position it reaches
** while the moves it looks through come and go), or that a move changes, is
** a copy made by gr_comp_copy, through its game's `copy` hook: nothing else
** copies one. */
typedef struct gr_game gr_game;


typedef struct gr_param {  /* a group's parameters, e.g. a subtraction set */
  int n;             /* how many numbers */
  gr_int *k;         /* the numbers (a set increasing) */
  void *data;        /* a game's own structure (a gr_code for codes), or NULL */
  const char *text;  /* the canonical text, without parentheses (set by the parser) */
} gr_param;

typedef struct gr_comp {
  const gr_game *game;
  const gr_param *param;  /* NULL for games without parameters */
  gr_int n;               /* heap size */
  int len;                /* cells of a row; numbers in v */
  char *cells;            /* NUL-terminated row text, or NULL */
  gr_int *v;              /* a vector of len numbers, or NULL */
  void *data;             /* a game's own structure, or NULL */
} gr_comp;

/* A component's value. sg is its Grundy value unless a flag says otherwise:
**   GR_THREAT   the player to move wins at once (the game's threat_words);
**   GR_OVER     the game has ended, the player to move lost (over_words);
**   GR_LOOPY    no finite value (Smith's ∞, a position on a cycle of moves);
**               the game's reach() gives the finite values its options have;
**   GR_UNKNOWN  the value is not computed (too large to compute); the
**               component is known not to be a P-position, so it is at least 1.
** analyze.c turns the values of a sum into its outcome (normal_outcome). */
enum { GR_THREAT = 1, GR_OVER = 2, GR_LOOPY = 4, GR_UNKNOWN = 8 };
typedef struct gr_value { gr_int sg; int flags; } gr_value;

/* Where a copy's memory comes from: alloc(ud, bytes), aligned for any type. */
typedef void *(*gr_alloc_fn)(void *ud, size_t n);
/* A copy of x in *to, by its game's copy hook, whose memory comes from
** alloc(ud, …), or scratch memory when alloc is NULL. The copy owns all
** that x holds (cells, v, data) and shares only param, which the parser
** made for the whole call. With the self-checks on (gr_set_checks) the copy
** must read as x and share none of x's cells, v and data (GR_ECHECK), and
** released scratch memory is overwritten (mem.c), so that a copy still
** pointing into it reads garbage at once. */
void gr_comp_copy(gr_ctx *ctx, const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud);
/* The copy hook of games whose component is only n, len, cells (len + 1
** bytes) and v (len numbers), param aside: those fields copied, data NULL. */
void gr_copy_fields(const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud);

/* ---- move lists (moves.c) ----------------------------------------------------- */
typedef struct gr_move {
  char *text;       /* the move after "<component>:", e.g. "7>4" */
  const gr_msg *label; /* in words, e.g. "take 3 (7 → 4)" */
  gr_int from, to;  /* game-specific: heap sizes, columns, cells, … */
  gr_int count;     /* stones, pieces or coins moved */
  gr_value value;   /* the value of what the component becomes (XOR of after[]) */
  gr_comp *after;   /* what replaces the component: nafter components */
  int nafter;       /* 1 for most games; more when a move splits it */
} gr_move;

/* A list that may keep only some moves: those whose value after is `want`
** (and in normal play), or, with only_over, those that end the game; or the
** one with a given from/to/count; and at most `keep` of them. */
typedef struct gr_movelist {
  gr_ctx *ctx;
  gr_move *m;
  gr_int n, cap;
  gr_int want;      /* -1: keep every move */
  int only_over;    /* keep only moves whose value after has GR_OVER */
  int match;        /* keep only moves with these from/to/count (-1: any) */
  gr_int m_from, m_to, m_count;
  gr_int keep;      /* keep at most this many (0: no cap) */
  int full;         /* set once `keep` moves are kept: games may stop listing */
  int more;         /* set by a game that listed only some of the moves wanted
                    ** (too many to list: vectors of huge heaps) */
  int count_only;   /* count the moves the filters want in n, keep none */
} gr_movelist;

/* A list for ctx that keeps every move. */
void gr_movelist_init(gr_movelist *ml, gr_ctx *ctx);
/* Games compute a move's value first, then ask for a slot: NULL means the
** list does not want the move (skip building its text; a count_only list
** counts it). The slot is zeroed
** but for .value, .from, .to and .count. */
gr_move *gr_move_push(gr_movelist *ml, gr_value after, gr_int from, gr_int to, gr_int count);
/* Makes m's result k components, each a copy of x (gr_comp_copy, scratch
** memory) for the game to change; returns them. */
gr_comp *gr_move_result(gr_ctx *ctx, gr_move *m, const gr_comp *x, int k);
/* The same for the common case: one component. */
gr_comp *gr_move_result1(gr_ctx *ctx, gr_move *m, const gr_comp *x);
/* A move of a component of two numbers (x->v[0], x->v[1]) written
** "A/B>C/D" or ">C/D": 1 with C and D in *c and *d when text is that and
** A/B, if given, is the component; 0 otherwise. */
int gr_move_pair(const gr_comp *x, const char *text, gr_int *c, gr_int *d);


/* ---- positions (position.c) --------------------------------------------------- */
typedef struct gr_pos {
  gr_comp *comp;
  gr_int n;    /* components */
  int turn;    /* 0: first player to move, 1: second */
  int misere;  /* 1: misère play, the player who cannot move wins (";misere") */
} gr_pos;

void gr_parse_pos(gr_ctx *ctx, const char *text, gr_pos *out);
void gr_format_pos(gr_buf *b, const gr_pos *pos);
void gr_format_comp(gr_buf *b, const gr_comp *x);  /* "name(param):body" */
void gr_format_head(gr_buf *b, const gr_comp *x);  /* "name(param):" */
void gr_put_parts(gr_buf *b, const char *key, const gr_comp *x, gr_int n, int body); /* ,"key":[{game,param,body|body_at}…] */
/* Reads a row of cells made only of the characters in `alphabet`, from min
** to max cells, into x->cells and x->len. `what` names the row in messages
** ("a row of cells"), `made` says what it is made of. */
void gr_read_cells(gr_cursor *c, gr_comp *x, const char *alphabet, int min, int max,
                   const gr_msg *what, const gr_msg *made);
void gr_format_cells(gr_buf *b, const gr_comp *x);

#endif
