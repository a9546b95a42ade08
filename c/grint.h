/*
** grint.h — the engine's internal interface: the context, memory, text
** buffers, the parsing cursor and the game descriptor every game fills in.
*/
#ifndef GRINT_H
#define GRINT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include "grundy.h"
#include "grconf.h"

/* ---- memory --------------------------------------------------------------
** Everything goes through gr_malloc, which counts bytes against the limit.
** Per-call memory comes from the scratch arena, emptied at the start of every
** public call; that is also where results live until the next call. */
typedef struct gr_chunk gr_chunk;

struct gr_ctx {
  size_t limit, used, peak;  /* bytes: allowed, held now, most held */
  gr_chunk *scratch;         /* arena chunks, newest first */
  jmp_buf *onerr;            /* where gr_throw lands; NULL outside calls */
  gr_status status;          /* status of the last call */
  char msg[512];             /* message of the last failed call */
  unsigned short *tc_sg;     /* Treblecross stretch values 0..tc_n-1, kept */
  long tc_n;
};

void *gr_malloc(gr_ctx *ctx, size_t n);  /* counted; NULL past the limit */
void gr_mfree(gr_ctx *ctx, void *p, size_t n);
void *gr_alloc(gr_ctx *ctx, size_t n);   /* scratch; throws when refused */
char *gr_strndup(gr_ctx *ctx, const char *s, size_t n);  /* scratch */
void gr_scratch_reset(gr_ctx *ctx);

/* Fail the current call: sets status and message, unwinds to the entry. */
#if defined(__GNUC__)
__attribute__((noreturn, format(printf, 3, 4)))
#endif
void gr_throw(gr_ctx *ctx, gr_status st, const char *fmt, ...);

/* ---- growable text buffer (scratch memory) ----------------------------- */
typedef struct gr_buf {
  gr_ctx *ctx;
  char *s;        /* NUL-terminated contents */
  size_t n, cap;  /* length, capacity */
} gr_buf;

void gr_buf_init(gr_buf *b, gr_ctx *ctx);
void gr_puts(gr_buf *b, const char *s);
void gr_putn(gr_buf *b, const char *s, size_t n);
void gr_putc(gr_buf *b, char c);
void gr_putl(gr_buf *b, long v);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void gr_printf(gr_buf *b, const char *fmt, ...);
void gr_vprintf(gr_buf *b, const char *fmt, va_list ap);
void gr_put_json_string(gr_buf *b, const char *s);

/* ---- parsing cursor ------------------------------------------------------
** Positions are parsed left to right; errors name the character offset. */
typedef struct gr_cursor {
  gr_ctx *ctx;
  const char *text;  /* the whole text, for messages */
  const char *p;     /* next character */
} gr_cursor;

/* Throws GR_EINPUT: "at character N: <what>" with a view of the text. */
#if defined(__GNUC__)
__attribute__((noreturn, format(printf, 2, 3)))
#endif
void gr_syntax(gr_cursor *c, const char *fmt, ...);
/* Reads a whole number in [lo, hi]; `what` names it in messages. */
long gr_read_long(gr_cursor *c, long lo, long hi, const char *what);
/* True at a character that ends a component: ',' '+' '@' or the end. */
int gr_at_comp_end(const gr_cursor *c);

/* ---- components ---------------------------------------------------------- */
typedef struct gr_game gr_game;

typedef struct gr_param {  /* game parameters, e.g. a subtraction set */
  int n;          /* how many numbers */
  long *k;        /* the numbers, increasing */
  long *sg;       /* SG values computed so far (cache), may be NULL */
  long sg_n;      /* how many */
  long pre, per;  /* proven pre-period and period; per = 0 until proven */
} gr_param;

typedef struct gr_comp {
  const gr_game *game;
  gr_param *param;  /* NULL for games without parameters */
  long n;           /* heap size (nim, sub) */
  int len;          /* cells (checkers, northcott, treblecross), stairs */
  char *cells;      /* NUL-terminated cell text, or NULL */
  long *v;          /* coins per stair (staircase), or NULL */
} gr_comp;

/* A component's value. sg is its Grundy value unless a flag says the game
** is not in normal play here: GR_THREAT — the player to move completes three
** in a row at once; GR_OVER — three in a row stand, the game has ended. */
enum { GR_THREAT = 1, GR_OVER = 2 };
typedef struct gr_value { long sg; int flags; } gr_value;

typedef struct gr_move {
  char *text;     /* the move after "<component>:", e.g. "7>4" */
  char *label;    /* in words, e.g. "take 3 (7 → 4)" */
  long from, to;  /* game-specific: heap sizes, columns, cells, stairs */
  long count;     /* stones, pieces or coins moved */
  gr_value value; /* the component's value after the move */
  gr_comp after;  /* the component after the move */
} gr_move;

/* A list that may keep only some moves: those whose value after is `want`
** (and in normal play), or, with only_over, those that end the game. */
typedef struct gr_movelist {
  gr_ctx *ctx;
  gr_move *m;
  long n, cap;
  long want;      /* -1: keep every move */
  int only_over;  /* keep only moves whose value after has GR_OVER */
  int match;      /* keep only the move with these from/to/count (-1: any) */
  long m_from, m_to, m_count;
} gr_movelist;

