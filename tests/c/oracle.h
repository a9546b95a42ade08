/*
** oracle.h — a plain minimax oracle for the engine tests. It knows nothing of
** Sprague–Grundy theory and shares no code with the engine: it has its own
** position representation (component bodies as strings), its own text reader
** and writer, its own move rules for every game (one file per game in
** tests/c/rules/, listed in rules/list.c), and decides win/loss by exploring
** the whole state graph and labelling it backwards from the positions without
** moves (retrograde analysis), which also handles loops such as Northcott's.
** Positions that neither side can force are draws.
**
** The player to move with no move loses; in misère play (";misere" after the
** position) that player wins. A game may end a position early (Treblecross:
** three X's in a row stand, and the player to move has lost): such a
** position has no moves at all.
*/
#ifndef GR_TEST_ORACLE_H
#define GR_TEST_ORACLE_H

#include <stddef.h>

#define OMAXC 16      /* components in an oracle position */
#define OMAXPARAM 128 /* characters of a group's parameters */
#define OMAXBODY 96   /* characters in a component body */

/* ---- a game's rules ---------------------------------------------------------- */
typedef struct omoves omoves; /* where a game's moves go */

/* Adds the move `text` (the part after "i:") that replaces the component by
** n components of the same game and parameters, with the bodies given. */
void om_add(omoves *l, const char *text, int n, const char *const *bodies);
void om_add1(omoves *l, const char *text, const char *body); /* n = 1 */

typedef struct orules {
  const char *name;    /* as in the position text */
  int params;          /* 1: "(…)" follows the name */
  int turn_matters;    /* moves depend on who is to move (Northcott) */
  /* The canonical text of parameters p (without parentheses) into out, 0 on
  ** success, -1 when p is not understood. NULL for games without. */
  int (*param)(const char *p, char *out, size_t cap);
  int (*body_ok)(const char *param, const char *body); /* 1 when well formed */
  /* Optional: 1 when this component ends the whole game at once. */
  int (*ends)(const char *param, const char *body);
  void (*moves)(const char *param, const char *body, int turn, omoves *out);
  /* 1: each component is written as a group of its own (its body holds
  ** "," or "." itself: a graph) */
  int separate;
} orules;

extern const orules *const orules_list[]; /* NULL-terminated (rules/list.c) */

/* ---- positions ----------------------------------------------------------------- */
typedef struct ocomp {
  const orules *game;
  char param[OMAXPARAM];  /* canonical, "" for none */
  char body[OMAXBODY];    /* "7", "..o.o", ".BW.", ".X..X", "3/0/5", "oo.ooo" */
} ocomp;

typedef struct opos {
  int n;       /* components */
  int turn;    /* 0: first player (Black) to move, 1: second */
  int misere;  /* 1: the player who cannot move wins */
  ocomp c[OMAXC];
} opos;

typedef struct omove {
  char text[64];  /* "2:7>4" */
  int comp;       /* the component moved, 0-based */
  int nafter;     /* how many components replace it */
  opos after;     /* the position after it (turn flipped) */
} omove;

/* Reads the compact notation "nim:3,4+sub(1-3):5+treblecross:..X@2" (no
** spaces), optionally ending ";misere". Returns 0 on success, -1 when the
** text is not understood. */
int opos_parse(const char *text, opos *out);
/* Writes the canonical text: neighbouring groups of one game and parameters
** merged, "@2" when the second player moves, ";misere" in misère play. */
void opos_format(const opos *p, char *out, size_t cap);
/* "game[(param)]:body" of one component. */
void ocomp_format(const ocomp *c, char *out, size_t cap);
/* Appends a component (returns -1 when full). */
int opos_push(opos *p, const ocomp *c);
/* 1 when some component ends the game (three X's in a row). */
int opos_over(const opos *p);
/* Every legal move of p, in a malloc'd array the caller frees; returns the
** count (0 when the player to move has none). */
int opos_moves(const opos *p, omove **out);

/* ---- the solver ------------------------------------------------------------------ */
typedef struct oracle oracle;
oracle *oracle_new(void);
void oracle_free(oracle *o);
/* Explores every position reachable from root. */
void oracle_add(oracle *o, const opos *root);
/* The positions root reaches, or -1 when one of them has a move to more
** than OMAXC components (too large for the oracle). */
long oracle_reach(const opos *root);
int oracle_add_text(oracle *o, const char *text); /* -1 if the text is bad */
/* Labels every explored position (call again after more oracle_add). */
void oracle_solve(oracle *o);
/* 'W' (player to move wins), 'L' (loses), 'D' (draw), or '?' when p was
** never explored. */
char oracle_label(const oracle *o, const opos *p);
char oracle_label_text(const oracle *o, const char *text);
long oracle_states(const oracle *o);
long oracle_draws(const oracle *o);

/* Small helpers for rule files. */
void *oxmalloc(size_t n);   /* exits the test run when memory is out */

#endif
