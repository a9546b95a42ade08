/*
** game.h — all a game file needs: the game descriptor, what it lists (limits,
** judges, known families, published facts) and the list of games. Services a
** game uses beyond this have their own headers (family.h, poscache.h,
** prune.h, codegen.h).
*/
#ifndef GR_GAME_H
#define GR_GAME_H

#include "comp.h"

/* Services the descriptor's hooks take (their headers say what they are). */
typedef struct gr_famstate gr_famstate;
typedef struct gr_vals gr_vals;
typedef struct gr_coder gr_coder;

/* A family worth naming when another one's values match it (pattern.c). */
typedef struct gr_known {
  const char *family;  /* its text, e.g. "name(param)" */
  const gr_msg *name;  /* for people */
} gr_known;

/* A published fact about a game's values, with its source (pattern.c):
** values (terms[j] is the value at offset + j), P-positions (every one up to
** `complete`, increasing), or a pre-period and period (terms[0], terms[1]). */
enum { GR_PUB_VALUES, GR_PUB_ZEROS, GR_PUB_PERIOD };
typedef struct gr_published {
  int kind;
  const gr_msg *name, *source;
  gr_int offset, complete;
  const gr_int *terms;
  int n;
} gr_published;

/* One of a game's own limits, as gr_info lists it: {"name": value}. */
typedef struct gr_limit {
  const char *name;
  gr_int value;
} gr_limit;

/* A contest problem whose input a game reads (judge.c runs it; judge.h is
** what its reader uses). */
typedef struct gr_jr gr_jr;
typedef struct gr_judgedef {
  const char *name;     /* as `grundy judge NAME` takes it */
  const char *problem;  /* "Site 1234", the problem it answers */
  const char *topic;    /* the course topic that teaches it (an id the page's problem list
                        ** groups by, e.g. "sg", "multisg", "antisg") */
  const char *url;      /* the problem's page on its judge's site */
  const gr_msg *answers; /* the answers it writes, e.g. "YES / NO" */
  const char *sample;   /* the problem's sample input */
  void (*read)(gr_jr *r); /* reads the whole input and writes the answers */
} gr_judgedef;


