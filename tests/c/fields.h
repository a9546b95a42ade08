/*
** fields.h — what each game's analysis JSON must say beyond the verdict and
** the move list, worked out here from the component's text and the oracle's
** moves alone (no engine code, no SG theory beyond a plain mex): a move's
** from/to/count, and the game's own members of a component ("stairs",
** "gap", "stretches", "runs", "values"/"heads", "edges"/"nodes"). The sweep
** (sweep.c) checks every component and every move it meets against them.
**
** To add a game: a row in FIELDS (fields.c) with its move fields and its
** detail check. A game the engine lists without a row fails the sweep.
*/
#ifndef GR_TEST_FIELDS_H
#define GR_TEST_FIELDS_H

#include "json.h"
#include "oracle.h"

typedef struct gfields {
  const char *game;  /* the name in the position text */
  /* From, to and count of move `mv` (the text after "i:") of component c,
  ** which the oracle says leaves after[0..nafter-1]. */
  void (*move)(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
               long *to, long *count);
  /* Checks the game's own members of the component JSON jc against c: NULL
  ** when they are right, else what is wrong (a static buffer). sg is the
  ** component's value as the oracle found it (-1: null or not found). */
  const char *(*detail)(const jval *jc, const ocomp *c, long sg);
} gfields;

/* The row of game, or NULL. */
const gfields *gfields_find(const char *game);

/* Values by plain mex, for details and other suites: SG of a run of n pins
** of octal code "0.d1d2…", and of a free Treblecross stretch of n cells
** (0 ≤ n ≤ 4096; -1 past that). */
long own_octal(const char *code, long n);
long own_stretch(long n);

/* The games found by search (fields_search.c). */
void fs_cram_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                  long *to, long *count);
const char *fs_cram_detail(const jval *jc, const ocomp *c, long sg);
void fs_chomp_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                   long *to, long *count);
const char *fs_chomp_detail(const jval *jc, const ocomp *c, long sg);
void fs_kayles_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                    long *to, long *count);
const char *fs_kayles_detail(const jval *jc, const ocomp *c, long sg);

#endif
