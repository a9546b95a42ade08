/*
** analysis.h — the state of one analysis that its jobs share, each job in a
** file of its own, lowest first:
**
**   outcome.c    the outcome of a sum in normal play
**   misere.c     misère play: by the games' rules, by a quotient, by search
**   values.c     the components' values and legal moves, moves judged
**   plan.c       the listing plan: every move or the winning ones
**   play.c       the move a text names, and the position after it
**   cost.c       cost estimates, and refusals of work past the bound
**   selfcheck.c  the self-checks
**   analyze.c    the analysis and play as JSON
*/
#ifndef GR_ANALYSIS_H
#define GR_ANALYSIS_H

#include "comp.h"
#include "sum.h"

/* What the outcome of a sum in normal play depends on (gr_sum, sum.h). */
typedef gr_sum tally;

/* A position with its values: what analysis and play share. */
typedef struct state {
  gr_pos pos;
  gr_value *v;      /* each component's value */
  gr_int *legal;    /* each component's number of legal moves */
  gr_int total;     /* legal moves in all (saturating at GR_INT_MAX) */
  tally t;          /* the values summed up (normal play) */
  char verdict;     /* 'P', 'N', 'D', or 0 when not known */
  const gr_msg *why; /* how the verdict was found, in words; NULL for the nim-sum rule */
  int three;        /* a component is over (GR_OVER): the whole game is */
  int threat;       /* the player to move wins at once (GR_THREAT) */
  int over;         /* the game has ended: a component is over, or no legal move */
  /* Misère play with a verdict: each component's winning moves, their texts
  ** sorted for lookup (entries of components without moves are empty); and
  ** when a search decided it, every move's verdict after it (mall, sorted by
  ** text; NULL otherwise). */
  gr_movelist *mwin;
  const char ***msorted;
  struct mafter **mall;
  gr_int *nall;
  int mmore;        /* some component's winning moves are listed only in part */
  const gr_msg *truncated; /* every move was asked for, too many: why (else NULL) */
  double most;      /* the call's bound on its work (< 0: none) */
  int outcome;      /* 0: the verdict is not wanted (play only applies a move) */
  int bare;         /* the verdict alone is wanted, no winning moves (the judges) */
  struct { /* the genus (analyze.c) and the misère search it may read (misere.c) */
    int stopped;       /* a component's genus search ran out of work or memory */
    int searched;      /* misère play was decided by searching the whole sum, */
    double most;       /* within this bound (< 0: none), */
    struct gr_sumsearch *search; /* which finished here (NULL: it stopped) */
    int whole_known;   /* the whole position's genus is *whole: 1 + genus()'s answer */
    struct gr_genus *whole;
  } gen;
} state;

typedef struct mafter { const char *text; char after; } mafter;

/* A move judged in state st: the verdict after it for the player then to
** move, whether it wins (1, 0, or -1 when not known), whether it ends
** the game at once (GR_OVER after it), and the nim-sum after it (valid when
** plain). */
typedef struct judged {
  char after;
  int winning, wins, plain;
  gr_int nimsum_after;
} judged;

/* What component i's moves must leave for the position to be lost for the
** opponent, in normal play: a plain value (>= 0), WANT_OVER (ending the game),
** or WANT_NONE. The moves it selects are exactly those gr_judge_move() calls
** winning (see gr_normal_outcome). */
enum { WANT_NONE = -1, WANT_OVER = -2 };

/* A listed move's JSON besides its "after" text (the move, its label,
** numbers, its entry in "winning"), in bytes, measured with room to spare:
** the listing's plan and the cost estimate count it. */
#define MOVE_JSON 300.0
/* The analysis reserves the listing's JSON this much over the plan at once:
** a buffer that outgrows its reservation doubles, and the old block stays in
** the arena (a plan 2% short of a listing of 82 MB left it holding 161 + 85
** MB). The plan counts the same. */
#define JSON_ROOM 1.1

/* What listing some moves costs. */
typedef struct plan {
  gr_int moves;      /* moves listed */
  double json;       /* bytes of their JSON */
  double bytes;      /* their JSON and the memory they hold while it is built */
  double scratch;    /* of which the move generators' scratch */
  gr_int widest;     /* the longest text of a component they change */
} plan;


/* A set of parameter texts already described (open addressing, scratch). */
typedef struct textset {
  const char **slot;
  size_t cap, n;
} textset;

/* What an analysis listed, kept for the self-checks (gr_set_checks). */
typedef struct listed {
  gr_int n, cap;
  gr_int *comp;         /* each listed move's component */
  const gr_move **m;    /* … the move */
  judged *j;            /* … and how it was judged */
  gr_int nwin;          /* moves put in "winning" */
  int complete;         /* "complete" */
  gr_int best_c;        /* "suggest": its component (-1: none) … */
  const gr_move *best;  /* … and move */
} listed;

/* outcome.c */
void gr_tally_add(tally *t, gr_int i, const gr_comp *x, gr_value v, int active);
void gr_tally_remove(tally *t, gr_int i, gr_value v, int active);
char gr_normal_outcome(gr_ctx *ctx, const tally *t);
gr_int gr_first_with(const state *st, int flag);

/* misere.c */
void gr_misere_outcome(gr_ctx *ctx, state *st);
int gr_misere_wins(const state *st, gr_int i, const char *text);
char gr_misere_after(const state *st, gr_int i, const char *text);

/* values.c */
const gr_msg *gr_words_of(const state *st, int flag, int threat);
void gr_count_legal(gr_ctx *ctx, state *st);
void gr_values(gr_ctx *ctx, state *st);
void gr_evaluate(gr_ctx *ctx, state *st);
judged gr_judge_move(gr_ctx *ctx, const state *st, gr_int ci, const gr_move *m);
int gr_prefer(gr_ctx *ctx, const state *st, gr_int ca, const gr_move *a, gr_int cb, const gr_move *b);
gr_int gr_want_of(const state *st, gr_int i);
int gr_textset_add(gr_ctx *ctx, textset *ts, const char *s);

/* plan.c */
plan gr_plan_of(gr_ctx *ctx, const state *st, const gr_int *per);
double gr_listed(const gr_comp *x, double legal, double text, double *bytes, int solved);
const gr_msg *gr_too_long(gr_ctx *ctx, const state *st);
int gr_winning_filter(const state *st, gr_int i, gr_movelist *ml);
plan gr_check_winning(gr_ctx *ctx, const state *st);
int gr_auto_all(gr_ctx *ctx, const state *st);
gr_moves_mode gr_choose(gr_ctx *ctx, state *st, gr_moves_mode mode);

/* play.c */
gr_move *gr_find_move(gr_ctx *ctx, const state *st, const char *move, gr_int *ci);
void gr_apply(gr_ctx *ctx, gr_pos *pos, gr_int ci, const gr_move *m);

/* cost.c */
void gr_within(gr_ctx *ctx, const state *st, size_t chars, gr_moves_mode mode, double most);
void gr_far_over(gr_ctx *ctx, const state *st, size_t chars, gr_moves_mode mode);

/* selfcheck.c */
void gr_broken(gr_ctx *ctx, const gr_msg *invariant, const gr_msg *what);
const char *gr_verdict_text(char v);
void gr_self_check(gr_ctx *ctx, const state *st, gr_moves_mode mode, const listed *rec);

#endif
