/*
** game.h — all a game file needs: the game descriptor (its rules, and the
** capability tables of misère play, grids and the front ends), what it lists
** (limits, judges, known families, published facts) and the list of games.
** Services a game uses beyond this have their own headers, each with the
** table it reads (family.h, search.h), or none (poscache.h, prune.h,
** codegen.h).
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
** The rules in gr_game; each further capability in a small table it points to,
** read by the service named over it (NULL: the game has none of it, and
** gr_family_of() and the like give an empty table then). `turn` is who is to
** move: 0 the first player (the one a game calls Black), 1 the second. Hooks
** marked optional may be NULL. */
typedef struct gr_family_caps gr_family_caps;
typedef struct gr_search_caps gr_search_caps;
typedef struct gr_misere_caps gr_misere_caps;
typedef struct gr_grid_caps gr_grid_caps;
typedef struct gr_front_caps gr_front_caps;

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
  /* Optional: which of the games one rule file plays this descriptor is
  ** (a table of that file's own); its hooks read it as x->game->variant, or
  ** g->variant where they are handed the game. */
  const void *variant;
  /* The capability tables, each optional. */
  const gr_family_caps *family;  /* family.h: the one-parameter family */
  const gr_search_caps *search;  /* search.h: a whole sum's search, quotients */
  const gr_misere_caps *misere;  /* misère play by rule */
  const gr_grid_caps *grid;      /* a game of two coordinates */
  const gr_front_caps *front;    /* what front ends learn of the game (gr_info) */
};

/* Misère play (the player who cannot move wins) by rule (misere.c). */
struct gr_misere_caps {
  /* Called when every component that still has a move is of this game:
  ** x[0..n-1] are those components (n >= 1). Returns 'P' (the player to
  ** move loses), 'N', or 0 when no exact rule covers them. With win != NULL
  ** and 'N', also pushes into win[i] every move of x[i] that leaves a misère
  ** P-position (setting win[i].more if it lists only some). */
  int (*outcome)(gr_ctx *ctx, const gr_comp *const *x, gr_int n, int turn, gr_movelist *win);
  const gr_msg *rule;  /* the rule in words */
};

/* A game of two coordinates (grid.c): cell() gives the SG value of (x, y)
** for 0 <= x, y < limit and sets *misere_p to 1 when (x, y) is a P-position
** in misère play (else 0). gr_grid() tabulates it. */
struct gr_grid_caps {
  gr_int limit;
  gr_int (*cell)(gr_ctx *ctx, gr_int x, gr_int y, int *misere_p);
};

/* What front ends learn of the game (gr_info, position.c, cost.c), all
** optional. */
struct gr_front_caps {
  /* The game's own limits, NULL-terminated: gr_info lists them under the
  ** game, so that a front end never retypes one. */
  const gr_limit *limits;
  /* Example claims about the game, for `grundy claim` (claim.c) and the
  ** page's claim checker (gr_info lists them), NULL-terminated: a true one
  ** and a false one of each kind the game shows best. */
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
  /* Extra members of the game's entry in gr_info (",\"codes\":[…]"). */
  void (*info)(gr_buf *b);
  /* A small random component of g, whole ("name(param):body"), for tests
  ** and examples: small enough that a plain minimax can solve a sum of three
  ** of them with a Nim heap beside them. *seed is gr_rand's state. Handed
  ** its game, one hook serves the variants of a rule file. */
  void (*random)(const gr_game *g, gr_buf *b, uint64_t *seed);
  /* A rough count of the steps valuing x takes beyond the family tables (a
  ** search), 0 when its value is known; gr_cost adds it. With `options`, the
  ** steps of a search as large as x's whether or not x's own value is known
  ** (cached, or given by a symmetry): what valuing each of its options costs,
  ** which x's value known does not save (gr_choose). */
  double (*work)(gr_ctx *ctx, const gr_comp *x, int options);
  /* Optional: how many moves of x (of `legal`) a listing of the moves to
  ** one value may list, and in *bytes the JSON each of x's listed moves
  ** writes besides MOVE_JSON (analysis.h), given the length of x's text:
  ** the cost estimate and the listing's plan count them. Without it, every
  ** legal move of a row (cells), and of other components at most 64 more
  ** than their numbers (a move solved for); each writes x's text once (its
  ** "after"). */
  double (*listed)(const gr_comp *x, double legal, double text, double *bytes);
  /* Optional, with work: what size of position is valued within `most`
  ** steps, in words for a refusal ("boards of up to about 30 free cells …"). */
  const gr_msg *(*work_fits)(gr_ctx *ctx, const gr_comp *x, double most);
  /* Extra JSON members describing a group's parameters (nodes, arrows and
  ** their values), written once per distinct parameters. */
  void (*param_detail)(gr_ctx *ctx, gr_buf *b, const gr_param *p);
};

/* A game's tables, never NULL: an empty one (every member 0) when the game
** has none. Each reader keeps its own empty table, in the header of the
** service that reads it (family.h: gr_family_of, search.h: gr_search_of). */
static inline const gr_misere_caps *gr_misere_of(const gr_game *g) {
  static const gr_misere_caps none;
  return g->misere ? g->misere : &none;
}
static inline const gr_grid_caps *gr_grid_of(const gr_game *g) {
  static const gr_grid_caps none;
  return g->grid ? g->grid : &none;
}
static inline const gr_front_caps *gr_front_of(const gr_game *g) {
  static const gr_front_caps none;
  return g->front ? g->front : &none;
}

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