/* ---- the game descriptor ------------------------------------------------------
** `turn` is who is to move: 0 the first player (the one a game calls Black), 1 the
** second. Hooks marked optional may be NULL. */
struct gr_game {
  const char *name;      /* notation prefix, the word before ":" or "(" */
  const gr_msg *title;     /* for people (every message here is a word: GR_W) */
  const gr_msg *notation;  /* one line on the body notation */
  const char *example;   /* an example position text */
  /* Parameters "(…)" after the name (optional: games without any). format
  ** writes them without the parentheses. */
  gr_param *(*parse_param)(gr_cursor *c);
  void (*format_param)(gr_buf *b, const gr_param *p);
  /* One component body; parse stops at gr_at_comp_end. */
  void (*parse)(gr_cursor *c, gr_comp *out);
  /* 1 when a body may hold "," itself (a graph's items): its parse reads
  ** the commas, and the canonical text writes each component of the game as
  ** a group of its own ("name:a-b+name:c-d"). */
  int own_group;
  void (*format)(gr_buf *b, const gr_comp *x);
  gr_value (*value)(gr_ctx *ctx, const gr_comp *x);
  /* The exact number of legal moves, without listing them. */
  gr_int (*legal)(gr_ctx *ctx, const gr_comp *x, int turn);
  void (*moves)(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *out);
  /* A copy of x in *to that owns all x holds (its memory from
  ** alloc(ud, bytes)) and shares only param; gr_comp_copy calls it, for a
  ** search that keeps the positions it reaches and for the results of
  ** moves. gr_copy_fields for a component that is only n, len, cells and v;
  ** a game that keeps more (a graph in data, numbers past len in v) copies
  ** that too, and one that caches something in data may leave it out. */
  void (*copy)(const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud);
  /* Optional: why `move` (the text after "i:") is not a legal move here, in
  ** words for the player, or NULL to use the generic message. */
  const gr_msg *(*refuse)(gr_ctx *ctx, const gr_comp *x, int turn, const char *move);
  /* Optional: extra JSON members for a component (",\"values\":[…]"): what a
  ** board draws and explains, so that front ends never re-derive a rule. */
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
  const gr_msg *misere_rule;
  /* ---- what a search of a whole sum and a misère quotient need (search.c,
  ** quotient.h), all optional ---- */
  /* The independent parts x falls into (a row of pins: its runs), so that a
  ** search names a position the same way however its parts lie, and a
  ** quotient reads each part on its own. Returns how many parts *parts
  ** holds (scratch; 0 when none is left). Without it, x is one part. */
  int (*split)(gr_ctx *ctx, const gr_comp *x, gr_comp **parts);
  /* 1 when a component's moves depend on who is to move (each player has
  ** pieces of their own): a search then tells the two turns apart, and a
  ** component without moves for one player may still have some for the
  ** other. */
  int turn_moves;
  /* x as one heap of a take-and-break code (kit/code.h), for misère
  ** quotients: returns the code (a gr_code) and sets *size, or NULL when x is
  ** not one heap of a code (a row of several runs: its split parts may be). */
  const struct gr_code *(*heap)(const gr_comp *x, gr_int *size);
  /* Optional: extra JSON members describing a group's parameters (nodes,
  ** arrows and their values), written once per distinct parameters. */
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
  ** without being a family (extend without `family`: pairs of heaps, in
  ** an order of its own). */
  const gr_msg *family;  /* what "size" means, e.g. "heap size" */
  gr_int table_limit;    /* values computed at most */
  void (*extend)(gr_ctx *ctx, const gr_param *p, uint32_t *v, gr_int from, gr_int to);
  gr_int (*period_bound)(const gr_param *p, gr_int n0, gr_int per);
  const gr_msg *period_rule;  /* the rule, in words */
  /* Optional, in place of extend, for families whose algorithm keeps state
  ** in the table between calls: fills v[from..] toward v[to] (gr_val_set,
  ** or widened first: the table starts narrow) and returns how
  ** many values v holds then — fewer than to + 1 when ctx->work runs out. */
  gr_int (*grow)(gr_ctx *ctx, const gr_param *p, gr_famstate *st, gr_vals *v, gr_int from,
                 gr_int to);
  void (*state_free)(gr_ctx *ctx, gr_famstate *st);
  /* Optional: the values computed at most for these parameters (else
  ** table_limit), and the rule in words for them (else period_rule). */
  gr_int (*limit)(const gr_param *p);
  const gr_msg *(*rule_words)(gr_ctx *ctx, const gr_param *p);
  /* Optional: the family as the independent checker (check/check.h) reads
  ** it, for parameters whose period rule is another family's theorem (a
  ** typed rule that is a take-and-break code: that code's family); the checker then
  ** checks this family's values by that family's rules. Else "name(param)". */
  const char *(*check_family)(gr_ctx *ctx, const gr_param *p);
  /* Optional: extra members of the sequence JSON (",\"stats\":{…}") about
  ** sizes 0..n, v holding at least those values. */
  void (*seq_stats)(gr_ctx *ctx, gr_buf *b, const gr_param *p, const gr_famstate *st,
                    const gr_vals *v, gr_int n);
  /* Optional: the game whose family table holds this one's values (rows
  ** of pins use the heaps' table of the same code). */
  const gr_game *values_of;