/* Games compute a move's value first, then ask for a slot: NULL means the
** list does not want the move (skip building its text). The slot is zeroed
** but for .value, .from, .to and .count. */
gr_move *gr_move_push(gr_movelist *ml, gr_value after, long from, long to, long count);
/* Helpers for games: scratch copies of text made with printf formats. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
char *gr_fmt(gr_ctx *ctx, const char *fmt, ...);

/* Every component's turn-dependent moves see who is to move: 0 is the first
** player (Black in Northcott), 1 the second. */
struct gr_game {
  const char *name;   /* notation prefix, e.g. "nim" */
  const char *title;  /* for people, e.g. "Nim" */
  const char *notation;  /* one-line description of the body notation */
  const char *example;   /* an example position text */
  /* Parses "(…)" parameters after the name; NULL when the game has none. */
  gr_param *(*parse_param)(gr_cursor *c);
  void (*format_param)(gr_buf *b, const gr_param *p);
  int (*same_param)(const gr_param *a, const gr_param *b);
  /* Parses one component body; stops at gr_at_comp_end. */
  void (*parse)(gr_cursor *c, gr_comp *out);
  void (*format)(gr_buf *b, const gr_comp *x);
  gr_value (*value)(gr_ctx *ctx, const gr_comp *x);
  /* Upper bound on the number of moves, checked before listing them. */
  long (*count_moves)(const gr_comp *x, int turn);
  void (*moves)(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *out);
  /* SG values of sizes 0..n of the game's one-parameter family, or NULL. */
  void (*sequence)(gr_ctx *ctx, gr_param *p, long n, long *out);
  const char *family;  /* what "size" means in sequence(), or NULL */
  /* The proof rule for periods: if SG(m+per) = SG(m) for every m from n0 up
  ** to (not including) the returned bound, the family is periodic from n0.
  ** NULL when no rule is known. */
  long (*period_bound)(const gr_param *p, long n0, long per);
  const char *period_rule;  /* the rule, in words */
  /* Extra JSON members for a component ("stairs":…), or NULL. */
  void (*detail)(gr_ctx *ctx, gr_buf *b, const gr_comp *x);
};

extern const gr_game *const gr_games[];  /* NULL-terminated */
const gr_game *gr_find_game(const char *name, size_t len);
/* Smallest period, then smallest pre-period, that g's rule proves from
** values v[0..n]. Returns 0 when none is proven. */
int gr_find_period(gr_ctx *ctx, const gr_game *g, const gr_param *param, const long *v,
                   long n, long *pre, long *per);
/* SG(h) of g's one-parameter family, from the table in p (p->sg, sg_n, pre,
** per): extend(v, from, to) fills v[from..to] given v[0..from-1]. The table
** doubles until it covers h or g's rule proves a period (then h is folded);
** it never grows past limit + 1 entries (GR_ELIMIT past that). */
typedef void (*gr_extend_fn)(gr_ctx *ctx, const gr_param *p, long *v, long from, long to);
long gr_family_sg(gr_ctx *ctx, const gr_game *g, gr_param *p, long h, long limit,
                  gr_extend_fn extend);

/* ---- positions ------------------------------------------------------------ */
typedef struct gr_pos {
  gr_comp *comp;
  long n;     /* components */
  int turn;   /* 0: first player to move, 1: second */
} gr_pos;

void gr_parse_pos(gr_ctx *ctx, const char *text, gr_pos *out);
void gr_format_pos(gr_buf *b, const gr_pos *pos);
void gr_format_comp(gr_buf *b, const gr_comp *x);  /* "nim:3" */
/* Reads a row of cells made only of the characters in `alphabet`, from min
** to max cells, into x->cells and x->len. `what` names the row in messages
** ("a checkers row"), `made` says what it is made of. */
void gr_read_cells(gr_cursor *c, gr_comp *x, const char *alphabet, long min, long max,
                   const char *what, const char *made);
/* Descriptor helpers for games whose component is a row of cells. */
void gr_format_cells(gr_buf *b, const gr_comp *x);
long gr_count_cells(const gr_comp *x, int turn);  /* at most one move a cell */


/* Treblecross stretch values for free stretches of 0..n cells (kept in ctx). */
const unsigned short *gr_tc_table(gr_ctx *ctx, long n);
/* Winning cells of a strip (0-based, increasing) per the LightOJ rules;
** returns how many, cells written to out (room for len). */
long gr_tc_winning(gr_ctx *ctx, const char *cells, long len, long *out);
/* SG of a checkers row given as a bit mask of width w (bit i = column i+1). */
int gr_checkers_row_sg(unsigned long long mask, int width);

/* Judges (judge.c). */
gr_status gr_judge_run(gr_ctx *ctx, const char *judge, gr_read_fn read,
                       void *rud, gr_write_fn write, void *wud);

#endif
