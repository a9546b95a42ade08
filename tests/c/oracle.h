/*
** oracle.h — a plain minimax oracle for the engine tests. It knows nothing of
** Sprague–Grundy theory and shares no code with the engine: it has its own
** position representation (component bodies as strings), its own text reader
** and writer, its own move rules for every game, and decides win/loss by
** exploring the whole state graph and labelling it backwards from the
** terminal positions (retrograde analysis), which also handles the loops of
** Northcott's game. Positions that neither side can force are draws.
**
** Rules, as SPEC.md states them: the player to move with no move loses; in
** Treblecross a move that makes three X's in a row wins at once, for the
** whole sum: a position in which some strip shows XXX has no moves (the
** player to move has lost). Northcott moves depend on whose turn it is
** (turn 0: the 'B' pieces, turn 1: the 'W' pieces). Octal rows
** ("octal(0.77):oo.ooo"): a move knocks down k adjacent pins 'o' of one run
** when digit d_k allows where the block sits: the whole run (d_k has 1), at
** one end of a longer run (2), or with pins left on both sides (4).
*/
#ifndef GR_TEST_ORACLE_H
#define GR_TEST_ORACLE_H

#include <stddef.h>

#define OMAXC 8      /* components in an oracle position */
#define OMAXK 16     /* numbers in a subtraction set */
#define OMAXBODY 72  /* characters in a component body */

typedef enum { O_NIM, O_SUB, O_CHECKERS, O_NORTHCOTT, O_TREBLE, O_STAIR, O_OCTAL,
               O_NGAMES } ogame;

typedef struct ocomp {
  int game;             /* ogame */
  int nk;               /* subtraction set size (O_SUB), octal digits (O_OCTAL) */
  int k[OMAXK];         /* the set, increasing; or the digits d1..dt of "0.d1…dt" */
  char body[OMAXBODY];  /* "7", "..o.o", ".BW.", ".X..X", "3/0/5", "oo.ooo" */
} ocomp;

typedef struct opos {
  int n;     /* components */
  int turn;  /* 0: first player (Black) to move, 1: second */
  ocomp c[OMAXC];
} opos;

typedef struct omove {
  char text[64];  /* "2:7>4", in the notation of TEAM.md */
  opos after;     /* the position after it (turn flipped) */
} omove;

/* Reads the compact notation "nim:3,4+sub(1-3):5+treblecross:..X@2" (no
** spaces). Returns 0 on success, -1 when the text is not understood. */
int opos_parse(const char *text, opos *out);
/* Writes the canonical text: neighbouring groups of one game and set merged,
** sets with runs of 3 or more as a-b, "@2" when the second player moves. */
void opos_format(const opos *p, char *out, size_t cap);
/* "game[(set)]:body" of one component. */
void ocomp_format(const ocomp *c, char *out, size_t cap);
/* Appends a component (returns -1 when full). */
int opos_push(opos *p, const ocomp *c);
/* 1 when some Treblecross strip shows three X's in a row. */
int opos_over(const opos *p);
/* Every legal move of p, in a malloc'd array the caller frees; returns the
** count (0 when the player to move has none). */
int opos_moves(const opos *p, omove **out);

typedef struct oracle oracle;
oracle *oracle_new(void);
void oracle_free(oracle *o);
/* Explores every position reachable from root. */
void oracle_add(oracle *o, const opos *root);
int oracle_add_text(oracle *o, const char *text); /* -1 if the text is bad */
/* Labels every explored position (call again after more oracle_add). */
void oracle_solve(oracle *o);
/* 'W' (player to move wins), 'L' (loses), 'D' (draw), or '?' when p was
** never explored. */
char oracle_label(const oracle *o, const opos *p);
char oracle_label_text(const oracle *o, const char *text);
long oracle_states(const oracle *o);
long oracle_draws(const oracle *o);

#endif