  /* ---- what the front ends learn of the game (gr_info), all optional ---- */
  /* The game's own limits, NULL-terminated: gr_info lists them under the
  ** game, so that a front end never retypes one. */
  const gr_limit *limits;
  /* A family's text and its parameters in words, for people and messages:
  ** family_example is a family gr_sequence reads ("name(…)" or "name"),
  ** param_words says what the parameters are ("a set of numbers"). */
  const char *family_example;
  const gr_msg *param_words;
  /* Optional, with a family: writes into b the body of the component of
  ** size n (a row of n pins, n stairs of one coin each) and returns 1, or
  ** returns 0 when no position of the game has that size. Without it, the
  ** body is the number n (a heap). */
  int (*family_body)(gr_buf *b, const gr_param *p, gr_int n);
  /* Optional: example claims about the game, for `grundy claim` (claim.c)
  ** and the page's claim checker (gr_info lists them), NULL-terminated:
  ** a true one and a false one of each kind the game shows best. */
  const char *const *claims;
  /* A family text that is not a name (letters followed by "(" or nothing:
  ** "4!.0", "K!.7") is read as this game's parameters; bare_family says so
  ** in words. At most one game has it. */
  const gr_msg *bare_family;
  /* Words for games with GR_OVER / GR_THREAT values: what stands when the
  ** game is over ("… in a row stand"), what the player to move can do at
  ** once ("completes …"). In misère play the game ends the same way, and
  ** the player who made the last move loses (search.c). */
  const gr_msg *over_words;
  const gr_msg *threat_words;
  /* The contest problems whose input this game reads, NULL-terminated by
  ** name: judge.c finds and runs them (`grundy judge NAME`). */
  const gr_judgedef *judges;
  /* The work of computing `entries` values of this game's family table for
  ** parameters p, before any is computed (gr_cost). Without it, each value
  ** costs one step per parameter number (gr_table_work). */
  double (*cost)(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries);
  /* A small random component, whole ("name(param):body"), for tests and
  ** examples: small enough that a plain minimax can solve a sum of three of
  ** them with a Nim heap beside them. *seed is gr_rand's state. */
  void (*random)(gr_buf *b, uint64_t *seed);
  /* Extra members of the game's entry in gr_info (",\"codes\":[…]"). */
  void (*info)(gr_buf *b);
  /* Families of this game the pattern finder compares others with, and the
  ** published facts about its values it checks them against (each list
  ** ended by an entry whose family or name is NULL). */
  const gr_known *known;
  const gr_published *published;
  /* A rough count of the steps valuing x takes beyond the family tables (a
  ** search), 0 when its value is known; gr_cost adds it. */
  double (*work)(gr_ctx *ctx, const gr_comp *x);
  /* Optional, with work: what size of position is valued within `most`
  ** steps, in words for a refusal ("boards of up to about 30 free cells …"). */
  const gr_msg *(*work_fits)(gr_ctx *ctx, const gr_comp *x, double most);
  /* Optional: the family's rule as code, a plain mex over its moves in C++ or
  ** Python (the code generator's brute force, codegen.c): writes into w what
  ** gr_coder says and returns 1, or sets w->why and returns 0 when these
  ** parameters' rule cannot be written so. Without it, no brute force. */
  int (*brute)(gr_coder *w, const gr_param *p);
};

extern const gr_game *const gr_games[];  /* NULL-terminated (games/games.c) */
const gr_game *gr_find_game(const char *name, size_t len);
/* Called with a game's or a judge's name that gr_games does not hold, before
** the call fails: the whole engine does nothing (games.c), the page's first
** module fails the call with GR_EABSENT (first.c), so that the whole engine
** is asked. */
void gr_absent_name(gr_ctx *ctx, const gr_msg *kind, const char *name, size_t len);
/* The game whose bare_family reads family texts that are not names
** (letters followed by "(" or nothing), or NULL. */
const gr_game *gr_bare_game(void);
/* The value of g's limit `name`, or `otherwise` when it has none. */
gr_int gr_game_limit(const gr_game *g, const char *name, gr_int otherwise);
/* A pseudo-random whole number in [lo, hi] from *seed (splitmix64), for
** games' random hooks. */
gr_int gr_rand(uint64_t *seed, gr_int lo, gr_int hi);

#endif
