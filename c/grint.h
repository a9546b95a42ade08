/*
** grint.h — the engine's internal interface: the context, memory, text
** buffers, the parsing cursor, components, move lists, family value tables
** and the game descriptor every game fills in. Where each part lives:
**
**   mem.c       memory, the scratch arena, errors, text buffers
**   position.c  the position text: parse and format
**   moves.c     move lists (gr_move_push and friends)
**   family.c    value tables of one-parameter families, kept per context;
**               period proofs; the sequence and value JSON
**   code.c      take-and-break codes: the grammar, canonical text, words
**   tbvalues.c  values of take-and-break codes (rare/common mex, plain mex),
**               their periodicity bound and statistics
**   analyze.c   the analysis JSON, the outcome of a sum (normal and misère
**               play, threats, loopy and unknown values); play
**   grid.c      tables of two-coordinate games (Wythoff) as JSON
**   info.c      the games and limits as JSON
**   judge.c     the judges' input formats
**   api.c       the public entry points, nothing else
**   games/      one file per game, each a gr_game descriptor
*/
#ifndef GRINT_H
#define GRINT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include "grundy.h"
#include "grconf.h"

#define GR_INT_MAX 9223372036854775807LL

/* ---- memory --------------------------------------------------------------
** Everything goes through gr_malloc, which counts bytes against the limit.
** Per-call memory comes from the scratch arena, emptied at the start of every
** public call; that is also where results live until the next call. Family
** value tables are the only memory kept between calls (family.c). */
typedef struct gr_chunk gr_chunk;
typedef struct gr_table gr_table;

struct gr_ctx {
  size_t limit, used, peak;  /* bytes: allowed, held now, most held */
  gr_chunk *scratch;         /* arena chunks, newest first */
  jmp_buf *onerr;            /* where gr_throw lands; NULL outside calls */
  gr_status status;          /* status of the last call */
  char msg[512];             /* message of the last failed call */
  gr_table *tables;          /* family value tables, most recently used first */
  size_t table_bytes;        /* bytes they hold (with their algorithm state) */
  unsigned long call;        /* counts public calls: tables used in this one stay */
  gr_int steps;              /* search steps left in this call (GR_CALL_WORK at its start);
                             ** games that search charge it and give up when it runs out */
  gr_int work;               /* work units this call may still spend growing tables
                             ** (-1: no bound; see GR_WORK_CALL) */
  gr_int work_set;           /* gr_set_work's bound for every call, or -2: the default */
  int plain_mex;             /* benchmarks only: take-and-break values by plain mex */
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
void gr_puti(gr_buf *b, gr_int v);
/* Conversions: %s %.Ns %.*s %c %d %ld %lld %zu %% (fast path), others via libc. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void gr_printf(gr_buf *b, const char *fmt, ...);
void gr_vprintf(gr_buf *b, const char *fmt, va_list ap);
void gr_put_json_string(gr_buf *b, const char *s);
/* A scratch copy of text made with a printf format. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
char *gr_fmt(gr_ctx *ctx, const char *fmt, ...);

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
gr_int gr_read_int(gr_cursor *c, gr_int lo, gr_int hi, const char *what);
/* True at a character that ends a component: ',' '+' '@' ';', blanks or the end. */
int gr_at_comp_end(const gr_cursor *c);

/* ---- components -------------------------------------------------------------
** A component is one independent part of a sum. What each game keeps in it:
**
**   game        param            n           len, cells           v
**   nim         –                heap size   –                    –
**   sub         the set S        heap size   –                    –
**   checkers    –                –           row ".o"             –
**   northcott   –                –           row ".BW"            –
**   treblecross –                –           strip ".X"           –
**   staircase   –                –           len = stairs         coins per stair
**   octal       the code         –           row of pins "o."     –
**   tb          the code         heap size   –                    –
**   ruler, turtles, mockturtles  –   –   row of coins "HT"    –
**   corners     –                columns     the grid "TH/HT"     –
**   hackenbush  –                –           len = edges          2·len vertex ids (u, v)
**   graph       the graph        node index  –                    –
**   wythoff     –                –           len = 2              the two heaps
**   moore       k                –           len = heaps          the heaps
**
** `data` is for games whose component needs a structure of its own (Moore's
** Nim keeps its value table there, made on first use in a call; components
** a move makes are copies that share it). */
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
  int len;                /* cells of a row; stairs of a staircase */
  char *cells;            /* NUL-terminated row text, or NULL */
  gr_int *v;              /* coins per stair, or NULL */
  void *data;             /* a game's own structure, or NULL */
} gr_comp;

/* A component's value. sg is its Grundy value unless a flag says otherwise:
**   GR_THREAT   the player to move completes three in a row at once;
**   GR_OVER     three in a row stand: the game has ended;
**   GR_LOOPY    no finite value (Smith's ∞, a token on a graph with cycles);
**               the game's reach() gives the finite values its options have;
**   GR_UNKNOWN  the value is not computed (too large to compute); the
**               component is known not to be a P-position, so it is at least 1.
** analyze.c turns the values of a sum into its outcome (normal_outcome). */
enum { GR_THREAT = 1, GR_OVER = 2, GR_LOOPY = 4, GR_UNKNOWN = 8 };
typedef struct gr_value { gr_int sg; int flags; } gr_value;

/* ---- move lists (moves.c) ----------------------------------------------------- */
typedef struct gr_move {
  char *text;       /* the move after "<component>:", e.g. "7>4" */
  char *label;      /* in words, e.g. "take 3 (7 → 4)" */
  gr_int from, to;  /* game-specific: heap sizes, columns, cells, stairs */
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
                    ** (too many to list: Moore's Nim with huge heaps) */
  int count_only;   /* count the moves the filters want in n, keep none */
} gr_movelist;

/* A list for ctx that keeps every move. */
void gr_movelist_init(gr_movelist *ml, gr_ctx *ctx);
/* Games compute a move's value first, then ask for a slot: NULL means the
** list does not want the move (skip building its text; a count_only list
** counts it). The slot is zeroed
** but for .value, .from, .to and .count. */
gr_move *gr_move_push(gr_movelist *ml, gr_value after, gr_int from, gr_int to, gr_int count);
/* Makes m's result k components, each a copy of x for the game to change;
** returns them (scratch memory). */
gr_comp *gr_move_result(gr_ctx *ctx, gr_move *m, const gr_comp *x, int k);
/* The same for the common case: one component, x with its cells copied. */
gr_comp *gr_move_result1(gr_ctx *ctx, gr_move *m, const gr_comp *x);

/* ---- family value tables (family.c) ----------------------------------------------
** A game with a one-parameter family (heap sizes, stretch lengths) gives
** `extend` (or `grow`); the values live in a table per (game, parameters)
** kept in the context between calls, shared by every group and call, at
** most GR_TABLE_SHARE of the memory limit in all (least recently used
** tables go first). Tables stop growing once the game's rule proves a
** period. */

/* A table's algorithm state, for games whose `grow` keeps one between calls
** (the rare/common split of take-and-break codes). Its memory goes through
** gr_famstate_alloc and gr_famstate_free, so it counts with the tables. */
typedef struct gr_famstate {
  void *p;        /* the game's own structure, or NULL */
  size_t bytes;   /* bytes it holds */
} gr_famstate;

/* Counted memory for st, within the tables' share; throws GR_ENOMEM. */
void *gr_famstate_alloc(gr_ctx *ctx, gr_famstate *st, size_t bytes);
void gr_famstate_free(gr_ctx *ctx, gr_famstate *st, void *p, size_t bytes);

/* SG(h) of g's family with parameters p (any h ≥ 0: past a proven period
** it is folded; past the values known without one, GR_ELIMIT). */
gr_int gr_family_value(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int h);
/* Values 0..n (n ≤ the family's limit), valid until the next family call;
** the proven pre-period and period (0 and 0 when none) go to *pre and *per. */
const uint32_t *gr_family_values(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int n,
                                 gr_int *pre, gr_int *per);
/* The values computed so far (*n of them) and the table's state, or NULL
** when there is no table yet; nothing is computed. */
const uint32_t *gr_family_known(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int *n,
                                gr_int *pre, gr_int *per, const gr_famstate **st);
/* The most values g's family computes for parameters p. */
gr_int gr_family_limit(const gr_game *g, const gr_param *p);
/* For tests: the values the table of game(key) holds, and how many were
** computed for it in all (more when some were computed twice); 0 when there
** is no such table. key is the parameters' canonical text ("" for none). */
int gr_family_counts(gr_ctx *ctx, const char *game, const char *key, gr_int *held,
                     gr_int *computed);
/* Smallest period, then smallest pre-period, that g's rule proves from
** values v[0..n]. Returns 0 when none is proven. */
int gr_find_period(gr_ctx *ctx, const gr_game *g, const gr_param *p, const uint32_t *v,
                   gr_int n, gr_int *pre, gr_int *per);

/* ---- the game descriptor ------------------------------------------------------
** `turn` is who is to move: 0 the first player (Black in Northcott), 1 the
** second. Hooks marked optional may be NULL. */
struct gr_game {
  const char *name;      /* notation prefix, e.g. "nim" */
  const char *title;     /* for people, e.g. "Nim" */
  const char *notation;  /* one line on the body notation */
  const char *example;   /* an example position text */
  /* Parameters "(…)" after the name (optional: games without any). format
  ** writes them without the parentheses. */
  gr_param *(*parse_param)(gr_cursor *c);
  void (*format_param)(gr_buf *b, const gr_param *p);
  /* One component body; parse stops at gr_at_comp_end. */
  void (*parse)(gr_cursor *c, gr_comp *out);
  void (*format)(gr_buf *b, const gr_comp *x);
  gr_value (*value)(gr_ctx *ctx, const gr_comp *x);
  /* The exact number of legal moves, without listing them. */
  gr_int (*legal)(gr_ctx *ctx, const gr_comp *x, int turn);
  void (*moves)(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *out);
  /* Optional: why `move` (the text after "i:") is not a legal move here, in
  ** words for the player, or NULL to use the generic message. */
  const char *(*refuse)(gr_ctx *ctx, const gr_comp *x, int turn, const char *move);
  /* Optional: extra JSON members for a component (",\"stairs\":…"). */
  void (*detail)(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn);
  /* Optional (required by games with GR_LOOPY values): the finite values the
  ** options of a loopy component have, increasing; *n gets how many. */
  const gr_int *(*reach)(gr_ctx *ctx, const gr_comp *x, int *n);
  /* Optional: the move named by `text` (the part after "i:"), pushed into ml,
  ** or nothing when it names no legal move; for games whose moves from/to/
  ** count cannot pick out (vectors of heaps, named nodes). Without it, moves
  ** are found by the numbers in their text. */
  void (*find_move)(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                    gr_movelist *ml);
  /* Optional: misère play (the player who cannot move wins). Called when
  ** every component that still has a move is of this game: x[0..n-1] are
  ** those components (n >= 1). Returns 'P' (the player to move loses), 'N',
  ** or 0 when no exact rule covers them. With win != NULL and 'N', also
  ** pushes into win[i] every move of x[i] that leaves a misère P-position
  ** (setting win[i].more if it lists only some). misere_rule says the rule in
  ** words. */
  int (*misere)(gr_ctx *ctx, const gr_comp *const *x, gr_int n, int turn, gr_movelist *win);
  const char *misere_rule;
  /* Optional: extra JSON members describing a group's parameters (a graph's
  ** nodes, arrows and values), written once per distinct parameters. */
  void (*param_detail)(gr_ctx *ctx, gr_buf *b, const gr_param *p);
  /* Optional: a game of two coordinates. cell() gives the SG value of (x, y)
  ** for 0 <= x, y < grid_limit and sets *misere_p to 1 when (x, y) is a
  ** P-position in misère play (else 0). gr_grid() tabulates it. */
  gr_int grid_limit;
  gr_int (*cell)(gr_ctx *ctx, gr_int x, gr_int y, int *misere_p);
  /* Optional: the one-parameter family. extend fills v[from..to] given
  ** v[0..from-1]; period_bound is the proof rule: if SG(m+per) = SG(m) for
  ** every m from n0 up to (not including) the bound, the family is periodic
  ** from n0 (GR_INT_MAX: no proof). A game may keep a value table this way
  ** without being a family (extend without `family`: Wythoff's two heaps, in
  ** an order of its own). */
  const char *family;    /* what "size" means, e.g. "heap size" */
  gr_int table_limit;    /* values computed at most */
  void (*extend)(gr_ctx *ctx, const gr_param *p, uint32_t *v, gr_int from, gr_int to);
  gr_int (*period_bound)(const gr_param *p, gr_int n0, gr_int per);
  const char *period_rule;  /* the rule, in words */
  /* Optional, in place of extend, for families whose algorithm keeps state
  ** in the table between calls: fills v[from..] toward v[to] and returns how
  ** many values v holds then — fewer than to + 1 when ctx->work runs out. */
  gr_int (*grow)(gr_ctx *ctx, const gr_param *p, gr_famstate *st, uint32_t *v, gr_int from,
                 gr_int to);
  void (*state_free)(gr_ctx *ctx, gr_famstate *st);
  /* Optional: the values computed at most for these parameters (else
  ** table_limit), and the rule in words for them (else period_rule). */
  gr_int (*limit)(const gr_param *p);
  void (*rule_words)(gr_buf *b, const gr_param *p);
  /* Optional: extra members of the sequence JSON (",\"stats\":{…}") about
  ** sizes 0..n, v holding at least those values. */
  void (*seq_stats)(gr_ctx *ctx, gr_buf *b, const gr_param *p, const gr_famstate *st,
                    const uint32_t *v, gr_int n);
  /* Optional: the game whose family table holds this one's values (octal
  ** rows use the heaps' table of the same code). */
  const gr_game *values_of;
};

extern const gr_game *const gr_games[];  /* NULL-terminated (games/games.c) */
const gr_game *gr_find_game(const char *name, size_t len);

/* ---- positions (position.c) --------------------------------------------------- */
typedef struct gr_pos {
  gr_comp *comp;
  gr_int n;    /* components */
  int turn;    /* 0: first player to move, 1: second */
  int misere;  /* 1: misère play, the player who cannot move wins (";misere") */
} gr_pos;

void gr_parse_pos(gr_ctx *ctx, const char *text, gr_pos *out);
void gr_format_pos(gr_buf *b, const gr_pos *pos);
void gr_format_comp(gr_buf *b, const gr_comp *x);  /* "nim:3" */
void gr_format_head(gr_buf *b, const gr_comp *x);  /* "sub(1-3):" */
/* Reads a row of cells made only of the characters in `alphabet`, from min
** to max cells, into x->cells and x->len. `what` names the row in messages
** ("a checkers row"), `made` says what it is made of. */
void gr_read_cells(gr_cursor *c, gr_comp *x, const char *alphabet, int min, int max,
                   const char *what, const char *made);
void gr_format_cells(gr_buf *b, const gr_comp *x);

/* ---- take-and-break codes (code.c) ------------------------------------------- */
enum { GR_MOD_NONE = 0, GR_MOD_UNEQUAL = 1 /* "!" */, GR_MOD_NOTALL = 2 /* "?" */ };

typedef struct gr_code {
  int t;          /* digits after the point written out: d[1..t] (a tail once) */
  int tail;       /* the last `tail` of them repeat forever (0: a finite code) */
  int heaps;      /* the most heaps a move leaves (0-4) */
  int octal;      /* digits 0-7, none before the point, no modifier, no tail */
  unsigned char d[GR_MAX_CODE_DIGITS + 1];   /* d[0] before the point, d[j] removing j */
  unsigned char mod[GR_MAX_CODE_DIGITS + 1]; /* GR_MOD_… of each digit */
} gr_code;

/* Reads a code at c, stopping before ")" (spaces around it allowed), into a
** scratch gr_param whose data is the gr_code and whose text is canonical.
** With rows set, only octal codes are accepted (rows of pins). */
gr_param *gr_code_parse(gr_cursor *c, int rows);
void gr_code_format(gr_buf *b, const gr_code *code);
/* The digit and its modifier for removing j tokens, any j ≥ 0. */
int gr_code_digit(const gr_code *code, gr_int j);
int gr_code_mod(const gr_code *code, gr_int j);
/* "Kayles (0.77)", or "the code 0.156" for one without a name. */
void gr_code_title(gr_buf *b, const gr_param *p);
/* The rule on heaps in words: "Grundy's game (4!.0): a move splits a heap
** into two unequal heaps." (rows of pins say theirs in octal.c). */
void gr_code_words(gr_buf *b, const gr_param *p);
/* The named codes, as JSON members of info: ,"codes":[…]. */
void gr_code_info(gr_buf *b);

/* Values of take-and-break codes (tbvalues.c): the family hooks heaps and
** rows share. */
gr_int gr_tb_grow(gr_ctx *ctx, const gr_param *p, gr_famstate *st, uint32_t *v, gr_int from,
                  gr_int to);
void gr_tb_state_free(gr_ctx *ctx, gr_famstate *st);
gr_int gr_tb_limit(const gr_param *p);
gr_int gr_tb_period_bound(const gr_param *p, gr_int n0, gr_int per);
void gr_tb_rule_words(gr_buf *b, const gr_param *p);
void gr_tb_seq_stats(gr_ctx *ctx, gr_buf *b, const gr_param *p, const gr_famstate *st,
                     const uint32_t *v, gr_int n);

/* ---- the work behind the public calls ------------------------------------------ */
void gr_do_analyze(gr_ctx *ctx, const char *text, const char *move, gr_moves_mode mode,
                   double most,
                   gr_buf *out);                                 /* analyze.c */
void gr_do_play(gr_ctx *ctx, const char *text, const char *move, gr_buf *out);
void gr_do_sequence(gr_ctx *ctx, const char *family, gr_int n, gr_seq_part part, gr_int from,
                    gr_int to, gr_buf *out);                   /* family.c */
void gr_do_value(gr_ctx *ctx, const char *family, gr_int h, gr_buf *out); /* family.c */
void gr_do_grid(gr_ctx *ctx, const char *game, gr_int rows, gr_int cols, gr_buf *out); /* grid.c */
void gr_do_info(gr_ctx *ctx, gr_buf *out);                       /* info.c */
void gr_family_free_all(gr_ctx *ctx);                            /* family.c */

/* Treblecross's winning cells of a strip (0-based, increasing) per the
** LightOJ rules; returns how many, cells written to out (room for len). */
long gr_tc_winning(gr_ctx *ctx, const char *cells, long len, long *out);
/* Wythoff's game: ⌊kφ⌋ for 0 <= k <= 10^18, and whether (x, y) is a
** P-position (normal play), by integer arithmetic alone. */
gr_int gr_wythoff_lower(gr_int k);
int gr_wythoff_p(gr_int x, gr_int y);
/* SG of a checkers row given as a bit mask of width w (bit i = column i+1). */
int gr_checkers_row_sg(unsigned long long mask, int width);
/* The nim-product a ⊗ b (games/corners.c). */
uint64_t gr_nim_mul(uint64_t a, uint64_t b);

/* Judges (judge.c): flags are gr_judge's GR_JUDGE_* bits. */
gr_status gr_judge_stream(gr_ctx *ctx, const char *judge, unsigned flags, gr_read_fn read,
                          void *rud, gr_write_fn write, void *wud);
void gr_do_judge_cases(gr_ctx *ctx, const char *judge, unsigned flags, const char *input,
                       size_t len, gr_buf *out);
/* What analysing a position would cost, as JSON, before any value (analyze.c). */
void gr_do_cost(gr_ctx *ctx, const char *text, gr_moves_mode mode, gr_buf *out);

#endif
